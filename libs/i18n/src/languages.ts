/** The languages the UI is written in. English is the spec's own wording and the fallback. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a signed-out visitor's choice (and the signed-in one's, on this device). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `hi-IN` → `hi`; anything not written here → undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The locale of Indian formats in each language: lakh and crore grouping, day-month order. */
export const INDIAN_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as a language menu shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
