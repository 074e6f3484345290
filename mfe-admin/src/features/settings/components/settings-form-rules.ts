import {
  CANCEL_CUTOFF_HOURS_MAX,
  CLINIC_ADDRESS_MAX_LENGTH,
  CLINIC_NAME_MAX_LENGTH,
  CLINIC_PHONE_PATTERN,
  FOLLOW_UP_DAYS_MAX,
  type Messages,
  PRICE_MAX_RUPEES,
} from '@clinic/contracts';

/** The same limits the API checks, so the form says what is wrong before sending (`m`: the spec's texts in the reader's language). */
export const settingsRules = (m: typeof Messages) => ({
  name: [{ required: true, whitespace: true, max: CLINIC_NAME_MAX_LENGTH, message: m.settings.nameRequired }],
  address: [{ max: CLINIC_ADDRESS_MAX_LENGTH, message: m.settings.addressTooLong }],
  phone: [{ pattern: CLINIC_PHONE_PATTERN, message: m.settings.invalidPhone }],
  price: [{ required: true, type: 'number' as const, min: 0, max: PRICE_MAX_RUPEES, message: m.appointments.invalidPrice }],
  cancelCutoffHours: [{ required: true, type: 'integer' as const, min: 0, max: CANCEL_CUTOFF_HOURS_MAX, message: m.settings.invalidCutoff }],
  followUpDays: [{ required: true, type: 'integer' as const, min: 1, max: FOLLOW_UP_DAYS_MAX, message: m.settings.invalidFollowUp }],
});
