/**
 * Numbers and rupees as `Intl.NumberFormat('en-IN')` writes them (the same in 'hi-IN'): lakh
 * grouping (1,50,000), at most `maximumFractionDigits` decimals rounded half away from zero on the
 * number's shortest decimal form (1.005 -> 1.01, as Intl does), and the sign before the rupee sign
 * (-₹1,500.00).
 *
 * Why not Intl itself: the first Intl number or date formatter of a page loads the browser's locale
 * data. That costs 50-70 ms on a phone's CPU, a long task of its own on the booking page and the
 * appointment list, and those are the pages' only Intl formatters when the clinic runs on India's
 * time (docs/benchmarks.md, issue 17). The unit tests compare this output with Intl's over
 * thousands of amounts, in every language the product has. Anything outside plain decimal notation
 * (infinite, NaN, 1e21 and up, under 1e-6) is still handed to Intl.
 */
export interface IndianNumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** Writes the rupee sign before the digits. */
  rupees?: boolean;
}

export function formatIndianNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3, rupees = false }: IndianNumberOptions = {}): string {
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || plain.includes('e')) {
    return new Intl.NumberFormat('en-IN', { ...(rupees && { style: 'currency', currency: 'INR' }), minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  const [whole, fraction = ''] = plain.split('.');
  // The number in units of its last kept decimal, rounded half up on the next digit.
  const scaled = BigInt(whole + fraction.padEnd(maximumFractionDigits, '0').slice(0, maximumFractionDigits)) + (fraction[maximumFractionDigits] >= '5' ? 1n : 0n);
  const digits = String(scaled).padStart(maximumFractionDigits + 1, '0');
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  // Lakh grouping: a comma before each pair of digits that leaves three (or more pairs and three) after it.
  const grouped = digits.slice(0, digits.length - maximumFractionDigits).replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${rupees ? '₹' : ''}${grouped}${decimals && `.${decimals}`}`;
}
