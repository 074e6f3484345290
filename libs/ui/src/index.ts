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
  timeToDayjs,
} from './dates';
export { PageTitle } from './page-title';
export { WeekView } from './week-view';
export { PaymentTag, StatusTag } from './status-tags';
export { BmiValue, ProgressFields } from './progress-fields';
export { lazyScreen, type LazyScreen } from './lazy-screen';
export { PaymentPanel, ReceiptButton } from './payment-panel';
