import { currentLanguage } from './instance';
import { INDIAN_LOCALE, type Language } from './languages';

const money = new Map<Language, Intl.NumberFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

/** ₹1,50,000.00: rupees with lakh grouping and paise, in either language. */
export function formatMoney(amount: number, language: Language = currentLanguage()): string {
  let format = money.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INDIAN_LOCALE[language], { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    money.set(language, format);
  }
  return format.format(amount);
}

/** 1,50,000 or 72.5: Indian grouping, at most `fractionDigits` decimals. */
export function formatNumber(value: number, fractionDigits = 2, language: Language = currentLanguage()): string {
  const key = `${language}:${fractionDigits}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INDIAN_LOCALE[language], { maximumFractionDigits: fractionDigits });
    numbers.set(key, format);
  }
  return format.format(value);
}
