import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { chooseOption, expectToast, registerClient, signIn } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };
/** How the screens write a date: "Tue, 1 Dec 2026". */
const shown = (date: string) => dayjs(date).format('ddd, D MMM YYYY');

async function shotsAt(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Fills a start–end time pair inside `scope` and leaves the popup with Tab. */
async function fillTimes(page: Page, scope: ReturnType<Page['locator']>, start: string, end: string): Promise<void> {
  await scope.getByPlaceholder('Start').click();
  await scope.getByPlaceholder('Start').fill(start);
  await scope.getByPlaceholder('End').click();
  await scope.getByPlaceholder('End').fill(end);
  await scope.getByPlaceholder('End').press('Tab');
}

describe('calendar and availability in the browser', () => {
  // One story in steps (each its own time limit): the later steps use what the earlier ones made.
  const open = futureDate(9);
  const away = futureDate(16);
  const clientName = `Dina Kapoor ${Date.now() % 10000}`;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof newSession>>;
  let client: Awaited<ReturnType<typeof newSession>>;
  let adminId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newSession(browser);
    client = await newSession(browser);
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await client.page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await Promise.all([admin.context.close(), client.context.close()]);
    await browser.close();
  });

  it('the weekly editor adds a slot and changes it; time off is added with a note', async () => {
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    await admin.page.goto('/admin/myAvailability');
    const day = admin.page.getByRole('region', { name: open.weekday });
    await day.getByRole('button', { name: `Add slot on ${open.weekday}` }).click();
    await fillTimes(admin.page, day, '15:00', '16:00');
    await day.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(admin.page, Messages.availability.slotsAdded);
    await day.getByRole('button', { name: 'Change 15:00 – 16:00' }).click();
    await fillTimes(admin.page, day, '15:00', '16:30');
    await day.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(admin.page, Messages.availability.slotsUpdated);
    await day.getByText('15:00 – 16:30').waitFor();
    await day.getByRole('switch', { name: '15:00 – 16:30 open for booking' }).waitFor();

    // Time off on the same weekday a week later.
    const overrides = admin.page.getByRole('region', { name: 'Date overrides' });
    await overrides.getByPlaceholder('First day').click();
    await overrides.getByPlaceholder('First day').fill(away.date);
    await overrides.getByPlaceholder('Last day').click();
    await overrides.getByPlaceholder('Last day').fill(away.date);
    await overrides.getByPlaceholder('Last day').press('Tab');
    await overrides.getByLabel('Note (optional)').fill('Conference');
    await overrides.getByRole('button', { name: 'Add time off' }).click();
    await expectToast(admin.page, Messages.availability.overrideSaved);
    await overrides.getByText('Conference').waitFor();
    await shotsAt(admin.page, 'availability-editor');
  });

  it('a client sees the dated weeks with the time off marked, and the API refuses booking it', async () => {
    await registerClient(client.page, clientName, uniquePhone());
    await client.page.goto('/nutritionistAvailability');
    await chooseOption(client.page, 'Nutritionist', ADMIN.name);
    await client.page.waitForURL((url) => /^\/nutritionistAvailability\/[0-9a-f]{24}$/.test(url.pathname));
    adminId = client.page.url().split('/').pop() as string;
    const dates = client.page.getByRole('region', { name: 'Dates ahead' });
    await dates.getByRole('link', { name: `Book 15:00 – 15:30 on ${shown(open.date)}` }).waitFor();
    await dates.getByRole('button', { name: 'Later' }).click();
    await dates.getByRole('group', { name: shown(away.date) }).getByText('Time off').waitFor();
    await dates.getByText('Blocked', { exact: true }).waitFor();
    await shotsAt(client.page, 'dated-availability');

    // The API refuses the time off whatever the screen shows.
    const refused = await client.page.evaluate(
      async ({ nutritionist, date }) => {
        const res = await fetch('/api/appointments', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ nutritionist, date, startTime: '15:00', endTime: '15:30', sessionType: 'consultation' }),
        });
        return { status: res.status, code: (await res.json()).code };
      },
      { nutritionist: adminId, date: away.date },
    );
    expect(refused).toEqual({ status: 409, code: 'APPOINTMENT.TIME_OFF' });
    await client.page.goto(`/appointmentForm?nutritionist=${adminId}&date=${away.date}`);
    await client.page.getByText(Messages.appointments.noSlots).waitFor();
  });

  it('clicking a free dated session opens the booking form with it chosen, and books it', async () => {
    const dates = client.page.getByRole('region', { name: 'Dates ahead' });
    await client.page.goto(`/nutritionistAvailability/${adminId}`);
    await dates.getByRole('link', { name: `Book 15:00 – 15:30 on ${shown(open.date)}` }).click();
    await client.page.waitForURL((url) => url.pathname === '/appointmentForm');
    const chosen = client.page.getByRole('radiogroup', { name: 'Available slots' }).locator('.ant-radio-button-wrapper-checked');
    await chosen.filter({ hasText: '15:00 – 15:30' }).waitFor();
    await screenshot(client.page, 'booking-preselected');
    await client.page.getByRole('button', { name: 'Book Appointment' }).click();
    await expectToast(client.page, Messages.appointments.booked);
  });

  it('the calendar shows the booking in the week and in the day, opens it, and lists it on a phone', async () => {
    await admin.page.goto(`/admin/calendar?date=${open.date}`);
    const block = admin.page.getByRole('region', { name: shown(open.date) }).getByRole('button', { name: new RegExp(`^15:00 ${clientName} until 15:30`) });
    await block.waitFor();
    await chooseOption(admin.page, 'Nutritionist', ADMIN.name);
    await admin.page.getByTestId('working-hours').first().waitFor();
    await screenshot(admin.page, 'calendar-week-1280');
    await block.click();
    const drawer = admin.page.getByRole('dialog');
    await drawer.getByText(clientName).first().waitFor();
    await drawer.getByRole('button', { name: 'Confirm' }).waitFor();
    await screenshot(admin.page, 'calendar-drawer-1280');
    await admin.page.keyboard.press('Escape');
    await admin.page.getByText('Day', { exact: true }).click();
    // The booking's block is in both views, so wait for the next day's column to go rather than
    // reading the count while the week is still on screen.
    await admin.page.getByRole('region', { name: shown(futureDate(10).date) }).waitFor({ state: 'detached' });
    await block.waitFor();
    await screenshot(admin.page, 'calendar-day-1280');
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.getByRole('button', { name: new RegExp(`^15:00 – 15:30 .*${clientName}`) }).waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(admin.page, 'calendar-day-390');

    expect([...admin.errors, ...client.errors]).toEqual([]);
  });
});
