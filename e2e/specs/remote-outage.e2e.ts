import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, screenshot } from '../support/browser';
import { openMenu, signIn } from '../support/flows';

// CommonJS helper shared with the global setup.
const { ADMIN } = require('../support/app-server.cjs');

/** One screen of each remote, and what shows that it rendered. */
const SCREENS = {
  'mfe-client': { path: '/appointmentForm', heading: 'Book Your Appointment' },
  'mfe-admin': { path: '/admin/userlist', heading: 'Users' },
  'mfe-messaging': { path: '/admin/conversationList', heading: 'Conversations' },
} as const;
type Remote = keyof typeof SCREENS;
const REMOTES = Object.keys(SCREENS) as Remote[];

describe('each remote down in turn', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(REMOTES)('with %s unreachable, the shell and the other remotes keep working', async (down) => {
    const { context, page, errors } = await newSession(browser);
    await signIn(page, ADMIN.phone, ADMIN.password);
    // Its host is gone: the manifest, the entry and every chunk fail to connect.
    await context.route(`**/remotes/${down}/**`, (route) => route.abort('connectionrefused'));

    await page.goto(SCREENS[down].path);
    await page.getByText('This section is temporarily unavailable').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await screenshot(page, `remote-down-${down}`);

    // The shell's own screens, header and menus.
    expect(await openMenu(page, 'Admin Panel')).toContain('Set Availability');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'User Profile' }).waitFor();
    await page.getByTestId('unread-count').waitFor();

    // The other remotes, reached by in-app navigation and by a fresh load.
    for (const other of REMOTES.filter((r) => r !== down)) {
      await page.goto(SCREENS[other].path);
      await page.getByRole('heading', { name: SCREENS[other].heading, exact: true }).waitFor();
      expect(await page.getByText('This section is temporarily unavailable').count()).toBe(0);
    }

    // A failed remote is a handled state, not a crash of the page.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a remote built for a newer shell (one that provides the federation runtime core) shows its notice in an older shell, and the rest works', async () => {
    const { context, page } = await newSession(browser);
    // A shell before host API 1.2 never sets the global a remote's entry takes the runtime core from.
    await context.addInitScript(() => {
      Object.defineProperty(window, '_FEDERATION_RUNTIME_CORE', { get: () => undefined, set: () => undefined, configurable: false });
    });
    await signIn(page, ADMIN.phone, ADMIN.password);
    await page.goto(SCREENS['mfe-client'].path);
    await page.getByText('This section is temporarily unavailable').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'User Profile' }).waitFor();
    await context.close();

    // The shell of this build does provide it: the same screen renders.
    const current = await newSession(browser);
    await signIn(current.page, ADMIN.phone, ADMIN.password);
    await current.page.goto(SCREENS['mfe-client'].path);
    await current.page.getByRole('heading', { name: SCREENS['mfe-client'].heading, exact: true }).waitFor();
    expect(await current.page.evaluate(() => typeof (window as unknown as Record<string, unknown>)._FEDERATION_RUNTIME_CORE)).toBe('object');
    expect(current.errors).toEqual([]);
    await current.context.close();
  });
});
