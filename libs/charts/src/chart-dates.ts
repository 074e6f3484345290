import type { Language } from '@clinic/i18n';

/** Dates on a chart in the reader's language, day first as in India: "1 Nov" / "1 नव॰". */
const LOCALE: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN' };

function utcDate(date: string): Date {
  const [y, m, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** "1 Nov" */
export const shortDate = (date: string, language: Language) =>
  utcDate(date).toLocaleDateString(LOCALE[language], { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "1 Nov 2026" */
export const longDate = (date: string, language: Language) =>
  utcDate(date).toLocaleDateString(LOCALE[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A month's key (YYYY-MM) as "नव॰ 2026" in Hindi; in English the server's own label ("Nov 2026"). */
export function monthLabel(row: { key: string; label: string }, language: Language): string {
  if (language === 'en' || !/^\d{4}-\d{2}$/.test(row.key)) return row.label;
  return utcDate(row.key).toLocaleDateString(LOCALE[language], { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
