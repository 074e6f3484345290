import { lazy, memo, Suspense, useContext, useMemo, useState } from 'react';
import { type DatePicker as AntdDatePicker, type DatePickerProps, Form, Radio, Select } from 'antd';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { ConfigContext } from 'antd/es/config-provider/context';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import usePickerStyle from 'antd/es/date-picker/style';
import { useLocale } from 'antd/es/locale';
import defaultLocale from 'antd/es/locale/en_US';
import { MODES, SESSION_TYPES } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { dateToDayjs, keepEnterInPicker, pickerDateFormats, Space } from '@clinic/ui';
import { useFieldRules } from './field-rules';
import type { useDaySlots } from './use-day-slots';

const PriceField = lazy(() => import('./price-field'));

/**
 * antd's DatePicker (its calendar, 28 kB gzip with the date plugins it brings) loads when the date
 * can first be chosen: a nutritionist chosen, or about to be (the select's focus starts it). Until
 * then the spec keeps the date off, and the page draws the same off field without that code: a
 * phone's first visit to booking fetches and compiles 28 kB less (issue 17).
 */
export const loadDatePicker = () => import('antd/es/date-picker');
// antd's generic picker type, which `lazy` would widen to unknown values.
const DatePicker = lazy(loadDatePicker) as unknown as typeof AntdDatePicker;

type DayProps = Pick<ReturnType<typeof useDaySlots>, 'dateText' | 'today' | 'lastBookable' | 'isOffDay'>;

/**
 * The day to book: only the nutritionist's working days, from today to the clinic's horizon.
 * Memoised, with the day's parts as props, so the calendar is drawn again only when they change,
 * not each time another of the form's queries answers (issue 17).
 */
export const BookingDateField = memo(function BookingDateField({
  dateText,
  today,
  lastBookable,
  isOffDay,
  nutritionistId,
  calendar,
}: DayProps & {
  nutritionistId?: string;
  /** antd's DatePicker where the caller's code already holds it, so the field never waits for it. */
  calendar?: typeof AntdDatePicker;
}) {
  const { t } = useTranslation('client');
  const rules = useFieldRules();
  const minDate = useMemo(() => dateToDayjs(today), [today]);
  // The chosen day's name, in the reader's language.
  const weekday = dateText ? dateToDayjs(dateText).format('dddd') : undefined;
  return (
    <Form.Item label={t('common.date')} name="date" rules={rules.required}>
      <DateWithHint
        calendar={calendar}
        hint={weekday ?? (nutritionistId ? t('appointments.booking.offDaysGreyed') : t('appointments.booking.chooseNutritionistFirst'))}
        // Shown as "Mon, 30 Nov 2026"; typing 2026-11-30 works too.
        format={pickerDateFormats('ddd, D MMM YYYY')}
        onKeyDown={keepEnterInPicker}
        disabled={!nutritionistId}
        disabledDate={isOffDay}
        minDate={minDate}
        maxDate={lastBookable}
        style={{ width: '100%' }}
        allowClear={false}
      />
    </Form.Item>
  );
});

/**
 * The picker with its hint under it, which describes it. Not Form.Item's `extra`: antd measures
 * that hint's height in a layout effect, which laid the whole page out inside the form's first
 * commit (about 24 ms of its 90 at a phone's CPU, issue 17); here it is laid out with the frame.
 * Form.Item's own description (an error) is kept beside the hint's.
 */
function DateWithHint({ hint, calendar, ...picker }: DatePickerProps & { hint: string; calendar?: typeof AntdDatePicker }) {
  const hintId = `${picker.id ?? 'date'}_hint`;
  const describedBy = [picker['aria-describedby'], hintId].filter(Boolean).join(' ');
  // Off through the form or the shell (offline) too: offline, the calendar's code may not be on the
  // device, and the field could not be used anyway.
  const off = useContext(DisabledContext) || Boolean(picker.disabled);
  // Once drawn, antd's picker stays, off or on: the copy is always empty, and going offline with a
  // date chosen must keep showing that date.
  const [wanted, setWanted] = useState(!off);
  if (!off && !wanted) setWanted(true);
  const stillOff = <OffPicker id={picker.id} style={picker.style} describedBy={describedBy} />;
  // The caller's own copy of the picker when it has one (never suspends), else the lazy one.
  const Calendar = calendar ?? DatePicker;
  return (
    <>
      {wanted || calendar ? (
        <Suspense fallback={stillOff}>
          <Calendar {...picker} aria-describedby={describedBy} />
        </Suspense>
      ) : (
        stillOff
      )}
      <div id={hintId} className="ant-form-item-extra">
        {hint}
      </div>
    </>
  );
}

/** An empty DatePicker that is off, in antd's markup and styles, drawn without the picker's code. */
function OffPicker({ id, style, describedBy }: { id?: string; style?: DatePickerProps['style']; describedBy: string }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefix = getPrefixCls('picker');
  const rootCls = useCSSVarCls(prefix);
  const [hashId, cssVarCls] = usePickerStyle(prefix, rootCls);
  const [locale] = useLocale('DatePicker', defaultLocale.DatePicker);
  return (
    <div className={[prefix, `${prefix}-disabled`, `${prefix}-outlined`, hashId, cssVarCls, rootCls].filter(Boolean).join(' ')} style={style}>
      <div className={`${prefix}-input`}>
        <input id={id} disabled value="" readOnly placeholder={locale?.lang.placeholder} autoComplete="off" aria-required="true" aria-describedby={describedBy} size={17} />
        <span className={`${prefix}-suffix`}>
          <CalendarOutlined />
        </span>
      </div>
    </div>
  );
}

/** Session type and mode, and the price where the clinic's side sets it. */
export const SessionFields = memo(function SessionFields({ withPrice }: { withPrice: boolean }) {
  const { t } = useTranslation('client');
  return (
    <>
      <Space wrap size="large" style={{ width: '100%' }}>
        <Form.Item label={t('common.sessionType')} name="sessionType" rules={[{ required: true }]}>
          <Select style={{ minWidth: 220 }} options={SESSION_TYPES.map((type) => ({ value: type, label: t(`labels.sessionType.${type}`) }))} />
        </Form.Item>
        <Form.Item label={t('common.mode')} name="mode" rules={[{ required: true }]}>
          <Radio.Group options={MODES.map((mode) => ({ value: mode, label: t(`labels.mode.${mode}`) }))} />
        </Form.Item>
      </Space>
      {withPrice && (
        // Its room while it loads (a label and a field), so the notes below do not move.
        <Suspense fallback={<div style={{ height: 86 }} />}>
          <PriceField />
        </Suspense>
      )}
    </>
  );
});
