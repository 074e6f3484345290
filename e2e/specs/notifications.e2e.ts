import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ParsedMail } from 'mailparser';
import { Messages } from '@clinic/contracts';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server';
import { launchBrowser, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { expectToast, signIn } from '../support/flows';
// CommonJS helper shared with the global setup.
const { startAppServer, freePort, ADMIN } = require('../support/app-server.cjs');

type Server = Awaited<ReturnType<typeof startAppServer>>;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
/** Each flow takes 20–30 s; a machine shared with other builds may be several times slower. */
const SLOW = 240_000;
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/**
 * The bell and the emailed password reset, against an app of its own that sends mail to a real SMTP
 * server on a loopback port (the suite's shared app has no mail server).
 */
describe('notifications in the browser', () => {
  let smtp: SmtpTestServer;
  let server: Server;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function api(method: string, url: string, body?: unknown, cookie?: string) {
    const res = await fetch(server.url + url, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='));
    return { status: res.status, body: await res.json().catch(() => null), cookie: setCookie?.split(';')[0] ?? cookie };
  }
  async function session(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    contexts.push(context);
    return context.newPage();
  }
  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

  const client = { name: 'Kavya Menon', phone: uniquePhone(), email: 'kavya@example.com', password: 'client-pass-1' };
  let admin: { id: string; cookie: string };
  let clientId: string;
  let appointmentId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    server = await startAppServer({ port, env: { SMTP_URL: smtp.url, APP_URL: `http://127.0.0.1:${port}`, CLINIC_NAME: 'Green Leaf Clinic', OUTBOX_POLL_MS: '200' } });
    browser = await launchBrowser();
    const signedIn = await api('POST', '/api/users/auth', { phone: ADMIN.phone, password: ADMIN.password });
    admin = { id: signedIn.body._id, cookie: signedIn.cookie! };
    clientId = (await api('POST', '/api/users', client)).body._id;
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('shows a count on the bell after the clinic books for a client, links to the appointment, and marks all read', async () => {
    const page = await session();
    // The page open as a client keeps it: its bell's first answer in, and its live stream connected.
    // (Booking while the page still loads is the stream's greeting's case, tested with the API.)
    const opened = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.status() === 200);
    const ready = Promise.all([opened('/api/notifications'), opened('/api/messages/events')]);
    await signIn(page, client.phone, client.password);
    await ready;
    await expect(bell(page).getAttribute('aria-label')).resolves.toBe('Notifications, 0 unread');

    const { date, weekday } = futureDate();
    expect((await api('POST', '/api/availabilities', { dayOfWeek: weekday, slots: [{ startTime: '11:00', endTime: '11:30' }] }, admin.cookie)).status).toBe(201);
    const booked = await api('POST', '/api/appointments', { client: clientId, nutritionist: admin.id, date, startTime: '11:00', endTime: '11:30', sessionType: 'consultation', mode: 'online' }, admin.cookie);
    expect(booked.status).toBe(201);
    appointmentId = booked.body._id;

    // Live over the event stream: no reload.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await bell(page).click();
    const item = page.getByRole('button', { name: 'Unread: Appointment booked' });
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain('(Asia/Kolkata)');
    await screenshot(page, 'notifications-bell');
    // On a phone, opened there (the list must fit beside the bell, not run off the left edge).
    await page.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
    await bell(page).click();
    await item.waitFor();
    const box = (await page.getByRole('region', { name: 'Notifications' }).boundingBox())!;
    await screenshot(page, 'notifications-bell-phone');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    await item.click();
    await page.waitForURL(`**/appointments/${appointmentId}/view`);
    await page.getByRole('heading', { name: 'Appointment Details' }).waitFor();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

    // Two more: the clinic confirms, and writes a plan.
    expect((await api('PUT', `/api/appointments/${appointmentId}`, { status: 'confirmed' }, admin.cookie)).status).toBe(200);
    expect((await api('POST', '/api/nutritionPlans', { client: clientId, title: 'Plan', startDate: date, description: 'x' }, admin.cookie)).status).toBe(201);
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
    await bell(page).click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    await expect(page.getByRole('button', { name: /^Unread: / }).count()).resolves.toBe(0);

    // The booking email reached the client with its calendar file.
    await smtp.waitFor((all) => all.some((m) => to(m) === client.email && m.subject?.startsWith('Appointment booked')));
  }, SLOW);

  it('resets a forgotten password through the emailed link, once, and ends the other sessions', async () => {
    const signedInElsewhere = await session();
    await signIn(signedInElsewhere, client.phone, client.password);

    const page = await session();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Phone number or email').fill(client.phone);
    await screenshot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await page.getByText(Messages.auth.resetRequested).waitFor();
    await screenshot(page, 'forgot-password-sent');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'forgot-password-sent-phone');
    await page.setViewportSize(DESKTOP);

    await smtp.waitFor((all) => all.some((m) => to(m) === client.email && m.subject?.startsWith('Reset your password')), 30_000);
    const mail = smtp.received.find((m) => to(m) === client.email && m.subject?.startsWith('Reset your password'))!;
    const link = /Choose a new password: (\S+)/.exec(mail.text ?? '')![1];
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'reset-password-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(Messages.users.passwordTooShort).waitFor();
    await screenshot(page, 'reset-password');
    await page.getByLabel('New password').fill('kavya-new-passphrase-3');
    await page.getByLabel('Confirm password').fill('kavya-new-passphrase-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, Messages.auth.passwordReset);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, client.phone, 'kavya-new-passphrase-3');

    // The session elsewhere ended: its next call is refused and it is sent to sign in.
    await signedInElsewhere.goto('/appointmentList');
    await signedInElsewhere.waitForURL((url) => url.pathname === '/login');

    // The link worked once.
    const again = await session();
    await again.goto(link);
    await again.getByLabel('New password').fill('another-passphrase-44');
    await again.getByLabel('Confirm password').fill('another-passphrase-44');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again.getByText(Messages.auth.resetLinkInvalid).waitFor();
    await screenshot(again, 'reset-password-used');
  }, SLOW);
});
