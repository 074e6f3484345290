export {
  clinicNowTime,
  clinicToday,
  dateToDayjs,
  dayjsToDate,
  dayjsToTime,
  formatDate,
  formatInstant,
  formatRecent,
  formatTimeRange,
  pickerDateFormats,
  timeToDayjs,
  TYPED_DATE_FORMATS,
} from './dates';
export { keepEnterInPicker } from './picker-keys';
export { PageTitle } from './page-title';
export { WeekView } from './week-view';
export { PaymentTag, StatusTag } from './status-tags';
export {
  BmiValue,
  fromMeasurementValues,
  measurementDate,
  type MeasurementValues,
  ProgressFields,
  toMeasurementValues,
} from './progress-fields';
export { lazyScreen, type LazyScreen } from './lazy-screen';
export { ConfirmDelete } from './confirm-delete';
export { listOf, PagedList, type PagedListProps, usePaging } from './paged-list';
export { PHONE_QUERY, useIsPhone, useMediaQuery } from './use-media-query';
export { showFieldErrors, toNamePath } from './server-errors';
export { ForRoles, useRole } from './access';
export { phoneFormItemProps, phoneInputProps } from './phone-field';
export { PaymentPanel, ReceiptButton } from './payment-panel';
export { ClientPicker, type ClientOption, type ClientPickerProps } from './client-picker';
export { accountRules, EmailField, NameField, NewPasswordFields } from './account-fields';
export { MeasurementDateField } from './measurement-date-field';
