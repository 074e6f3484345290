import { isIndianMobile, PHONE_INPUT_MAX_LENGTH, phoneKeystrokes } from '@clinic/contracts';
import { messagesIn } from '@clinic/i18n';

/**
 * What every antd phone field shares (profile, registration, the admin's user edit): only digits
 * (and a leading +) as the user types, and the Indian mobile rule with the spec's message (in the reader's language when it shows). The
 * server removes +91 or a leading 0 and stores 10 digits.
 */
export const phoneFormItemProps = (required = true) => ({
  normalize: (value: unknown) => (typeof value === 'string' ? phoneKeystrokes(value) : value),
  rules: [
    {
      required,
      validator: (_rule: unknown, value: unknown) =>
        (!required && !value) || (typeof value === 'string' && isIndianMobile(value))
          ? Promise.resolve()
          : Promise.reject(new Error(messagesIn().auth.invalidPhone)),
    },
  ],
});

export const phoneInputProps = { maxLength: PHONE_INPUT_MAX_LENGTH, inputMode: 'tel' as const, autoComplete: 'tel-national' };
