import { DEFAULT_LANGUAGE, INDIAN_LOCALES, isLanguage, LANGUAGES, type Language } from '@clinic/contracts';

// The languages are the product's (contracts): the server writes emails in them too.
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };

/** The cookie that remembers a signed-out visitor's choice (and the signed-in one's, on this device). */
export const LANGUAGE_COOKIE = 'lang';

/** `hi-IN` → `hi`; anything not written here → undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The locale of Indian formats in each language: lakh and crore grouping, day-month order. */
export const INDIAN_LOCALE: Record<Language, string> = INDIAN_LOCALES;

/** Each language's name in itself, as a language menu shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
