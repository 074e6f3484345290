/*
 * What a page shows before the app's code has arrived, drawn by a small blocking script that
 * index.html loads right after #root (tools/webpack/early-paint.cjs builds it from this file, with
 * the texts it needs): on a phone on slow 4G, main.js alone takes a second or more to arrive and
 * start, and until then the page was blank (issue 17). Signed out, on /login, the sign-in card;
 * signed in, the header's bar and the greeting on /home or the heading a client's screen declares
 * (a remote's src/headings.json), where the app will draw them. React's first render replaces it
 * whole, and the shell keeps the same heading until the remote's manifest is read (remotes/remote-startup.ts).
 * It imports nothing: it runs alone, before any other script, and then starts the app.
 */

/**
 * The shell's texts it may draw, in one language, in this order (the keys of shell.json and, for
 * auth.*, shell-auth.json): app.greeting (`Hello, {{name}}`), app.fallbackName (the product's
 * name until the clinic's is read), the guest header's header.home, header.profile and
 * header.signIn, and the sign-in card's auth.login.title, phone, phonePlaceholder, password,
 * submit, footer and forgot. A list rather than an object: the file is on every page's critical
 * path.
 */
export type EarlyTexts = readonly string[];
export const TEXT_KEYS = ['app.greeting', 'app.fallbackName', 'header.home', 'header.profile', 'header.signIn', 'auth.login.title', 'auth.login.phone', 'auth.login.phonePlaceholder', 'auth.login.password', 'auth.login.submit', 'auth.login.footer', 'auth.login.forgot'] as const;

/** A text in each of LANGUAGES, in their order. */
type Texts = readonly string[];

/** What the build puts in (tools/webpack/early-paint.cjs). */
export interface EarlyPaintData {
  texts: Record<string, EarlyTexts>;
  /** A remote's declared headings (RemoteManifestMeta's): route path → texts, or role (or `*`) → texts. */
  headings: Record<string, Texts | Record<string, Texts>>;
}

/** Where the shell keeps the signed-in user (session/session-store.ts) and the reader's language (libs/i18n). */
export const SESSION_STORAGE_KEY = 'clinic.session';
export const LANGUAGE_COOKIE = 'lang';
/** The clinic's name as last read (layout/clinic-identity.ts): the header's width, and so its height on a phone, depends on it. */
export const CLINIC_NAME_KEY = 'clinic.name';
export const LANGUAGES = ['en', 'hi'];

interface Session {
  user: { name?: string; role?: string; language?: string };
  expiresAt: number;
}

export interface EarlyPaintEnvironment {
  pathname: string;
  storage: Pick<Storage, 'getItem'>;
  cookie: string;
  languages: readonly string[];
  now: number;
}

function readStored(env: EarlyPaintEnvironment, key: string): string | null {
  try {
    return env.storage.getItem(key);
  } catch {
    return null;
  }
}

