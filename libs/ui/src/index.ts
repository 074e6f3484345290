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
export { Paragraph, type ParagraphProps, Text, TextLink, type TextLinkProps, type TextProps, type TextTone, Title, type TitleProps } from './typography';
export { WeekView } from './week-view';
export { PaymentTag, StatusTag, Tag, type TagColor, type TagProps } from './status-tags';
export { Button, type ButtonProps } from './button';
export { Space, type SpaceProps } from './space';
export { BmiValue } from './bmi-value';
export { fromMeasurementValues, measurementDate, type MeasurementValues, toMeasurementValues } from './measurement-values';
export { ProgressFields } from './progress-fields';
export { lazyScreen, type LazyScreen } from './lazy-screen';
export { ConfirmDelete } from './confirm-delete';
export { PagedList, type PagedListProps } from './paged-list';
export { Panel, type PanelProps } from './panel';
export { listOf, usePaging } from './use-paging';
export { PHONE_QUERY, useIsPhone, useMediaQuery } from './use-media-query';
export { useSecondCommit } from './use-second-commit';
export { showFieldErrors, toNamePath } from './server-errors';
export { ForRoles, useRole } from './access';
export { phoneFormItemProps, phoneInputProps } from './phone-field';
export { PaymentPanel, type PaymentPanelProps } from './payment-panel';
export { ReceiptButton } from './receipt-button';
export { ClientPicker, type ClientOption, type ClientPickerProps } from './client-picker';
export { accountRules, EmailField, NameField, NewPasswordFields, useAccountRules } from './account-fields';
export { useLabels } from './labels';
export { MeasurementDateField } from './measurement-date-field';
export { changeOption, type ChangeOption } from './change-policy';
export { CheckboxGroupField } from './checkbox-group-field';
export { disabledWhile } from './form-disabled';
export { Pending, type PendingProps } from './pending';
