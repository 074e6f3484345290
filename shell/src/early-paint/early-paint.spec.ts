import { LANGUAGE_COOKIE as I18N_LANGUAGE_COOKIE } from '@clinic/i18n';
import { SESSION_STORAGE_KEY as SHELL_SESSION_KEY } from '../session/session-store';
import { earlyScreen, earlyScreenHeading, LANGUAGE_COOKIE, paintEarly, routeMatches, SESSION_STORAGE_KEY, type EarlyPaintData, type EarlyPaintEnvironment } from './early-paint';

// What the build writes into the script (tools/webpack/early-paint.cjs), from this repository's
// catalogues: the build tool itself, not a copy of its output.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { earlyPaintData } = require('../../../tools/webpack/early-paint.cjs') as { earlyPaintData: () => EarlyPaintData };
const data = earlyPaintData();

const NOW = Date.UTC(2026, 10, 28, 6);
const session = (user: Record<string, string>, expiresAt = NOW + 60_000) => JSON.stringify({ user: { _id: 'u1', ...user }, expiresAt });
const env = (pathname: string, stored: Record<string, string> = {}, more: Partial<EarlyPaintEnvironment> = {}): EarlyPaintEnvironment => ({
  pathname,
  storage: { getItem: (key) => stored[key] ?? null },
  cookie: '',
  languages: ['en-IN'],
  now: NOW,
  ...more,
});

describe('the early paint', () => {
  it('reads the session and the language where the shell and i18n keep them', () => {
    expect(SESSION_STORAGE_KEY).toBe(SHELL_SESSION_KEY);
    expect(LANGUAGE_COOKIE).toBe(I18N_LANGUAGE_COOKIE);
  });

  it('matches routes as the router does: any case, a trailing slash, one segment per parameter', () => {
    expect(routeMatches('appointmentForm', '/AppointmentForm/')).toBe(true);
    expect(routeMatches('admin/progressPlans/:id', '/admin/progressPlans/665f1c')).toBe(true);
    expect(routeMatches('admin/progressPlans/:id', '/admin/progressPlans')).toBe(false);
    expect(routeMatches('home', '/home/extra')).toBe(false);
  });

  it('offers a signed-out visitor the sign-in card on /login only, in the language they chose', () => {
    expect(earlyScreen(data, env('/login'))).toMatchObject({ signIn: expect.arrayContaining(['Sign In', 'Phone number']), language: 'en' });
    expect(earlyScreen(data, env('/login', {}, { cookie: `a=1; ${LANGUAGE_COOKIE}=hi` }))).toMatchObject({ language: 'hi', signIn: expect.arrayContaining(['साइन इन']) });
    expect(earlyScreen(data, env('/home'))).toBeUndefined();
    expect(earlyScreen(data, env('/appointmentList'))).toBeUndefined();
  });

  it("greets a signed-in client on /home and names a remote screen's heading by role, in the account's language", () => {
    const client = { [SESSION_STORAGE_KEY]: session({ name: 'Kavya Menon', role: 'client' }) };
    expect(earlyScreen(data, env('/home', client))).toEqual({ heading: 'Hello, Kavya Menon', className: 'early-greeting' });
    expect(earlyScreen(data, env('/appointmentList', client))).toEqual({ heading: 'My Appointments', className: 'screen-heading' });
    const admin = { [SESSION_STORAGE_KEY]: session({ name: 'Dr. Asha Rao', role: 'admin' }) };
    expect(earlyScreen(data, env('/appointmentList', admin))).toEqual({ heading: 'Appointments', className: 'screen-heading' });
    // Today's appointments and the conversations, the clinic's screens drawn early, for the practitioners only.
    expect(earlyScreen(data, env('/admin/today', admin))).toEqual({ heading: "Today's Appointments", className: 'screen-heading' });
    const nutritionist = { [SESSION_STORAGE_KEY]: session({ name: 'Dr. Meera Iyer', role: 'nutritionist' }) };
    expect(earlyScreen(data, env('/admin/conversationList', nutritionist))).toEqual({ heading: 'Conversations', className: 'screen-heading' });
    expect(earlyScreen(data, env('/admin/today', client))).toBeUndefined();
    expect(earlyScreen(data, env('/admin/conversationList', client))).toBeUndefined();
    expect(earlyScreen(data, env('/admin/userlist', admin))).toBeUndefined();
    // The account's language beats the cookie and the browser's.
    const hindi = { [SESSION_STORAGE_KEY]: session({ name: 'Kavya', role: 'client', language: 'hi' }) };
    expect(earlyScreen(data, env('/appointmentForm', hindi, { cookie: `${LANGUAGE_COOKIE}=en` }))).toEqual({ heading: 'अपना अपॉइंटमेंट बुक करें', className: 'screen-heading' });
    // Signed in, /login moves on: nothing to draw there, nor on a screen it has no heading for.
    expect(earlyScreen(data, env('/login', client))).toBeUndefined();
    expect(earlyScreen(data, env('/profile', client))).toBeUndefined();
  });

  it('draws nothing for an expired or unreadable session', () => {
    expect(earlyScreen(data, env('/home', { [SESSION_STORAGE_KEY]: session({ name: 'Kavya', role: 'client' }, NOW - 1) }))).toBeUndefined();
    expect(earlyScreen(data, env('/home', { [SESSION_STORAGE_KEY]: '{not json' }))).toBeUndefined();
  });

  it('draws text, never markup, and hands the heading to the shell', () => {
    const root = document.createElement('div');
    const stored = { [SESSION_STORAGE_KEY]: session({ name: '<img src=x onerror=alert(1)>', role: 'client' }) };
    expect(paintEarly(data, root, env('/home', stored))).toBe(true);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.early-greeting')?.textContent).toBe('Hello, <img src=x onerror=alert(1)>');
    expect(root.firstElementChild?.getAttribute('aria-hidden')).toBe('true');

    const screen = document.createElement('div');
    paintEarly(data, screen, env('/progressList', stored));
    expect(earlyScreenHeading(screen)).toBe('Progress Records');
    expect(paintEarly(data, document.createElement('div'), env('/profile', stored))).toBe(false);
  });
});
