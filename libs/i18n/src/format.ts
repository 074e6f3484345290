import { formatIndianNumber } from '@clinic/contracts';

/*
 * Both languages write amounts as Intl's 'en-IN' and 'hi-IN' do, which are the same: Latin digits,
 * lakh grouping, the rupee sign before them. They are written without Intl, whose first formatter
 * on a page costs a phone 50-70 ms (@clinic/contracts, indian-numbers.ts); format.spec.ts holds
 * every language to Intl's output, so a language that writes numbers differently fails there.
 */

/** ₹1,50,000.00: rupees with lakh grouping and paise, in either language. */
export function formatMoney(amount: number): string {
  return formatIndianNumber(amount, { rupees: true, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 1,50,000 or 72.5: Indian grouping, at most `fractionDigits` decimals. */
export function formatNumber(value: number, fractionDigits = 2): string {
  return formatIndianNumber(value, { maximumFractionDigits: fractionDigits });
}
