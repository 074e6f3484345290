import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { openOptions, registerClient } from '../support/flows';

/** The clinic theme's primary green (shell/src/app/theme.ts), as the browser reports it. */
const CLINIC_GREEN = 'rgb(47, 125, 79)';

/** What the page's antd styles come from: the prebuilt stylesheet's link, and the component rules antd wrote at run time. */
const styleSources = (page: Page) =>
  page.evaluate(() => ({
    links: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((l) => new URL(l.href).pathname),
    // Whether the link comes before the page's own styles (index.html's, which antd's style engine does not mark).
    beforePageStyles: (() => {
      const link = document.querySelector('link[rel="stylesheet"]');
      const own = Array.from(document.head.querySelectorAll('style')).filter((s) => !s.hasAttribute('data-rc-order'));
      return link ? own.length > 0 && own.every((s) => link.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
    })(),
    // Rules for buttons, selects and date pickers that set more than antd's variables, in <style> elements.
    runtimeRules: Array.from(document.querySelectorAll('style'))
      .flatMap((s) => Array.from(s.sheet?.cssRules ?? []))
      .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && /\.ant-(btn|select|picker)\b/.test(r.selectorText))
      .filter((r) => Array.from(r.style).some((property) => !property.startsWith('--'))).length,
  }));

async function openBooking(page: Page): Promise<void> {
  await registerClient(page, 'Kavya Menon', uniquePhone());
  await page.goto('/appointmentForm');
  await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();
  await page.locator('main .ant-btn-primary').first().waitFor();
}

/** What a client sees of antd's look on the booking screen: the green primary button, a select's dropdown laid over the page. */
async function expectClinicLook(page: Page): Promise<void> {
  const button = page.locator('main .ant-btn-primary').first();
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(CLINIC_GREEN);
  // A large button in the theme's radius (8) and font size (15), which reach the rules only through
  // antd's variables: 10 px and 18 px (antd's defaults would give 8 px and 16 px).
  expect(await button.evaluate((b) => [getComputedStyle(b).borderTopLeftRadius, getComputedStyle(b).fontSize])).toEqual(['10px', '18px']);
  await page.locator('main .ant-select').first().click();
  const option = openOptions(page).first();
  await option.waitFor();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  expect(await dropdown.evaluate((d) => getComputedStyle(d).position)).toBe('absolute');
  await page.keyboard.press('Escape');
}

describe("antd's look, from the prebuilt stylesheet", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('draws the screens in the clinic theme with no component styles written at run time', async () => {
    const { context, page, errors } = await newSession(browser);
    try {
      await openBooking(page);
      const sources = await styleSources(page);
      expect(sources.links).toEqual([expect.stringMatching(/^\/static\/antd\.[0-9a-f]{8}\.css$/)]);
      // The page's own rules (index.html) come after it and win at equal specificity.
      expect(sources.beforePageStyles).toBe(true);
      expect(sources.runtimeRules).toBe(0);
      await expectClinicLook(page);
      await screenshot(page, 'antd-prebuilt-booking');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers to try again, rather than draw a remote screen without its styles, when the stylesheet cannot be fetched', async () => {
    const { context, page, errors } = await newSession(browser, { serviceWorkers: 'block' });
    try {
      let attempts = 0;
      let reachable = false;
      await page.route(/\/static\/antd\.[0-9a-f]{8}\.css(\?try=\d+)?$/, (route) => {
        attempts += 1;
        return reachable ? route.continue() : route.abort('internetdisconnected');
      });
      await registerClient(page, 'Kavya Menon', uniquePhone());
      attempts = 0;
      await page.goto('/appointmentForm');
      const notice = page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });
      await notice.waitFor();
      // Tried three times before saying so; nothing of the screen is drawn without its styles.
      expect(attempts).toBe(3);
      expect(await page.locator('main .ant-btn, main .ant-select, main .ant-form').count()).toBe(0);
      await screenshot(page, 'antd-stylesheet-unreachable');

      reachable = true;
      await notice.getByRole('button', { name: 'Retry' }).click();
      await page.locator('main .ant-btn-primary').first().waitFor();
      expect((await styleSources(page)).links).toEqual([expect.stringMatching(/^\/static\/antd\.[0-9a-f]{8}\.css$/)]);
      await expectClinicLook(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
