import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, screenshot } from '../support/browser';

async function tryItOut(page: Page, operationId: string, body?: string): Promise<string> {
  const block = page.locator(`[id$="-${operationId}"]`);
  await block.locator('.opblock-summary').first().click();
  await block.getByRole('button', { name: 'Try it out' }).click();
  if (body !== undefined) await block.locator('textarea.body-param__text').fill(body);
  await block.getByRole('button', { name: 'Execute' }).click();
  // The live response table's first body row holds the status code (its header row says "Code").
  const status = block.locator('.live-responses-table tbody .response-col_status').first();
  await status.waitFor();
  return (await status.innerText()).trim();
}

describe('Swagger UI', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('documents the API and lets an integrator sign in and call it with "Try it out"', async () => {
    const { context, page, errors } = await newSession(browser);
    const cspViolations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && cspViolations.push(m.text()));
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Nutrition Clinic API/ }).waitFor();
    await page.locator('.opblock').first().waitFor();

    // Signed out, a protected call is refused.
    expect(await tryItOut(page, 'Users_nutritionists')).toBe('401');
    // Sign in through the API itself; the browser keeps the cookie for the calls that follow.
    expect(await tryItOut(page, 'Auth_login', JSON.stringify({ phone: '9999999999', password: 'admin12345' }))).toBe('200');
    await page.locator('[id$="-Users_nutritionists"]').getByRole('button', { name: 'Execute' }).click();
    await page.locator('[id$="-Users_nutritionists"] .live-responses-table tbody .response-col_status', { hasText: '200' }).waitFor();
    await screenshot(page, 'swagger-try-it-out');

    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