function readSession(env: EarlyPaintEnvironment): Session | undefined {
  try {
    const session = JSON.parse(env.storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Session | null;
    return session && session.user && typeof session.expiresAt === 'number' && session.expiresAt > env.now ? session : undefined;
  } catch {
    return undefined;
  }
}

const toLanguage = (tag: string | undefined) => {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return base && LANGUAGES.includes(base) ? base : undefined;
};

/** As the app decides (use-account-language.ts, libs/i18n's detectLanguage): the account, the cookie, the browser. */
export function languageOf(session: Session | undefined, env: EarlyPaintEnvironment): string {
  const cookie = env.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  for (const tag of [session?.user.language, cookie, ...env.languages]) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** A declared route (`admin/user/:id/edit`) against a location's path, as the router matches it: any case, `:x` one segment. */
export function routeMatches(routePath: string, pathname: string): boolean {
  const route = segments(routePath);
  const path = segments(pathname);
  return route.length === path.length && route.every((part, i) => part.startsWith(':') || part === path[i]);
}

/** What to draw at `pathname`: a screen's heading (its text and look, index.html's classes), the sign-in card, or nothing. */
export function earlyScreen(data: EarlyPaintData, env: EarlyPaintEnvironment): { heading: string; className: string } | { signIn: EarlyTexts; language: string } | undefined {
  const session = readSession(env);
  const language = languageOf(session, env);
  const texts = data.texts[language] ?? data.texts.en;
  // Signed out, every page but the shell's public ones sends the visitor to sign in; signed in, /login moves on.
  if (!session) return routeMatches('login', env.pathname) ? { signIn: texts, language } : undefined;
  if (routeMatches('home', env.pathname)) {
    const name = session.user.name;
    return name ? { heading: texts[0].replace('{{name}}', name), className: 'early-greeting' } : undefined;
  }
  for (const [routePath, declared] of Object.entries(data.headings)) {
    if (!routeMatches(routePath, env.pathname)) continue;
    const byRole = Array.isArray(declared) ? { '*': declared as Texts } : (declared as Record<string, Texts>);
    const texts = (session.user.role ? byRole[session.user.role] : undefined) ?? byRole['*'];
    const heading = texts?.[LANGUAGES.indexOf(language)] || texts?.[0];
    return heading ? { heading, className: 'screen-heading' } : undefined;
  }
  return undefined;
}

const SVG = 'http://www.w3.org/2000/svg';
/** LeanPassword's eye (features/auth/lean-controls.tsx), crossed out while the password is hidden. */
const EYE = 'M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z';

type Make = (tag: string, className?: string, text?: string, ...children: Node[]) => HTMLElement;

/** The guest header as GuestNav and LanguageSwitch draw it (layout/app-layout.tsx): its height sets where the card starts. */
function guestHeader(make: Make, texts: EarlyTexts, language: string, clinicName: string | null): HTMLElement {
  const select = make('select');
  for (const [value, label] of [['en', 'English'], ['hi', 'हिन्दी']]) {
    const option = make('option', undefined, label) as HTMLOptionElement;
    option.value = value;
    option.selected = value === language;
    select.appendChild(option);
  }
  const nav = make('nav', 'guest-nav', undefined, ...texts.slice(2, 5).map((label) => make('a', undefined, label)));
  (nav.lastChild as HTMLElement).setAttribute('aria-current', 'page');
  return make('header', 'app-header', undefined, make('a', 'app-logo', `🥗 ${clinicName || texts[1]}`), make('label', 'language-switch', undefined, select), nav);
}

/** The sign-in card as LoginPage draws it (features/auth), its controls read-only until the app takes over. */
function signInCard(make: Make, texts: EarlyTexts, document: Document): HTMLElement {
  const [title, phone, phonePlaceholder, password, submit, footerText, forgot] = texts.slice(5);
  const input = (type: string, placeholder?: string) => {
    const element = make('input', 'lean-input') as HTMLInputElement;
    element.type = type;
    element.readOnly = true;
    if (placeholder) element.placeholder = placeholder;
    return element;
  };
  const field = (label: string, control: Node) => make('div', 'lean-field', undefined, make('label', 'lean-label', label), control);
  // "New here? <register>Create an account</register>": the tag's text is the link's.
  const [before = '', link = '', after = ''] = footerText.split(/<\/?register>/);
  const footer = make('div', 'auth-card-footer', undefined, document.createTextNode(before), make('a', undefined, link), document.createTextNode(after), make('br'), make('a', undefined, forgot));
  const eye = document.createElementNS(SVG, 'svg');
  eye.setAttribute('viewBox', '0 0 24 24');
  eye.setAttribute('width', '18');
  eye.setAttribute('height', '18');
  for (const d of [EYE, 'M3 3l18 18']) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    path.setAttribute(d === EYE ? 'fill' : 'stroke', 'currentColor');
    if (d !== EYE) path.setAttribute('stroke-width', '2');
    eye.appendChild(path);
  }
  return make(
    'div',
    'auth-card',
    undefined,
    make('div', 'auth-card-title', title),
    field(phone, input('tel', phonePlaceholder)),
    field(password, make('span', 'lean-password', undefined, input('password'), make('span', 'lean-password-toggle', undefined, eye))),
    make('button', 'lean-button', submit),
    footer,
  );
}

/**
 * Draws into `root` what AppLayout will: the header and, in the page's main area, the heading or the
 * sign-in card; true when it drew. Text only (textContent), so a name cannot become markup; inert and hidden from
 * screen readers, as nothing in it works until the app's own page replaces it.
 */
export function paintEarly(data: EarlyPaintData, root: HTMLElement | null, env: EarlyPaintEnvironment): boolean {
  const screen = root && earlyScreen(data, env);
  if (!root || !screen) return false;
  const make: Make = (tag, className, text, ...children) => {
    const element = root.ownerDocument.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = text;
    children.forEach((child) => element.appendChild(child));
    return element;
  };
  const content = 'heading' in screen ? make('div', screen.className, screen.heading) : signInCard(make, screen.signIn, root.ownerDocument);
  // As the shell's own placeholders are (ScreenLoading): the page's h1, when it comes, is the heading.
  if ('heading' in screen) content.setAttribute('aria-hidden', 'true');
  const header = 'heading' in screen ? make('div', 'app-header') : guestHeader(make, screen.signIn, screen.language, readStored(env, CLINIC_NAME_KEY));
  const frame = make('div', 'early-frame', undefined, header, make('div', 'early-main', undefined, content));
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('inert', '');
  root.appendChild(frame);
  return true;
}

/** The text the early paint drew as the screen's heading, for the shell to keep until its own is known. */
export function earlyScreenHeading(root: HTMLElement | null): string | undefined {
  return root?.querySelector('.early-frame .screen-heading')?.textContent ?? undefined;
}
