import { LANGUAGES } from '@clinic/contracts';
import { formatMoney, formatNumber } from './format';
import { INDIAN_LOCALE } from './languages';

const AMOUNTS = [0, 5, 72.5, 999.5, 999.995, 1000, 1499.5, 150000, 150000.456, 1234567.891, 12345678.9, 99999999.999, 0.125, 1.005, -1500, -0.004];

describe('amounts and numbers as Intl writes them in each language', () => {
  it.each(LANGUAGES)('%s: rupees with lakh grouping and paise', (language) => {
    const intl = new Intl.NumberFormat(INDIAN_LOCALE[language], { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(AMOUNTS.map((amount) => formatMoney(amount))).toEqual(AMOUNTS.map((amount) => intl.format(amount)));
    expect(formatMoney(150000)).toBe('₹1,50,000.00');
  });

  it.each(LANGUAGES)('%s: numbers with lakh grouping and at most the decimals asked for', (language) => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(INDIAN_LOCALE[language], { maximumFractionDigits: digits });
      expect(AMOUNTS.map((value) => formatNumber(value, digits))).toEqual(AMOUNTS.map((value) => intl.format(value)));
    }
    expect(formatNumber(1234567.5, 1)).toBe('12,34,567.5');
  });
});
