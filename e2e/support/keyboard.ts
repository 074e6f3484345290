import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

/** Whether focus is inside (or on) the element. */
const holdsFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until focus reaches `target`, as a keyboard user would, and checks that
 * the focused control shows it is focused (an outline or a focus shadow on it or its antd wrapper).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await holdsFocus(target)) {
      expect(await focusIsVisible(page)).toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/** The focused element, or one of its three nearest ancestors (antd draws focus on wrappers), shows a focus indicator. */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    for (let depth = 0; el && depth < 4; depth++, el = el.parentElement) {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      if (outline || shadow) return true;
    }
    return false;
  });
}

/** What has focus now, as text a test can compare: tag, accessible-ish name. */
export function focused(page: Page): Promise<{ tag: string; text: string; label: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase() ?? '', text: el?.innerText?.trim() ?? '', label: el?.getAttribute('aria-label') ?? null };
  });
}

/** Signs in on /login with the keyboard alone. */
export async function keyboardSignIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(phone);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
