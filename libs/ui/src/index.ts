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
export { BmiValue, ProgressFields } from './progress-fields';
export { lazyScreen, type LazyScreen } from './lazy-screen';
