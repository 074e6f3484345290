import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';

export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function signOut(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Logout/ }).click();
  await page.getByTestId('welcome-role').filter({ hasText: 'GUEST' }).waitFor();
}

/** Opens a header submenu (role menu or user menu) and returns the names of its items. */
export async function openMenu(page: Page, title: string): Promise<string[]> {
  await page.getByRole('menuitem', { name: title }).hover();
  const popup = page.locator('.ant-menu-submenu-popup:visible');
  await popup.first().waitFor();
  return (await popup.first().getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
  expect(await page.locator('.ant-message-notice').filter({ hasText: text }).count()).toBeGreaterThan(0);
}
