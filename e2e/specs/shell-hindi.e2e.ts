import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';

const ADMIN = { phone: '9999999999', password: 'admin12345' };
const WIDTHS = [1280, 390];

/** A context whose visitor chose Hindi (the `lang` cookie the header's switch sets). */
async function hindiPage(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 860 } });
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseUrl() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/**
 * What may stay in Latin letters: the clinic's name, address and phone (data, as the admin wrote
 * them) and "English" in the language switch (each language is named in itself).
 */
async function clinicData(page: Page): Promise<string[]> {
  const settings = (await (await page.request.get('/api/settings')).json()) as { name: string; address?: string; phone?: string };
  return [settings.name, settings.address ?? '', settings.phone ?? '', 'English'].filter(Boolean);
}

/** Words in Latin letters the reader sees, once data is taken out. */
async function latinWords(page: Page, data: string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const value of data) text = text.split(value).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/**
 * At each width: nothing wider than the window (Hindi runs longer than English), and screenshots
 * (the whole page, and what the window shows first).
 */
async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await page.waitForTimeout(150);
    await screenshot(page, `shell-hi-${name}-${width}`);
    await page.screenshot({ path: path.resolve(__dirname, '../../tmp/e2e-screenshots', `shell-hi-${name}-${width}-top.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ page: name, width, overflow }).toEqual({ page: name, width, overflow: 0 });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('the shell with Hindi chosen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the signed-out pages in Hindi only, at desktop and phone widths', async () => {
    const { page, errors, close } = await hindiPage(browser);
    const data = await clinicData(page);
    const pages: [string, string, string][] = [
      ['/', 'welcome', 'स्वागत है'],
      ['/home', 'home', 'अच्छा खाएँ, ऐसे प्लान के साथ जो आपके साथ चले'],
      ['/login', 'login', 'साइन इन'],
      ['/forgot-password', 'forgot-password', 'पासवर्ड भूल गए?'],
    ];
    for (const [path, name, heading] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect({ path, english: await latinWords(page, data) }).toEqual({ path, english: [] });
      await checkWidths(page, name);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('signs in in Hindi and shows the header, the home and the profile in Hindi', async () => {
    const { page, errors, close } = await hindiPage(browser);
    await page.goto('/login');
    await page.getByLabel('फ़ोन नंबर').fill(ADMIN.phone);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/home');
    await page.getByRole('heading', { level: 1, name: /^नमस्ते, / }).waitFor();
    await page.getByRole('menuitem', { name: 'एडमिन पैनल' }).waitFor();
    await page.getByText('आज का शेड्यूल').waitFor();
    await page.getByRole('navigation', { name: 'विकल्प' }).getByText('कैलेंडर', { exact: true }).waitFor();
    await checkWidths(page, 'home-admin');

    await page.getByRole('menuitem', { name: 'प्रोफ़ाइल' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'यूज़र प्रोफ़ाइल' }).waitFor();
    await page.getByRole('heading', { name: 'ईमेल सूचनाएँ' }).waitFor();
    await checkWidths(page, 'profile');
    expect(errors).toEqual([]);
    await close();
  });
});
