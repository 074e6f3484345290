import type { Browser } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { baseUrl, launchBrowser, newSession, screenshot } from '../support/browser';
import { expectToast, signIn } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345' };

describe('integrations in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets the admin make an API key that works at once, shown once, and revoke it', async () => {
    const { context, page, errors } = await newSession(browser);
    await signIn(page, ADMIN.phone, ADMIN.password);
    await page.goto('/admin/integrations');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();

    await page.getByLabel('Name').first().fill('Reception kiosk');
    await page.getByLabel('appointments:read').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('secret');
    await shown.waitFor();
    const secret = (await shown.innerText()).trim();
    expect(secret).toMatch(/^ncl_live_/);
    await screenshot(page, 'admin-integrations');

    // The key is an integrator's credential: it reads appointments and nothing it was not given.
    const call = (path: string) => fetch(baseUrl() + path, { headers: { authorization: `Bearer ${secret}` } });
    expect((await call('/api/appointments')).status).toBe(200);
    expect((await call('/api/users')).status).toBe(403);

    // Shown once: gone after "stored", and not on a fresh visit either.
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.reload();
    await page.getByRole('cell', { name: 'Reception kiosk' }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    const row = page.getByRole('row', { name: /Reception kiosk/ });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).last().click();
    await expectToast(page, Messages.integrations.keyRevoked);
    await row.getByText('Revoked').waitFor();
    expect((await call('/api/appointments')).status).toBe(401);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-integrations-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
