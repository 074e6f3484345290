import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, INDIAN_LOCALES, isLanguage, LANGUAGES, type Language } from '@clinic/contracts';

/**
 * The texts of emails and calendar files, one catalogue per language in libs/i18n/locales/<lang>/
 * email.json (the build copies them beside the compiled code, at the same relative place).
 */
const LOCALES = path.resolve(__dirname, '../../../../libs/i18n/locales');
export const EMAIL_NAMESPACE = 'email';

export type Catalogue = { [key: string]: string | Catalogue };

export function loadEmailCatalogue(language: Language): Catalogue {
  return JSON.parse(readFileSync(path.join(LOCALES, language, `${EMAIL_NAMESPACE}.json`), 'utf8')) as Catalogue;
}

/**
 * The server's own i18next instance (the browser has its own): loaded once, synchronously, so a
 * text is ready the moment it is asked for. Values are not HTML-escaped here: the email's HTML part
 * escapes the whole text, and the plain part and calendar files need it as it is.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { [EMAIL_NAMESPACE]: loadEmailCatalogue(language) }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [EMAIL_NAMESPACE],
  defaultNS: EMAIL_NAMESPACE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** What one recipient's texts are written with: their language, its words and its date formats. */
export interface Words {
  language: Language;
  t(key: string, values?: Record<string, unknown>): string;
}

const cache = new Map<Language, Words>();

/** The words of a language; anything else (a stored value from elsewhere, none) is English. */
export function wordsFor(language: unknown): Words {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let words = cache.get(lang);
  if (!words) {
    const fixed = i18n.getFixedT(lang, EMAIL_NAMESPACE);
    words = { language: lang, t: (key, values) => String(fixed(key, values ?? {})) };
    cache.set(lang, words);
  }
  return words;
}

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/**
 * A day with its weekday. English keeps the wording the emails have always had (`Tue 1 Dec 2026`);
 * Hindi spells weekday and month out, day first, as Indian Hindi does (`मंगलवार, 1 दिसंबर 2026`).
 */
export function weekdayText(date: string, words: Words): string {
  if (words.language === 'en') {
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utcDay(date));
    return day.replace(/,/g, '');
  }
  return new Intl.DateTimeFormat(INDIAN_LOCALES[words.language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDay(date));
}

/** A day without its weekday: English as before (`2026-12-01`), Hindi `1 दिसंबर 2026`. */
export function dateText(date: string, words: Words): string {
  if (words.language === 'en') return date;
  return new Intl.DateTimeFormat(INDIAN_LOCALES[words.language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDay(date));
}

/** The clinic's time zone: its id in English (`Asia/Kolkata`), its name in Hindi (`भारतीय मानक समय`). */
export function zoneText(timeZone: string, words: Words): string {
  if (words.language === 'en') return timeZone;
  const name = new Intl.DateTimeFormat(INDIAN_LOCALES[words.language], { timeZone, timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
}

/** Money in the language's Indian format: ₹1,50,000.00 (lakh grouping). */
export function moneyText(paise: number, words: Words): string {
  return new Intl.NumberFormat(INDIAN_LOCALES[words.language], { style: 'currency', currency: 'INR' }).format(paise / 100);
}
