import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, launchBrowser, screenshot, uniquePhone } from '../support/browser';
import { languageSaved, registerClient, signIn, signOut } from '../support/flows';

const DEVANAGARI = /[\u0900-\u097F]/;
/** The Hindi of the spec's texts, as the browser shows them (the catalogue is data here, read from disk). */
const hiMessages = JSON.parse(readFileSync(path.resolve(__dirname, '../../libs/i18n/locales/hi/messages.json'), 'utf8'));
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const heading = (page: Page) => page.locator('main h1').first().innerText();
/** The page's heading once it is drawn in Hindi (a language change re-renders right after `<html lang>`). */
async function hindiHeading(page: Page): Promise<string> {
  await page.waitForFunction(() => /[\u0900-\u097F]/.test(document.querySelector('main h1')?.textContent ?? ''), undefined, { timeout: 10_000 });
  return heading(page);
}
const languageMenu = (page: Page) => page.locator('header .language-switch select');

/** The Hindi catalogue chunks this page fetched (`i18n-hi-*`, named in libs/i18n and each app). */
function hindiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/i18n-hi-/.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

describe('English and Hindi', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("follows the browser's language on a first visit, and loads Hindi only for those who read it", async () => {
    const english = await browser.newContext({ baseURL: baseUrl(), locale: 'en-IN' });
    const englishPage = await english.newPage();
    const englishFetched = hindiRequests(englishPage);
    await englishPage.goto('/login');
    expect(await heading(englishPage)).toBe('Sign In');
    expect(await htmlLang(englishPage)).toBe('en');
    expect(englishFetched).toEqual([]);
    await english.close();

    const hindi = await browser.newContext({ baseURL: baseUrl(), locale: 'hi-IN' });
    const hindiPage = await hindi.newPage();
    const hindiFetched = hindiRequests(hindiPage);
    await hindiPage.goto('/login');
    expect(await heading(hindiPage)).toMatch(DEVANAGARI);
    expect(await htmlLang(hindiPage)).toBe('hi');
    expect(await languageMenu(hindiPage).inputValue()).toBe('hi');
    expect(hindiFetched.length).toBeGreaterThan(0);
    await screenshot(hindiPage, 'hindi-login-1280');
    await hindi.close();
  });

  it('a signed-out choice is kept in a cookie; a server error shows in the chosen language', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-IN', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/login');
    await languageMenu(page).selectOption('hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await hindiHeading(page)).toMatch(DEVANAGARI);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');

    await page.reload();
    expect(await heading(page)).toMatch(DEVANAGARI);

    // The API answers in English; the page shows its Hindi.
    await page.locator('#login-phone').fill('9000000001');
    await page.locator('#login-password').fill('not-the-password');
    await page.locator('main form button[type="submit"]').click();
    await page.getByText(hiMessages.auth.invalidCredentials).first().waitFor();
    await screenshot(page, 'hindi-login-error-390');
    await context.close();
  });

  it("signed in, the choice is kept on the account and follows the person to another device", async () => {
    const first = await browser.newContext({ baseURL: baseUrl(), locale: 'en-IN' });
    const page = await first.newPage();
    const phone = uniquePhone();
    await registerClient(page, 'Anita Verma', phone);
    // Saved on the account: wait for the profile to say so before using another device.
    await Promise.all([languageSaved(page, 'hi'), languageMenu(page).selectOption('hi')]);
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.goto('/home');
    expect(await hindiHeading(page)).toMatch(DEVANAGARI);
    await screenshot(page, 'hindi-home-1280');
    await first.close();

    // Another device, an English browser and no cookie: Hindi once signed in.
    const second = await browser.newContext({ baseURL: baseUrl(), locale: 'en-IN' });
    const other = await second.newPage();
    await signIn(other, phone, 'client-pass-1');
    await other.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await hindiHeading(other)).toMatch(DEVANAGARI);

    // And back to English, for good.
    await Promise.all([languageSaved(other, 'en'), languageMenu(other).selectOption('en')]);
    await other.waitForFunction(() => document.documentElement.lang === 'en');
    await signOut(other);
    await signIn(other, phone, 'client-pass-1');
    expect(await htmlLang(other)).toBe('en');
    await second.close();
  });

  it('a page opened before the account has saved the choice keeps it (slow data, or a reload right after choosing)', async () => {
    // No service worker, so that the route below sees every request whenever the worker would take over.
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-IN', serviceWorkers: 'block' });
    const page = await context.newPage();
    // A new account takes the language being read (English) right after it is created.
    await Promise.all([languageSaved(page, 'en'), registerClient(page, 'Ritu Saxena', uniquePhone())]);
    // The save of the new choice never gets an answer while the page is reloaded.
    await page.route('**/api/users/profile', (route) => (route.request().method() === 'PUT' ? undefined : route.continue()));
    await languageMenu(page).selectOption('hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.reload();
    expect(await hindiHeading(page)).toMatch(DEVANAGARI);
    expect(await htmlLang(page)).toBe('hi');
    await context.close();
  });
});
