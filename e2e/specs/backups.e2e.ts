import type { Browser } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { expectToast, registerClient, signIn } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345' };

describe('backups in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets the admin back up now and change the schedule, from the home page card', async () => {
    const { context, page, errors } = await newSession(browser);
    await signIn(page, ADMIN.phone, ADMIN.password);
    await page.goto('/');
    await page.getByRole('link', { name: /Backups/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/backups');
    await page.getByText('Recent backups').waitFor();

    await page.getByRole('button', { name: 'Back up now' }).click();
    await expectToast(page, Messages.backups.succeeded);
    await page.getByRole('cell', { name: /-manual\.clinic-backup$/ }).first().waitFor();

    const keepDaily = page.getByLabel('Keep daily backups for (days)');
    await keepDaily.fill('10');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expectToast(page, Messages.backups.saved);
    await page.reload();
    expect(await page.getByLabel('Keep daily backups for (days)').inputValue()).toBe('10');
    await screenshot(page, 'admin-backups');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps clients out', async () => {
    const { context, page } = await newSession(browser);
    await registerClient(page, 'Kiran Das', uniquePhone());
    await page.goto('/admin/backups');
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    await context.close();
  });
});
