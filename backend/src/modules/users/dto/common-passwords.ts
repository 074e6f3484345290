import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Passwords of 8+ characters that top the public breach lists (SecLists' 10k most common, NCSC's
 * 100k list) and their Indian favourites. A small bundled list rather than a dependency or a lookup
 * service: the 8-character minimum already rules out most of those lists, and what remains at the
 * top is what attackers try first. Compared case-insensitively, and with trailing digits or "!" of
 * a year (`password2024`) removed.
 */
const COMMON = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '99999999', '12341234', '11223344', '123123123', '147258369', '987654321', '1q2w3e4r', '1qaz2wsx',
  'qwertyui', 'qwertyuiop', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'qwerty12', 'qwerty123', 'qazwsxedc',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass1234',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars',
  'whatever', 'trustno1', 'welcome1', 'welcome123', 'letmein1', 'abcd1234', 'abc12345', 'abcdefgh',
  'changeme', 'computer', 'internet', 'michelle', 'jennifer', 'corvette', 'mercedes', 'liverpool',
  'chocolate', 'master123', 'admin123', 'administrator', 'default1', 'secret123', 'monkey123',
  'dragon123', 'shadow123', 'india123', 'india@123', 'bharat123', 'krishna123', 'ganesh123',
  'sairam123', 'jaishriram', 'jaihind123', 'cricket123', 'mumbai123', 'delhi123', 'hello123',
  'test1234', 'testtest', 'user1234', 'login123', 'nutrition', 'nutritionist', 'dietician',
  'clinic123', 'doctor123', 'health123', 'welcome@123', 'admin@123', 'password@123', 'pass@123',
]);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || COMMON.has(lower.replace(/(19|20)\d\d!?$|!+$/, ''));
}

/** Refuses a password from the list above. */
export const IsNotCommonPassword = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isNotCommonPassword', validator: { validate: (v: unknown) => typeof v !== 'string' || !isCommonPassword(v) } }, options);

/** Refuses a password of spaces only (it passes the length rule but protects nothing). */
export const IsNotBlankPassword = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isNotBlankPassword', validator: { validate: (v: unknown) => typeof v !== 'string' || v.trim() !== '' } }, options);
