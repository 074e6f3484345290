import { Button, DatePicker, Form, Input, Radio } from 'antd';
import { OVERRIDE_KINDS, OVERRIDE_NOTE_MAX_LENGTH } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { dateToDayjs, keepEnterInPicker, pickerDateFormats, disabledWhile } from '@clinic/ui';
import type { Dayjs } from 'dayjs';
import { SlotRangePicker } from './slot-range-picker';
import type { useDateOverrides } from './use-date-overrides';

const FORMAT = pickerDateFormats('D MMM YYYY');

/** Adding time off (one date or a range) or extra hours on a date. */
export function OverrideForm({ overrides, today }: { overrides: ReturnType<typeof useDateOverrides>; today: string }) {
  const { t } = useTranslation('admin');
  const kind = Form.useWatch('kind', overrides.form);
  const beforeToday = (d: Dayjs) => d.isBefore(dateToDayjs(today), 'day');
  return (
    <Form form={overrides.form} layout="vertical" initialValues={{ kind: 'time-off' }} onFinish={overrides.submit} disabled={disabledWhile(overrides.saving)} style={{ maxWidth: 520 }}>
      <Form.Item name="kind" label={t('availability.overrideForm.kind')}>
        <Radio.Group optionType="button" options={OVERRIDE_KINDS.map((k) => ({ value: k, label: t(`availability.kinds.${k}`) }))} />
      </Form.Item>
      {kind === 'extra-hours' ? (
        <>
          <Form.Item name="date" label={t('availability.overrideForm.date')} rules={[{ required: true, message: t('availability.overrideForm.chooseDate') }]}>
            <DatePicker format={FORMAT} onKeyDown={keepEnterInPicker} disabledDate={beforeToday} />
          </Form.Item>
          <Form.Item
            name="hours"
            label={t('availability.overrideForm.hours')}
            rules={[{ validator: (_, v) => (v?.startTime && v?.endTime ? Promise.resolve() : Promise.reject(new Error(t('availability.overrideForm.chooseHours')))) }]}
          >
            <SlotRangePicker />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="dates" label={t('availability.overrideForm.dates')} rules={[{ required: true, message: t('availability.overrideForm.chooseDates') }]}>
          <DatePicker.RangePicker
            format={FORMAT}
            onKeyDown={keepEnterInPicker}
            disabledDate={beforeToday}
            placeholder={[t('availability.overrideForm.firstDay'), t('availability.overrideForm.lastDay')]}
          />
        </Form.Item>
      )}
      <Form.Item name="note" label={t('availability.overrideForm.note')}>
        <Input maxLength={OVERRIDE_NOTE_MAX_LENGTH} placeholder={t('availability.overrideForm.notePlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={overrides.saving}>
        {kind === 'extra-hours' ? t('availability.overrideForm.addExtraHours') : t('availability.overrideForm.addTimeOff')}
      </Button>
    </Form>
  );
}
