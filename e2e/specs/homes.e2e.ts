import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { expectToast, registerClient, signIn } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };

async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, { method: m as string, headers: { 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** The same page at a desktop's width and at a phone's, both kept for people to look at. */
async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 860 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('role homes in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a client is prompted to book, then sees the next appointment; the practitioner confirms it from today\'s timeline', async () => {
    // Late today on the clinic's clock, so the visit is still ahead whenever the suite runs (before 23:00 IST).
    const today = futureDate(0);
    const name = `Kavya Home ${uniquePhone().slice(-4)}`;
    const client = await newSession(browser);
    await registerClient(client.page, name, uniquePhone());
    await client.page.goto('/home');
    await client.page.getByTestId('home-next-appointment').getByText('Nothing is booked yet', { exact: false }).waitFor();
    expect(await client.page.getByRole('button', { name: 'Book an appointment' }).isVisible()).toBe(true);
    await shots(client.page, 'home-client-empty');

    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);
    await callApi(admin.page, 'POST', '/api/availabilities', { dayOfWeek: today.weekday, slots: [{ startTime: '23:00', endTime: '23:30' }] });
    const nutritionists = await callApi(client.page, 'GET', '/api/users/nutritionists?limit=100');
    const nutritionist = nutritionists.body.data.find((u: { name: string }) => u.name === ADMIN.name)._id as string;
    const booked = await callApi(client.page, 'POST', '/api/appointments', { nutritionist, date: today.date, startTime: '23:00', endTime: '23:30', sessionType: 'follow-up', mode: 'online' });
    expect(booked.status).toBe(201);
    const id = booked.body._id as string;

    await client.page.goto('/home');
    const next = client.page.getByTestId('home-next-appointment');
    await next.getByText('23:00', { exact: false }).first().waitFor();
    expect(await next.getByText(`Follow-up with ${ADMIN.name}`, { exact: false }).count()).toBe(1);
    expect(await next.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(`/api/appointments/${id}/calendar.ics`);
    // Today is within the clinic's 24-hour cut-off: the client is told to message or call instead of
    // moving it (reschedule-cancel.e2e.ts moves one from the home page).
    expect(await next.getByTestId('appointment-change-actions').textContent()).toContain('or call the clinic');
    expect(await next.getByRole('link', { name: 'Reschedule' }).count()).toBe(0);
    await shots(client.page, 'home-client');

    // The logo leads a signed-in user home.
    await client.page.goto('/profile');
    await client.page.getByRole('link', { name: 'Nutrition Clinic home' }).click();
    await client.page.waitForURL((url) => url.pathname === '/home');

    await admin.page.goto('/Home');
    const row = admin.page.getByTestId('timeline-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByText('Pending').count()).toBe(1);
    expect(await admin.page.getByTestId('home-requests').getByText(name).count()).toBeGreaterThan(0);
    await shots(admin.page, 'home-practice');
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(admin.page, 'Appointment confirmed.');
    await row.getByText('Confirmed').waitFor();
    expect(await row.getByRole('button', { name: 'Complete' }).isVisible()).toBe(true);
    expect((await callApi(admin.page, 'GET', `/api/appointments/${id}`)).body.status).toBe('confirmed');
    await client.context.close();
    await admin.context.close();
  }, 240_000);
});
