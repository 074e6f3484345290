import type { Browser, Page } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { chooseOption, expectToast, registerClient, signIn, typeDate } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };

async function offeredSlots(page: Page, date: string): Promise<string[]> {
  await page.goto('/appointmentForm');
  await chooseOption(page, 'Nutritionist', ADMIN.name);
  await typeDate(page, 'Date', date);
  const group = page.getByRole('radiogroup', { name: 'Available slots' });
  const none = page.getByText(Messages.appointments.noSlots);
  await group.or(none).first().waitFor();
  if (await none.isVisible()) return [];
  return (await group.getByRole('radio').evaluateAll((els) => els.map((e) => e.closest('label')?.textContent?.trim() ?? ''))).filter(Boolean);
}

/** Types a start and end into the n-th slot range picker and closes its popup. */
async function fillSlot(page: Page, index: number, start: string, end: string): Promise<void> {
  await page.getByPlaceholder('Start').nth(index).click();
  await page.getByPlaceholder('Start').nth(index).fill(start);
  await page.getByPlaceholder('End').nth(index).click();
  await page.getByPlaceholder('End').nth(index).fill(end);
  // Tab, not Enter: Enter would submit the whole form.
  await page.getByPlaceholder('End').nth(index).press('Tab');
  await page.getByRole('heading', { name: 'Set Availability' }).click();
}

describe('scheduling in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('goes from availability to a confirmed booking, and a booked slot disappears for others', async () => {
    const { date, weekday } = futureDate();

    // The admin publishes two slots on the weekday of the chosen date.
    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    await admin.page.goto('/admin/setAvailability');
    await admin.page.getByRole('button', { name: 'Save slots' }).click();
    await expectToast(admin.page, Messages.availability.selectDayAndSlots);
    await chooseOption(admin.page, 'Day', weekday);
    await fillSlot(admin.page, 0, '10:00', '10:30');
    await admin.page.getByRole('button', { name: 'Add another slot' }).click();
    await fillSlot(admin.page, 1, '10:30', '11:00');
    await screenshot(admin.page, 'set-availability');
    await admin.page.getByRole('button', { name: 'Save slots' }).click();
    await expectToast(admin.page, Messages.availability.slotsAdded);
    await admin.page.waitForURL((url) => url.pathname === '/admin/myAvailability');
    const day = admin.page.getByRole('region', { name: weekday });
    await day.getByText('10:00 – 10:30').waitFor();
    await day.getByText('10:30 – 11:00').waitFor();
    await screenshot(admin.page, 'my-availability');

    // Client A books the first slot and sees the price before confirming.
    const a = await newSession(browser);
    await registerClient(a.page, 'Aarav Shah', uniquePhone());
    expect(await offeredSlots(a.page, date)).toEqual(['10:00 – 10:30', '10:30 – 11:00']);
    await a.page.getByText('10:00 – 10:30').click();
    expect(await a.page.getByTestId('booking-price').innerText()).toBe('₹1,500.00');
    expect(await a.page.locator('.ant-message-notice').count()).toBe(0);
    await a.page.getByLabel('Notes').fill('First visit');
    await screenshot(a.page, 'booking-client');
    await a.page.getByRole('button', { name: 'Book Appointment' }).click();
    await expectToast(a.page, Messages.appointments.booked);
    await a.page.getByRole('heading', { name: 'Appointment Details' }).waitFor();
    await a.page.getByText('Pending').waitFor();
    await screenshot(a.page, 'appointment-details');

    // Client B no longer sees the booked slot; after taking the other one, the day is full.
    const b = await newSession(browser);
    await registerClient(b.page, 'Bela Nair', uniquePhone());
    expect(await offeredSlots(b.page, date)).toEqual(['10:30 – 11:00']);
    await screenshot(b.page, 'booking-slot-hidden');
    await b.page.getByText('10:30 – 11:00').click();
    await b.page.getByRole('button', { name: 'Book Appointment' }).click();
    await expectToast(b.page, Messages.appointments.booked);
    expect(await offeredSlots(b.page, date)).toEqual([]);
    await screenshot(b.page, 'booking-no-slots');

    // The admin finds the booking on that date and confirms it.
    await admin.page.goto(`/admin/AppointmentsByDate?date=${date}`);
    const row = admin.page.getByRole('row', { name: /Aarav Shah/ });
    await row.waitFor();
    await screenshot(admin.page, 'appointments-by-date');
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(admin.page, Messages.appointments.updated);
    await row.getByText('Confirmed').waitFor();
    await admin.page.goto('/admin/today');
    await admin.page.getByRole('heading', { name: /Today's Appointments/ }).waitFor();
    await screenshot(admin.page, 'today');

    // Client A sees it confirmed, in the list and in the details.
    await a.page.goto('/appointmentList');
    const mine = a.page.getByRole('row', { name: /Dr\. Asha Rao/ });
    await mine.getByText('Confirmed').waitFor();
    expect(await mine.innerText()).toContain('₹1,500.00');
    await screenshot(a.page, 'appointment-list-client');
    await mine.getByRole('link', { name: 'View' }).click();
    await a.page.getByRole('heading', { name: 'Appointment Details' }).waitFor();
    await a.page.getByText('Confirmed').waitFor();
    await a.page.getByRole('link', { name: /Back to Appointments/ }).waitFor();

    // A client cannot change the status: the field says so.
    await a.page.getByRole('button', { name: 'Edit' }).click();
    await a.page.getByText('Status (Admin only)', { exact: true }).waitFor();
    expect(await a.page.getByLabel('Status (Admin only)', { exact: true }).isDisabled()).toBe(true);
    await screenshot(a.page, 'appointment-edit-client');

    expect([...admin.errors, ...a.errors, ...b.errors]).toEqual([]);
    await Promise.all([admin.context.close(), a.context.close(), b.context.close()]);
  });

  it('shows a nutritionist\'s week read-only to clients', async () => {
    const c = await newSession(browser);
    await registerClient(c.page, 'Chitra Rao', uniquePhone());
    await c.page.goto('/nutritionistAvailability');
    await chooseOption(c.page, 'Nutritionist', ADMIN.name);
    await c.page.waitForURL((url) => /^\/nutritionistAvailability\/[0-9a-f]{24}$/.test(url.pathname));
    await c.page.getByRole('region', { name: futureDate().weekday }).getByText('10:00 – 10:30').waitFor();
    await screenshot(c.page, 'nutritionist-availability');
    await c.context.close();
  });
});
