import { lazy, memo, Suspense, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { focusHeading, Link, Outlet, useFocusHeadingOnNavigation, useLocation } from '@clinic/router';
import { useCurrentUser } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { drawsAntd, Themed } from '../app/themed';
import { FrameErrorBoundary, ScreenErrorBoundary } from './error-boundaries';
import { onShareMismatch, type ShareMismatch } from '../remotes/share-check';
import { useClinicIdentity } from './clinic-identity';
import { useKeyboardScrollableTables } from './keyboard-scroll';
import { DeclaredScreenHeading } from '../remotes/screen-heading';
import { LanguageSwitch } from './language-switch';
import { useRememberLanguage } from './use-remember-language';

const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));
const ShareMismatchAlert = lazy(() => import('./share-mismatch-alert').then((m) => ({ default: m.ShareMismatchAlert })));

/**
 * What a signed-out visitor can reach, as plain links styled in index.html: the sign-in page is the
 * first page most people load, and it should not wait for antd's menu (popups, overflow, motion).
 */
function GuestNav() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const links = [
    { to: '/home', label: t('header.home') },
    { to: '/profile', label: t('header.profile') },
    { to: '/login', label: t('header.signIn') },
  ];
  return (
    <nav aria-label={t('header.mainNavigation')} className="guest-nav">
      {links.map((link) => (
        <Link key={link.to} to={link.to} aria-current={pathname.toLowerCase() === link.to ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * While a screen's code (and antd's theme) loads, its heading, drawn as the screen will draw it:
 * on a phone it is the page's largest text, and it came 2–3 s after the header. The home's greeting
 * (index.html's `.early-greeting`) is the shell's own; a remote's screen's heading comes from the
 * remote's manifest. Hidden from screen readers and not an h1; the screen's own h1 takes its place.
 */
function ScreenLoading({ pathname, name }: { pathname: string; name: string | undefined }) {
  const { t } = useTranslation('shell');
  if (!name) return null;
  if (pathname.toLowerCase().replace(/\/+$/, '') !== '/home') return <DeclaredScreenHeading pathname={pathname} />;
  return (
    <div className="early-greeting" aria-hidden>
      {t('app.greeting', { name })}
    </div>
  );
}

function useShareMismatches(): readonly ShareMismatch[] {
  const [mismatches, setMismatches] = useState<readonly ShareMismatch[]>([]);
  useEffect(() => onShareMismatch((list) => setMismatches([...list])), []);
  return mismatches;
}

/**
 * The first thing the keyboard reaches (WCAG 2.4.1): jumps past the header to the screen's heading.
 * Focus is moved by hand rather than by the #main fragment, which the router would treat as a navigation.
 */
function SkipLink({ main }: { main: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = main.current;
    if (!target) return;
    event.preventDefault();
    focusHeading(target.querySelector<HTMLElement>('h1') ?? target);
  };
  return (
    <a href="#main" className="skip-link" onClick={skip}>
      {t('header.skipToMain')}
    </a>
  );
}

/** The clinic's name as the header's first link, from its settings once they are in. */
function ClinicLogo({ signedIn }: { signedIn: boolean }) {
  const clinic = useClinicIdentity();
  const { t } = useTranslation('shell');
  return (
    // Signed in, the logo leads to the user's home, not back to the signed-out welcome.
    <Link to={signedIn ? '/home' : '/'} className="app-logo" aria-label={t('header.logoLabel', { name: clinic.name })}>
      🥗 {clinic.name}
    </Link>
  );
}

function ClinicFooter() {
  const clinic = useClinicIdentity();
  const { t } = useTranslation('shell');
  return (
    <footer style={{ textAlign: 'center', color: '#667', padding: '24px 16px', overflowWrap: 'anywhere' }}>
      {[clinic.address, clinic.phone].filter(Boolean).join(' · ')}
      {(clinic.address || clinic.phone) && <br />}
      {t('footer.rights', { year: new Date().getFullYear(), name: clinic.name })}
    </footer>
  );
}

/*
 * The signed-in menu and the screen are memoised, so that what the layout itself follows (the
 * clinic's settings, the signed-in user, a share mismatch) re-renders only the layout. A query's
 * answer re-renders its subscribers synchronously (useSyncExternalStore), and from the layout that
 * reached down to a screen whose code had just arrived: its whole first render, antd's theme
 * included, ran as one task of 190-940 ms at 4x CPU instead of in React's slices (issue 17).
 */
const SignedInMenuSlot = memo(function SignedInMenuSlot() {
  return (
    <FrameErrorBoundary name="header menu" fallback={<GuestNav />}>
      <Suspense fallback={<div style={{ flex: 1 }} />}>
        <SignedInMenu />
      </Suspense>
    </FrameErrorBoundary>
  );
});

const ScreenArea = memo(function ScreenArea({ pathname, name }: { pathname: string; name: string | undefined }) {
  const loading = <ScreenLoading pathname={pathname} name={name} />;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={loading}>
        {drawsAntd(pathname) ? <Themed fallback={loading}><Outlet /></Themed> : <Outlet />}
      </Suspense>
    </ScreenErrorBoundary>
  );
});

/** Header, page and footer around every screen, the shell's and the remotes'. */
export function AppLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const mismatches = useShareMismatches();
  const main = useRef<HTMLElement>(null);
  const rememberLanguage = useRememberLanguage();
  useFocusHeadingOnNavigation(main);
  useKeyboardScrollableTables(main);
  return (
    <div style={{ minHeight: '100%', display: 'flex', flexDirection: 'column', background: '#f5f5f5' }}>
      <SkipLink main={main} />
      <header className="app-header">
        <ClinicLogo signedIn={!!user} />
        {/* Beside the name, so the bell and messages stay at the right edge, where their lists open. */}
        <LanguageSwitch onChosen={rememberLanguage} />
        {user ? <SignedInMenuSlot /> : <GuestNav />}
      </header>
      {/* At least a screen tall, so the footer starts below the fold: a screen whose content arrives
          after the first paint would otherwise push a visible footer down (Lighthouse's layout shift). */}
      <main id="main" ref={main} tabIndex={-1} style={{ flex: 1, padding: '24px', maxWidth: 1200, width: '100%', minHeight: 'calc(100vh - 64px)', margin: '0 auto', boxSizing: 'border-box' }}>
        {mismatches.length > 0 && (
          <Themed>
            <ShareMismatchAlert mismatches={mismatches} />
          </Themed>
        )}
        <ScreenArea pathname={pathname} name={user?.name} />
      </main>
      <ClinicFooter />
    </div>
  );
}
