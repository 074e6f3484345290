import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from '@clinic/i18n';
import { Link, useLocation } from '@clinic/router';
import { useOnline } from '../offline/use-online';

/** A screen's code that could not be fetched: after a deploy the old chunk names are gone. */
function isMissingChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /loading (css )?chunk|dynamically imported module|failed to fetch/i.test(error.message))
  );
}

function ScreenFailed({ error, resetErrorBoundary }: FallbackProps) {
  const missing = isMissingChunk(error);
  const { t } = useTranslation('shell');
  // Offline, a screen's code is missing because this device never fetched it, not because of a deploy.
  const online = useOnline();
  const notKept = missing && !online;
  // Plain elements only, the sign-in page's button among them: this boundary is on every page, the
  // first one included, and antd's Button would come with it (about 10 kB gzip with its motion).
  return (
    <div role="alert" style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
      <h2 style={{ fontSize: 22, fontWeight: 600, margin: '0 0 8px' }}>
        {t(notKept ? 'offline.pageNotKeptTitle' : missing ? 'errors.screen.missingTitle' : 'errors.screen.failedTitle')}
      </h2>
      <p style={{ color: 'rgba(0, 0, 0, 0.65)', margin: '0 0 24px' }}>
        {t(notKept ? 'offline.pageNotKept' : missing ? 'errors.screen.missingText' : 'errors.screen.failedText')}
      </p>
      <div style={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center' }}>
        {missing ? (
          <button type="button" className="lean-button lean-button-inline" onClick={() => window.location.reload()}>
            {t('errors.screen.reload')}
          </button>
        ) : (
          <button type="button" className="lean-button lean-button-inline" onClick={resetErrorBoundary}>
            {t('errors.screen.tryAgain')}
          </button>
        )}
        <Link to="/home">{t('errors.screen.goHome')}</Link>
      </div>
    </div>
  );
}

/**
 * Around a screen: a render error or a missing chunk shows a notice in the page instead of
 * unmounting the app, and going to another path clears it (each screen gets a fresh start).
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenFailed} resetKeys={[pathname]} onError={(error) => console.error('A screen failed while rendering', error)}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around a part of the frame (header menu, toaster): if it fails, show `fallback` (often nothing)
 * and keep the page; it is tried again on the next navigation.
 */
export function FrameErrorBoundary({ children, fallback = null, name }: { children: ReactNode; fallback?: ReactNode; name: string }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={fallback} resetKeys={[pathname]} onError={(error) => console.error(`The ${name} failed while rendering`, error)}>
      {children}
    </ErrorBoundary>
  );
}
