import type { FormRule } from 'antd';
import { Messages, NOTES_MAX_LENGTH, PRICE_MAX_RUPEES } from '@clinic/contracts';

/**
 * The API's own checks, so a value is refused with its message rather than quietly changed: antd's
 * InputNumber `min`/`precision` would turn −50 into 0 and 10.555 into 10.56, and `maxLength` cuts a
 * pasted note without a word.
 */
export const priceRule: FormRule = {
  validator: (_rule, value?: number | null) =>
    value == null || (Number.isFinite(value) && value >= 0 && value <= PRICE_MAX_RUPEES && Math.round(value * 100) === value * 100)
      ? Promise.resolve()
      : Promise.reject(new Error(Messages.appointments.invalidPrice)),
};

export const notesRule: FormRule = { max: NOTES_MAX_LENGTH, message: `Notes must be at most ${NOTES_MAX_LENGTH} characters.` };

/** Shows "n / 2000" and turns red past the limit, without cutting the text. */
export const notesCount = { show: true, max: NOTES_MAX_LENGTH };
