import type { Browser, Page } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { chooseOption, expectToast, registerClient, signIn } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };

const sessionUserId = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('clinic.session')!).user._id as string);
const unreadBadge = (page: Page) => page.getByRole('link', { name: /^Messages, \d+ unread$/ });
const expectUnread = (page: Page, count: number) => page.getByRole('link', { name: `Messages, ${count} unread` }).waitFor();
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

describe('messaging in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('delivers messages live both ways, with the header count following', async () => {
    // Other specs may leave the admin unread messages: the count is followed from where it stands.
    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    const base = await admin.page.evaluate(async () => ((await (await fetch('/api/messages/unread-count')).json()) as { count: number }).count);
    const client = await newSession(browser);
    await registerClient(client.page, 'Farah Khan', uniquePhone());
    const clientId = await sessionUserId(client.page);

    // The client writes first, from Send a Message.
    await client.page.goto('/sendMessage');
    await client.page.getByRole('button', { name: 'Send' }).click();
    await client.page.getByText(Messages.messages.receiverRequired).waitFor();
    await chooseOption(client.page, 'To', ADMIN.name);
    await client.page.getByLabel('Message', { exact: true }).fill('Hello! Can we talk about my plan?');
    await screenshot(client.page, 'send-message');
    await client.page.getByRole('button', { name: 'Send' }).click();
    await expectToast(client.page, Messages.messages.sent);

    // The admin sees one unread message, and the conversation in the list.
    await expectUnread(admin.page, base + 1);
    await admin.page.goto('/admin/conversationList');
    const item = admin.page.getByTestId('conversation').filter({ hasText: 'Farah Khan' });
    await item.getByText('Hello! Can we talk about my plan?').waitFor();
    await item.getByText('New').waitFor();
    await screenshot(admin.page, 'conversation-list');
    await item.click();
    await admin.page.waitForURL((url) => url.pathname === '/conversation' && url.searchParams.get('user') === clientId);
    await thread(admin.page).getByText('Hello! Can we talk about my plan?').waitFor();
    // Opening it read it.
    await expectUnread(admin.page, base);

    // The client writes again from the conversation; it appears in the admin's open thread without a reload.
    const adminId = await sessionUserId(admin.page);
    await client.page.goto(`/conversation?user=${adminId}`);
    await thread(client.page).getByText('Hello! Can we talk about my plan?').waitFor();
    await client.page.getByLabel('Reply').fill('Is Monday 10:00 possible?');
    await client.page.getByRole('button', { name: 'Send' }).click();
    await thread(admin.page).getByText('Is Monday 10:00 possible?').waitFor();
    // Seen as it arrives in the open thread, so the header does not count it.
    await expectUnread(admin.page, base);
    await screenshot(admin.page, 'conversation-admin-live');

    // The admin replies; the client sees it live, and the admin's count is back to zero.
    await admin.page.getByLabel('Reply').fill('Yes, Monday 10:00 works. See you then!');
    await admin.page.getByRole('button', { name: 'Send' }).click();
    await thread(client.page).getByText('Yes, Monday 10:00 works. See you then!').waitFor();
    await expectUnread(admin.page, base);
    await expectUnread(client.page, 0);
    await screenshot(client.page, 'conversation-client-live');

    // The thread scrolls within 400 px and keeps the newest message in view.
    const box = await thread(client.page).evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      atBottom: Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2,
    }));
    expect(box).toEqual({ maxHeight: '400px', atBottom: true });

    // Deleting one's own message asks first.
    await thread(admin.page).getByRole('button', { name: 'Delete message' }).last().click();
    await admin.page.getByText('Delete this message?').waitFor();
    await admin.page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await thread(client.page).getByText('Yes, Monday 10:00 works. See you then!').waitFor({ state: 'detached' });

    expect(await unreadBadge(client.page).count()).toBe(1);
    expect([...client.errors, ...admin.errors]).toEqual([]);
    await Promise.all([client.context.close(), admin.context.close()]);
  });
});

describe('the header on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the unread count at 390 px and opens the conversation that has it', async () => {
    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    const adminId = await sessionUserId(admin.page);

    const client = await newSession(browser);
    await client.page.setViewportSize({ width: 390, height: 844 });
    await registerClient(client.page, 'Neha Joshi', uniquePhone());
    const clientId = await sessionUserId(client.page);

    await admin.page.goto(`/conversation?user=${clientId}`);
    await admin.page.getByLabel('Reply').fill('Please bring your reports on Monday.');
    await admin.page.getByRole('button', { name: 'Send' }).click();
    await expectToast(admin.page, Messages.messages.sent);

    await expectUnread(client.page, 1);
    const badge = client.page.getByTestId('unread-count').getByText('1', { exact: true });
    expect(await badge.isVisible()).toBe(true);
    const box = await badge.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(client.page, 'header-unread-390');

    await unreadBadge(client.page).click();
    await client.page.waitForURL((url) => url.pathname === '/conversation' && url.searchParams.get('user') === adminId);
    await thread(client.page).getByText('Please bring your reports on Monday.').waitFor();
    await expectUnread(client.page, 0);
    expect([...client.errors, ...admin.errors]).toEqual([]);
    await Promise.all([client.context.close(), admin.context.close()]);
  });
});
