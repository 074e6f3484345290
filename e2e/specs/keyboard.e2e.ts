import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { focused, focusIsVisible, keyboardSignIn, tabTo } from '../support/keyboard';
import { type Seeded, seedClinic } from '../support/seed';

/** Accessibility behaviour axe cannot see: the keyboard, focus, live regions, motion and zoom. */
describe('keyboard, focus and screen-reader behaviour', () => {
  let browser: Browser;
  let seeded: Seeded;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  async function open(options: { reducedMotion?: 'reduce' | 'no-preference'; width?: number } = {}): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: options.width ?? 1280, height: 860 },
      reducedMotion: options.reducedMotion ?? 'reduce',
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    seeded = await seedClinic(10);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(() => browser.close());

  it('the first Tab reaches a visible skip link that moves focus to the page heading', async () => {
    const page = await open();
    // The welcome page: the sign-in page puts focus in its first field by itself.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Welcome' });
    // The next Tab continues in the page, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('moves focus to the new screen\'s heading after a navigation, the remotes\' screens included', async () => {
    const page = await open();
    await keyboardSignIn(page, seeded.client.phone, seeded.client.password);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A link activated with Enter: the shell's own profile screen.
    await tabTo(page, page.getByRole('link', { name: 'Profile' }).first());
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect((await focused(page)).text).toBe('User Profile');
    // A remote's screen, whose heading arrives with its chunk and its data.
    await page.evaluate(() => {
      history.pushState({}, '', '/appointmentList');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && /Appointments/.test(document.activeElement.textContent ?? ''), undefined, { timeout: 15_000 });
  });

  it('books an appointment with the keyboard alone', async () => {
    const page = await open();
    await keyboardSignIn(page, seeded.client.phone, seeded.client.password);
    await page.goto('/appointmentForm');
    await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();
    await tabTo(page, page.getByLabel('Nutritionist', { exact: true }));
    await page.keyboard.type(seeded.admin.name);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Date', { exact: true }));
    await page.keyboard.type(seeded.date);
    await page.keyboard.press('Tab');
    // The free slots are a radio group: focus lands on it, Space chooses the focused slot.
    const slots = page.getByRole('radiogroup', { name: 'Available slots' });
    await slots.waitFor();
    await tabTo(page, slots);
    await page.keyboard.press('Space');
    expect(await slots.getByRole('radio', { checked: true }).count()).toBe(1);
    await tabTo(page, page.getByLabel('Notes'));
    await page.keyboard.type('Booked with the keyboard');
    await tabTo(page, page.getByRole('button', { name: 'Book Appointment' }));
    await screenshot(page, 'keyboard-booking');
    await page.keyboard.press('Enter');
    // The toast is a live region: screen readers announce it without focus moving there.
    const toast = page.getByRole('alert').filter({ hasText: Messages.appointments.booked });
    await toast.waitFor();
    await page.getByRole('heading', { name: 'Appointment Details' }).waitFor();
  });

  it('sends a message with the keyboard alone; new messages in the open thread are announced', async () => {
    const page = await open();
    await keyboardSignIn(page, seeded.client.phone, seeded.client.password);
    await page.goto(`/conversation?user=${seeded.admin.id}`);
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('Yes, without sugar.').waitFor();
    expect(await log.getAttribute('aria-live')).toBe('polite');
    await tabTo(page, page.getByLabel('Reply'));
    await page.keyboard.type('Sent without a mouse');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await log.getByText('Sent without a mouse').waitFor();
    // A message from the other side arrives while the thread is open, inside the live region.
    await seeded.admin.api.call('POST', '/api/messages', { receiver: seeded.client.id, content: 'Got it, thanks.' });
    await log.getByText('Got it, thanks.').waitFor({ timeout: 15_000 });
  });

  it('edits availability with the keyboard alone, and form errors are tied to their fields', async () => {
    const page = await open();
    await keyboardSignIn(page, seeded.nutritionist.phone, seeded.nutritionist.password);
    await page.goto('/admin/updateSlotStatus');
    await page.getByRole('heading', { name: 'Update Slot Status' }).waitFor();
    await tabTo(page, page.getByLabel('Day', { exact: true }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const slot = page.getByRole('switch').first();
    await tabTo(page, slot);
    const before = await slot.getAttribute('aria-checked');
    await page.keyboard.press('Space');
    await page.getByRole('alert').filter({ hasText: Messages.availability.slotStatusUpdated }).waitFor();
    expect(await slot.getAttribute('aria-checked')).not.toBe(before);

    // An error shown under a field is its description (aria-describedby), read with the field.
    await page.goto('/sendMessage');
    await page.getByRole('heading', { name: 'Send a Message' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await page.getByText(Messages.messages.receiverRequired).waitFor();
    const message = page.getByLabel('Message', { exact: true });
    const described = await message.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );
    expect(described.length).toBeGreaterThan(0);
    await page.getByText(described).first().waitFor();
    expect(await message.getAttribute('aria-invalid')).toBe('true');
  });

  it('a dialog takes focus, keeps Tab inside and gives focus back when it closes', async () => {
    const page = await open();
    await keyboardSignIn(page, seeded.admin.phone, seeded.admin.password);
    await page.goto(`/admin/AppointmentsByDate?date=${seeded.date}`);
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true }).first();
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Inside the dialog's wrapper (the trap's own sentinels included), never the page behind it.
    // Past the last control focus may leave for the browser's own controls (the body is then the
    // active element), as antd's lock allows; it never lands on the page behind the dialog.
    const where = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (el?.closest('.ant-modal-wrap')) return 'dialog';
        return el === document.body ? 'browser' : `${el?.tagName} ${(el as HTMLElement | null)?.innerText?.slice(0, 40)}`;
      });
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('.ant-modal-wrap')));
    const stops: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      stops.push(await where());
    }
    expect(stops.filter((s) => s !== 'dialog' && s !== 'browser')).toEqual([]);
    expect(stops.filter((s) => s === 'dialog').length).toBeGreaterThanOrEqual(8);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await cancel.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows charts\' values as a table', async () => {
    const page = await open();
    await keyboardSignIn(page, seeded.client.phone, seeded.client.password);
    await page.goto('/progressList');
    const toggle = page.getByText('Show the values as a table');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Progress over time' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('row').nth(2).innerText()).toContain('72.1');
  });

  it('turns antd\'s motion off when the system asks for less motion', async () => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await open({ reducedMotion });
      await page.goto('/login');
      const button = page.getByRole('button', { name: 'Sign In' });
      await button.waitFor();
      return button.evaluate((el) => getComputedStyle(el).transitionDuration);
    };
    expect(await duration('no-preference')).not.toMatch(/^0s|^1e-05s/);
    expect((await duration('reduce')).split(',').every((d) => parseFloat(d) <= 0.001)).toBe(true);
  });

  it('keeps every screen usable at 200 % text zoom (640 CSS px wide), without a sideways scroll', async () => {
    const page = await open({ width: 640 });
    await keyboardSignIn(page, seeded.admin.phone, seeded.admin.password);
    for (const path of ['/', `/admin/AppointmentsByDate?date=${seeded.date}`, '/appointmentList', '/admin/revenue', '/admin/integrations', `/conversation?user=${seeded.client.id}`]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await screenshot(page, 'zoom-200-conversation');
  });
});
