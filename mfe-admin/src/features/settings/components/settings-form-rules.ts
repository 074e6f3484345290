import {
  CANCEL_CUTOFF_HOURS_MAX,
  CLINIC_ADDRESS_MAX_LENGTH,
  CLINIC_NAME_MAX_LENGTH,
  CLINIC_PHONE_PATTERN,
  FOLLOW_UP_DAYS_MAX,
  Messages,
  PRICE_MAX_RUPEES,
} from '@clinic/contracts';

/** The same limits the API checks, so the form says what is wrong before sending. */
export const settingsRules = {
  name: [{ required: true, whitespace: true, max: CLINIC_NAME_MAX_LENGTH, message: Messages.settings.nameRequired }],
  address: [{ max: CLINIC_ADDRESS_MAX_LENGTH, message: Messages.settings.addressTooLong }],
  phone: [{ pattern: CLINIC_PHONE_PATTERN, message: Messages.settings.invalidPhone }],
  price: [{ required: true, type: 'number' as const, min: 0, max: PRICE_MAX_RUPEES, message: Messages.appointments.invalidPrice }],
  cancelCutoffHours: [{ required: true, type: 'integer' as const, min: 0, max: CANCEL_CUTOFF_HOURS_MAX, message: Messages.settings.invalidCutoff }],
  followUpDays: [{ required: true, type: 'integer' as const, min: 1, max: FOLLOW_UP_DAYS_MAX, message: Messages.settings.invalidFollowUp }],
};
