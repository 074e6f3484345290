import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  // By the fields' ids, not their labels: the same steps sign in whichever language is chosen.
  await page.locator('#login-phone').fill(phone);
  await page.locator('#login-password').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Waits for the account's save of this language (right after sign-in the shell may save the other one first). */
export const languageSaved = (page: Page, language: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/profile') &&
      response.request().method() === 'PUT' &&
      response.request().postDataJSON()?.language === language &&
      response.ok(),
  );

export async function signOut(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Logout/ }).click();
  await page.getByTestId('welcome-role').filter({ hasText: 'GUEST' }).waitFor();
}

/** Opens a header submenu (role menu or user menu) and returns the names of its items. */
export async function openMenu(page: Page, title: string): Promise<string[]> {
  await page.getByRole('menuitem', { name: title }).hover();
  const popup = page.getByRole('menu', { name: title });
  await popup.waitFor();
  return (await popup.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
  expect(await page.locator('.ant-message-notice').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

/** Registers a new client through the UI and leaves them signed in on the welcome page. */
export async function registerClient(page: Page, name: string, phone: string, password = 'client-pass-1'): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The options of the antd Select dropdown that is open now (closed ones linger, hidden, in the DOM). */
export const openOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** Picks an option of an antd Select identified by its form label. */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  // The dropdown opened last is the last in the document; one closing may still be animating out.
  const choice = openOptions(page).filter({ hasText: option }).last();
  await choice.click();
  // With the CPU busy, a click that lands while the list is still opening can leave it open over
  // the fields below (seen once in CI, the list covering the next field for 30 s). A person would
  // choose again, or close the list; every Select here chooses one value, so the list must close.
  if (!(await hiddenWithin(choice, 2500))) {
    if ((await choice.getAttribute('class'))?.includes('ant-select-item-option-selected')) await field.click();
    else await choice.click();
    await choice.waitFor({ state: 'hidden' });
  }
}

const hiddenWithin = (locator: Locator, timeout: number) => locator.waitFor({ state: 'hidden', timeout }).then(() => true, () => false);

/** Types a date (YYYY-MM-DD) into an antd DatePicker identified by its label. */
export async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  // Tab commits the typed date; Enter would also submit the surrounding form.
  await input.press('Tab');
}
