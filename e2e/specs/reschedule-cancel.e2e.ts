import type { Browser, Page } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { expectToast, registerClient, signIn, typeDate } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };
const SLOTS = [
  { startTime: '16:00', endTime: '16:30' },
  { startTime: '16:30', endTime: '17:00' },
  { startTime: '17:00', endTime: '17:30' },
];

/** A same-origin API call from the page, with its session cookie (set-up steps the test is not about). */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: { _id?: string; data?: { _id: string }[] } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

async function offered(page: Page): Promise<string[]> {
  const group = page.getByRole('radiogroup', { name: 'Available slots' });
  await group.waitFor();
  return group.getByRole('radio').evaluateAll((els) => els.map((e) => e.closest('label')?.textContent?.trim() ?? ''));
}

describe('reschedule and cancel', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a client moves an appointment from the home page, another client books the freed slot, then the first cancels on the list', async () => {
    const { date, weekday } = futureDate(12);

    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    // The slots may be there from an earlier run against the same database: an overlap is fine.
    expect([201, 400, 409]).toContain((await call(admin.page, 'POST', '/api/availabilities', { dayOfWeek: weekday, slots: SLOTS })).status);
    const adminId = (await call(admin.page, 'GET', '/api/users/nutritionists')).body.data!.find(() => true)!._id;

    const a = await newSession(browser);
    await registerClient(a.page, 'Kavya Menon', uniquePhone());
    const booked = await call(a.page, 'POST', '/api/appointments', { nutritionist: adminId, date, sessionType: 'consultation', ...SLOTS[0] });
    expect(booked.status).toBe(201);

    // From the home page: its next appointment's Reschedule opens the move dialog.
    await a.page.goto('/home');
    const next = a.page.getByTestId('home-next-appointment');
    await next.getByText('16:00 – 16:30').waitFor();
    await next.getByRole('link', { name: 'Reschedule' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Move this appointment' });
    const day = dialog.getByRole('textbox', { name: 'Date' });
    await day.click();
    await day.fill(date);
    await day.press('Tab');
    expect(await offered(a.page)).not.toContain('16:00 – 16:30');
    await dialog.getByText('16:30 – 17:00').click();
    await screenshot(a.page, 'reschedule-dialog');
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    await expectToast(a.page, Messages.appointments.rescheduled);
    await a.page.getByRole('row').filter({ hasText: '16:30 – 17:00' }).waitFor();
    await screenshot(a.page, 'appointment-list-actions');

    // The old time is free at once: a second client books it.
    const b = await newSession(browser);
    await registerClient(b.page, 'Rohan Iyer', uniquePhone());
    await b.page.goto('/appointmentForm');
    await b.page.getByLabel('Nutritionist', { exact: true }).click();
    await b.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: ADMIN.name }).last().click();
    await typeDate(b.page, 'Date', date);
    const slots = await offered(b.page);
    expect(slots).toContain('16:00 – 16:30');
    expect(slots).not.toContain('16:30 – 17:00');
    await b.page.getByText('16:00 – 16:30').click();
    await b.page.getByRole('button', { name: 'Book Appointment' }).click();
    await expectToast(b.page, Messages.appointments.booked);

    // The first client cancels; the record stays, cancelled.
    const moved = a.page.getByRole('row').filter({ hasText: '16:30 – 17:00' });
    await moved.getByRole('button', { name: 'Cancel' }).click();
    const cancel = a.page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await cancel.getByLabel('Reason (optional)').fill('Travelling that week');
    await screenshot(a.page, 'cancel-dialog');
    await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
    await expectToast(a.page, Messages.appointments.cancelled);
    await moved.getByText('Cancelled').waitFor();
    expect(await moved.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);

    // On a phone, opened from a link.
    const second = await call(a.page, 'POST', '/api/appointments', { nutritionist: adminId, date, sessionType: 'follow-up', ...SLOTS[2] });
    expect(second.status).toBe(201);
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.goto('/appointmentList');
    // A phone shows the list as cards, the actions at the foot of each.
    const card = a.page.getByRole('listitem').filter({ hasText: '17:00 – 17:30' });
    await card.getByRole('button', { name: 'Reschedule' }).waitFor();
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(a.page, 'appointment-list-actions-phone');
    await a.page.goto(`/appointmentList?reschedule=${second.body._id}`);
    await a.page.getByRole('dialog', { name: 'Move this appointment' }).waitFor();
    // Past the opening animation, so the picture shows the dialog as people see it.
    await a.page.waitForTimeout(500);
    await screenshot(a.page, 'reschedule-dialog-phone');
    await a.page.goto(`/appointmentList?cancel=${second.body._id}`);
    await a.page.getByRole('dialog', { name: 'Cancel this appointment?' }).waitFor();
    await a.page.waitForTimeout(500);
    await screenshot(a.page, 'cancel-dialog-phone');
    for (const s of [admin, a, b]) expect(s.errors).toEqual([]);
  }, 300_000);

  it('the admin edits the clinic settings; the header shows the new name', async () => {
    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    await admin.page.goto('/admin/settings');
    const name = admin.page.getByLabel('Clinic name');
    await name.fill('Green Leaf Nutrition');
    await admin.page.getByLabel('Phone').fill('+91 80 4000 1234');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin.page, Messages.settings.saved);
    await admin.page.locator('.app-logo').filter({ hasText: 'Green Leaf Nutrition' }).waitFor();
    await admin.page.getByText('Clinic name: Nutrition Clinic → Green Leaf Nutrition').waitFor();
    await screenshot(admin.page, 'clinic-settings');
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin.page, 'clinic-settings-phone');
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Put the name back for the specs that read the header.
    await name.fill('Nutrition Clinic');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin.page, Messages.settings.saved);
    expect(admin.errors).toEqual([]);
  }, 180_000);
});
