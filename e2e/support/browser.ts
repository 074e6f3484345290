import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Debian's chromium, with the flags this machine's closed network needs (no background calls home). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the global setup starts the app)');
  return url;
};

/**
 * A fresh browser session at a desktop's width, collecting the page's uncaught errors. Pass
 * `{ serviceWorkers: 'block' }` when the spec fakes API answers with `page.route`: once the app's
 * service worker controls the page (it registers when the page is idle, so sooner or later
 * depending on the machine's load), the requests it handles bypass `page.route`. `baseURL`: a spec's
 * own app server instead of the suite's.
 */
export async function newSession(browser: Browser, options: { serviceWorkers?: 'allow' | 'block'; baseURL?: string } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 860 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const shotDir = path.resolve(__dirname, '../../tmp/e2e-screenshots');

/** Screenshots kept for people to look at (tmp/e2e-screenshots); they are not compared. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

let phoneSeq = 0;
/** A phone number unlikely to collide across runs against the same database. */
export function uniquePhone(): string {
  phoneSeq += 1;
  return `8${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq).padStart(3, '0')}`;
}
