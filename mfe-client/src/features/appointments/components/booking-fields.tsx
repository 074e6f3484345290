import { lazy, memo, Suspense, useMemo } from 'react';
import { DatePicker, type DatePickerProps, Form, Radio, Select } from 'antd';
import { MODES, SESSION_TYPES } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { dateToDayjs, keepEnterInPicker, pickerDateFormats, Space } from '@clinic/ui';
import { useFieldRules } from './field-rules';
import type { useDaySlots } from './use-day-slots';

const PriceField = lazy(() => import('./price-field'));

type DayProps = Pick<ReturnType<typeof useDaySlots>, 'dateText' | 'today' | 'lastBookable' | 'isOffDay'>;

/**
 * The day to book: only the nutritionist's working days, from today to the clinic's horizon.
 * Memoised, with the day's parts as props, so the calendar is drawn again only when they change,
 * not each time another of the form's queries answers (issue 17).
 */
export const BookingDateField = memo(function BookingDateField({ dateText, today, lastBookable, isOffDay, nutritionistId }: DayProps & { nutritionistId?: string }) {
  const { t } = useTranslation('client');
  const rules = useFieldRules();
  const minDate = useMemo(() => dateToDayjs(today), [today]);
  // The chosen day's name, in the reader's language.
  const weekday = dateText ? dateToDayjs(dateText).format('dddd') : undefined;
  return (
    <Form.Item label={t('common.date')} name="date" rules={rules.required}>
      <DateWithHint
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
function DateWithHint({ hint, ...picker }: DatePickerProps & { hint: string }) {
  const hintId = `${picker.id ?? 'date'}_hint`;
  return (
    <>
      <DatePicker {...picker} aria-describedby={[picker['aria-describedby'], hintId].filter(Boolean).join(' ')} />
      <div id={hintId} className="ant-form-item-extra">
        {hint}
      </div>
    </>
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
