import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, screenshot } from '../support/browser';
import { signIn } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345' };

/** Fails when the page is wider than its window (a Hindi text longer than its English pushing it sideways). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const chooseLanguage = async (page: Page, language: 'en' | 'hi') => {
  await page.locator('.language-switch select').selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
};

/** The three messaging screens in Hindi at one width, with the spec's refusal shown in Hindi. */
async function checkScreens(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto('/admin/conversationList');
  await page.getByRole('heading', { name: 'बातचीत' }).waitFor();
  await expectNoSidewaysScroll(page);
  await screenshot(page, `hi-conversation-list-${width}`);

  await page.goto('/sendMessage');
  await page.getByRole('heading', { name: 'संदेश भेजें' }).waitFor();
  await page.getByRole('button', { name: 'भेजें' }).click();
  await page.getByText('कृपया चुनें कि संदेश किसे भेजना है।').waitFor();
  await expectNoSidewaysScroll(page);
  await screenshot(page, `hi-send-message-${width}`);

  await page.goto('/conversation');
  await page.getByRole('heading', { name: 'बातचीत देखें' }).waitFor();
  expect(await page.title()).toContain('बातचीत देखें');
  await expectNoSidewaysScroll(page);
  await screenshot(page, `hi-conversation-${width}`);
}

describe('the messaging screens in Hindi', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the conversations, a conversation and the send form in Hindi, on a desktop and a phone', async () => {
    const { page, errors } = await newSession(browser);
    await signIn(page, ADMIN.phone, ADMIN.password);
    await chooseLanguage(page, 'hi');
    try {
      await checkScreens(page, 1280, 860);
      await checkScreens(page, 390, 844);
    } finally {
      // The choice is kept on the account: English again for the specs that sign in as this admin after this one.
      await page.setViewportSize({ width: 1280, height: 860 });
      await chooseLanguage(page, 'en');
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
});
