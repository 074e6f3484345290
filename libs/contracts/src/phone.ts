/**
 * Indian mobile numbers (decisions: "Phones, money and dates in India"): 10 digits starting with 6–9.
 * People type them with +91, a leading 0, spaces or dashes; all of that is removed before storing.
 */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/** The stored form of a typed number: digits only, without +91 or a leading 0. Anything else is returned unchanged (and then fails PHONE_PATTERN). */
export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s-]/g, '');
  if (/^\+91\d{10}$/.test(compact)) return compact.slice(3);
  if (/^91[6-9]\d{9}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

export function isIndianMobile(input: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(input));
}

/** What a phone field keeps while typing: digits, and a leading + for +91. */
export function phoneKeystrokes(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  return plus + input.replace(/\D/g, '');
}

/**
 * The browser's limit on a phone field: room to paste "+91 98765-43210" (15), which the field then
 * reduces to digits; more than that is never a phone number.
 */
export const PHONE_INPUT_MAX_LENGTH = 16;
