import type { FormRule } from 'antd';
import { NOTES_MAX_LENGTH, PRICE_MAX_RUPEES } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';

const validPrice = (value?: number | null) =>
  value == null || (Number.isFinite(value) && value >= 0 && value <= PRICE_MAX_RUPEES && Math.round(value * 100) === value * 100);

/**
 * The API's own checks, so a value is refused with its message rather than quietly changed: antd's
 * InputNumber `min`/`precision` would turn −50 into 0 and 10.555 into 10.56, and `maxLength` cuts a
 * pasted note without a word. Their messages are in the reader's language.
 */
export function useFieldRules() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const price: FormRule = {
    validator: (_rule, value?: number | null) => (validPrice(value) ? Promise.resolve() : Promise.reject(new Error(m.appointments.invalidPrice))),
  };
  const notes: FormRule = { max: NOTES_MAX_LENGTH, message: t('appointments.booking.notesTooLong', { max: NOTES_MAX_LENGTH }) };
  /** What a booking cannot go without. */
  const required: FormRule[] = [{ required: true, message: m.appointments.fillRequired }];
  return { price, notes, required };
}

/** Shows "n / 2000" and turns red past the limit, without cutting the text. */
export const notesCount = { show: true, max: NOTES_MAX_LENGTH };
