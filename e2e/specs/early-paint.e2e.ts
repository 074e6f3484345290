import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, uniquePhone } from '../support/browser';
import { registerClient, signIn } from '../support/flows';
import { ADMIN } from '../support/seed';

/*
 * The early paint (shell/src/early-paint, issue 17): before main.js has arrived, a small blocking
 * script draws the sign-in card, or a signed-in person's greeting or screen heading, where the app
 * then draws its own. Held back here by never answering main.js, as on a slow link where it takes
 * seconds; the service worker is blocked so that every request is the network's.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The page with main.js held back: only what index.html and the early paint draw. */
async function openWithoutTheApp(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/static/main.js', () => undefined);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page;
}

/** Where each of `selectors` is drawn (whole pixels), and the text it shows. */
const boxes = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return { at: `missing: ${selector}`, text: undefined };
        const r = element.getBoundingClientRect();
        return { at: [r.x, r.y, r.width, r.height].map(Math.round).join(' '), text: element.textContent?.trim() };
      }),
    selectors,
  );

describe('the page drawn before the app has arrived (issue 17)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const newContext = (viewport: { width: number; height: number }, language = 'en') =>
    browser.newContext({ baseURL: baseUrl(), viewport, serviceWorkers: 'block', locale: `${language}-IN` });

  // The card's parts, in the app's page and in the early paint, which share index.html's classes.
  const CARD = ['.auth-card', '.auth-card-title', 'input[type=tel]', '.lean-password input', '.lean-button', '.auth-card-footer'];

  for (const [name, viewport, language] of [
    ['a phone, in Hindi', PHONE, 'hi'],
    ['a desktop, in English', DESKTOP, 'en'],
  ] as const) {
    it(`draws the sign-in card where and as the app then draws it, on ${name}`, async () => {
      const context = await newContext(viewport, language);
      // The app's page first, which also keeps the clinic's name for the next visit's header (whose
      // height on a phone depends on it), as an earlier visit would have.
      const app = await context.newPage();
      await app.goto('/login');
      await app.locator('#login-phone').waitFor();
      await app.waitForFunction(() => localStorage.getItem('clinic.name') !== null);
      const [appHeader, ...appCard] = await boxes(app, ['header.app-header', ...CARD.map((part) => `#main ${part}`)]);
      await app.close();

      const early = await openWithoutTheApp(context, '/login');
      await early.locator('.early-frame .auth-card').waitFor();
      await screenshot(early, `early-paint-sign-in-${viewport.width}-${language}`);
      const [earlyHeader, ...earlyCard] = await boxes(early, ['.early-frame .app-header', ...CARD.map((part) => `.early-frame ${part}`)]);
      expect(earlyCard).toEqual(appCard);
      // The header's links and language choice are the app's (with a hidden label for screen readers); its height is the same.
      expect(earlyHeader.at).toBe(appHeader.at);
      // Nothing in it can be used or read out: the app's page replaces it whole.
      expect(await early.locator('.early-frame').getAttribute('inert')).toBe('');
      expect(await early.getByRole('textbox').count()).toBe(0);
      await context.close();
    });
  }

  it("draws a signed-in client's screen heading and greeting in their place, and leaves them to the app", async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await registerClient(page, 'Kavya Menon', uniquePhone());

    for (const [path, heading] of [
      ['/appointmentForm', 'Book Your Appointment'],
      ['/home', 'Hello, Kavya Menon'],
    ] as const) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await h1.waitFor();
      const appBox = await h1.boundingBox();

      const early = await openWithoutTheApp(context, path);
      const drawn = early.locator('.early-frame').getByText(heading, { exact: true });
      await drawn.waitFor();
      const earlyBox = await drawn.boundingBox();
      // Within a pixel: the app's h1 and the early text round their line boxes differently.
      expect({ path, dx: Math.abs(earlyBox!.x - appBox!.x) <= 1, dy: Math.abs(earlyBox!.y - appBox!.y) <= 1 }).toEqual({ path, dx: true, dy: true });
      await screenshot(early, `early-paint${path.replace(/\W/g, '-')}`);
      await early.close();
    }

    // With the app: its own page in place of the early one, nothing of which is left behind.
    await page.goto('/appointmentForm');
    await page.getByRole('heading', { level: 1, name: 'Book Your Appointment' }).waitFor();
    expect(await page.locator('.early-frame').count()).toBe(0);
    await context.close();
  });

  it("draws today's appointments' heading for the clinic's admin, in its place, with the day beside it", async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await signIn(page, ADMIN.phone, ADMIN.password);
    await page.goto('/admin/today');
    const h1 = page.getByRole('heading', { level: 1, name: "Today's Appointments" });
    await h1.waitFor();
    const appBox = await h1.boundingBox();
    // The clinic's day is shown, beside the heading (below it on a phone), not in it.
    expect(await page.locator('#main').innerText()).toMatch(/\b\d{1,2} \w{3} \d{4}\b/);

    const early = await openWithoutTheApp(context, '/admin/today');
    const drawn = early.locator('.early-frame').getByText("Today's Appointments", { exact: true });
    await drawn.waitFor();
    const earlyBox = await drawn.boundingBox();
    expect({ dx: Math.abs(earlyBox!.x - appBox!.x) <= 1, dy: Math.abs(earlyBox!.y - appBox!.y) <= 1 }).toEqual({ dx: true, dy: true });
    await early.close();
    await context.close();
  });

  it('draws nothing private for a visitor who is signed out', async () => {
    const context = await newContext(PHONE);
    const early = await openWithoutTheApp(context, '/appointmentList');
    // The early paint has run by then: it is a blocking script right after #root.
    expect(await early.locator('#root').innerHTML()).toBe('');
    await context.close();
  });
});
