import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, screenshot } from '../support/browser';
import { languageSaved, signIn } from '../support/flows';
import { type Seeded, seedClinic } from '../support/seed';

/** The client remote's screens with Hindi chosen in the header, headings and titles from its Hindi catalogue. */
const SCREENS: { name: string; path: (s: Seeded) => string; heading: string; title: string }[] = [
  { name: 'appointments', path: () => '/appointmentList', heading: 'मेरे अपॉइंटमेंट', title: 'अपॉइंटमेंट' },
  { name: 'appointment', path: (s) => `/appointments/${s.appointmentId}/view`, heading: 'अपॉइंटमेंट का ब्योरा', title: 'अपॉइंटमेंट का ब्योरा' },
  { name: 'booking', path: () => '/appointmentForm', heading: 'अपना अपॉइंटमेंट बुक करें', title: 'अपना अपॉइंटमेंट बुक करें' },
  { name: 'availability', path: (s) => `/nutritionistAvailability/${s.admin.id}`, heading: 'न्यूट्रिशनिस्ट की उपलब्धता', title: 'न्यूट्रिशनिस्ट की उपलब्धता' },
  { name: 'plans', path: () => '/nutritionPlansList', heading: 'डाइट प्लान', title: 'डाइट प्लान' },
  { name: 'plan', path: (s) => `/nutrition-plans/${s.planId}`, heading: 'Month one: steady habits', title: 'डाइट प्लान' },
  { name: 'progress', path: () => '/progressList', heading: 'प्रगति रिकॉर्ड', title: 'प्रगति रिकॉर्ड' },
  { name: 'progress-record', path: (s) => `/progress/${s.progressId}`, heading: 'प्रगति रिकॉर्ड', title: 'प्रगति रिकॉर्ड' },
];

describe("the client's screens in Hindi", () => {
  let browser: Browser;
  let seeded: Seeded;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A weekday no other spec seeds (keyboard.e2e.ts takes day 10, the accessibility sweep day 9).
    seeded = await seedClinic(12);
  });
  afterAll(() => browser.close());

  it('show their Hindi headings and titles, at desktop and phone widths, without sideways scrolling', async () => {
    const { page, errors } = await newSession(browser);
    await signIn(page, seeded.client.phone, seeded.client.password);
    // Chosen in the header, as a person does: signed in, the account keeps it (and wins over the cookie).
    await Promise.all([
      languageSaved(page, 'hi'),
      page.locator('header .language-switch select').selectOption('hi'),
    ]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 860 });
      for (const screen of SCREENS) {
        await page.goto(screen.path(seeded));
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        await page.waitForFunction((title) => document.title.startsWith(title), screen.title);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect({ screen: screen.name, width, overflow }).toEqual({ screen: screen.name, width, overflow: 0 });
        await screenshot(page, `hi-client-${screen.name}-${width}`);
      }
    }
    expect(errors).toEqual([]);
  });
});
