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
});
