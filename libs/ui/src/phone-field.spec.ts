import { Messages } from '@clinic/contracts';
import { phoneFormItemProps } from './phone-field';

describe('phoneFormItemProps', () => {
  const { normalize, rules } = phoneFormItemProps();
  const check = (value: string) => rules[0].validator(undefined, value);

  it('keeps only digits and a leading plus while typing', () => {
    expect(normalize('98a7-6 5')).toBe('98765');
    expect(normalize('+91 98')).toBe('+9198');
  });

  it('accepts Indian mobile numbers as typed, refuses other numbers with the spec message', async () => {
    await expect(check('9876543210')).resolves.toBeUndefined();
    await expect(check('+919876543210')).resolves.toBeUndefined();
    await expect(check('09876543210')).resolves.toBeUndefined();
    await expect(check('1234567890')).rejects.toThrow(Messages.auth.invalidPhone);
    await expect(check('')).rejects.toThrow(Messages.auth.invalidPhone);
  });
});
