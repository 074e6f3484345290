import { isIndianMobile, normalizePhone, phoneKeystrokes, PHONE_PATTERN } from './phone';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['91 9876543210', '9876543210'],
    [' 98765-43210 ', '9876543210'],
  ])('normalises %j to %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(isIndianMobile(typed)).toBe(true);
  });

  it.each(['1234567890', '5876543210', '987654321', '98765432101', '+1 9876543210', 'abcdefghij', '', '+91 12345 67890'])(
    'refuses %j',
    (typed) => expect(isIndianMobile(typed)).toBe(false),
  );

  it('keeps only digits (and a leading plus) while typing', () => {
    expect(phoneKeystrokes('98a76-5 4')).toBe('987654');
    expect(phoneKeystrokes('+91 98')).toBe('+9198');
    expect(PHONE_PATTERN.test('6000000000')).toBe(true);
  });
});
