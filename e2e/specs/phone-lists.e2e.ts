import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, baseUrl, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { registerClient, signIn } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };
const PHONE = { width: 390, height: 844 };

async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, { method: m as string, headers: { 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** Nothing wider than the screen, and the page's main action on screen, not cut off on the right. */
async function expectFits(page: Page, name: string, primary: (page: Page) => Locator): Promise<void> {
  const action = primary(page).first();
  await action.waitFor();
  // Lists settle (cards replace the skeleton) before the width is measured.
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect({ name, scrollWidth: scrollWidth <= innerWidth ? 'fits' : scrollWidth }).toEqual({ name, scrollWidth: 'fits' });
  expect(await action.isVisible()).toBe(true);
  const box = await action.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= innerWidth).toBe(true);
  await screenshot(page, `phone-${name}`);
}

describe('lists on a phone (390 × 844)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const phoneSession = async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, isMobile: true, hasTouch: true });
    return { context, page: await context.newPage() };
  };

  it('shows every list as cards without sideways scrolling, its main action in view', async () => {
    const { date, weekday } = futureDate(12);
    const client = await phoneSession();
    await registerClient(client.page, 'Meera Iyer', uniquePhone());
    const admin = await phoneSession();
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    await callApi(admin.page, 'POST', '/api/availabilities', { dayOfWeek: weekday, slots: [{ startTime: '18:00', endTime: '18:30' }] });
    const nutritionists = await callApi(client.page, 'GET', '/api/users/nutritionists?limit=100');
    const nutritionist = nutritionists.body.data.find((u: { name: string }) => u.name === ADMIN.name)._id as string;
    const me = await client.page.evaluate(() => JSON.parse(localStorage.getItem('clinic.session')!).user._id as string);
    expect((await callApi(client.page, 'POST', '/api/appointments', { nutritionist, date, startTime: '18:00', endTime: '18:30', sessionType: 'consultation', mode: 'online' })).status).toBe(201);
    expect((await callApi(admin.page, 'POST', '/api/nutritionPlans', { client: me, title: 'A plan with a rather long title for a small screen', startDate: date, meals: [{ mealTime: 'lunch', description: 'Dal', calories: 300 }] })).status).toBe(201);
    expect((await callApi(admin.page, 'POST', '/api/progresses', { client: me, weight: 64.5, height: 1.62, bodyFat: 27 })).status).toBe(201);
    expect((await callApi(client.page, 'POST', '/api/messages', { receiver: nutritionist, content: 'Hello from my phone' })).status).toBe(201);

    const c = client.page;
    await c.goto('/appointmentList');
    await expectFits(c, 'client-appointments', (p) => p.getByRole('button', { name: 'Book Appointment' }));
    expect(await c.getByRole('button', { name: /view|edit|delete/i }).or(c.getByRole('link', { name: 'View' })).first().isVisible()).toBe(true);
    await c.goto('/nutritionPlansList');
    await expectFits(c, 'client-plans', (p) => p.getByRole('link', { name: 'View' }));
    await c.goto('/progressList');
    await expectFits(c, 'client-progress', (p) => p.getByRole('link', { name: 'View' }));
    await c.goto(`/conversation?user=${nutritionist}`);
    await expectFits(c, 'client-conversation', (p) => p.getByRole('button', { name: 'Send' }));

    const a = admin.page;
    await a.goto('/appointmentList');
    await expectFits(a, 'admin-appointments', (p) => p.getByRole('button', { name: 'Book Appointment' }));
    await a.goto('/nutritionPlansList');
    await expectFits(a, 'admin-plans', (p) => p.getByRole('button', { name: 'New Plan' }));
    await a.goto('/progressList');
    await expectFits(a, 'admin-progress', (p) => p.getByRole('combobox', { name: 'Client' }));
    await a.goto('/admin/userlist');
    await expectFits(a, 'admin-users', (p) => p.getByRole('searchbox', { name: 'Search users' }));
    await a.goto('/admin/conversationList');
    await expectFits(a, 'admin-conversations', (p) => p.getByTestId('conversation'));

    // The header keeps the role menu and the messages count within reach.
    expect(await a.getByRole('link', { name: /Messages/ }).first().isVisible()).toBe(true);
    await client.context.close();
    await admin.context.close();
  }, 240_000);
});
