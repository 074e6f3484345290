import { Button, DatePicker, Form, Input, Radio } from 'antd';
import { OVERRIDE_KIND_LABELS, OVERRIDE_KINDS, OVERRIDE_NOTE_MAX_LENGTH } from '@clinic/contracts';
import { dateToDayjs, keepEnterInPicker, pickerDateFormats } from '@clinic/ui';
import type { Dayjs } from 'dayjs';
import { SlotRangePicker } from './slot-range-picker';
import type { useDateOverrides } from './use-date-overrides';

const FORMAT = pickerDateFormats('D MMM YYYY');

/** Adding time off (one date or a range) or extra hours on a date. */
export function OverrideForm({ overrides, today }: { overrides: ReturnType<typeof useDateOverrides>; today: string }) {
  const kind = Form.useWatch('kind', overrides.form);
  const beforeToday = (d: Dayjs) => d.isBefore(dateToDayjs(today), 'day');
  return (
    <Form form={overrides.form} layout="vertical" initialValues={{ kind: 'time-off' }} onFinish={overrides.submit} disabled={overrides.saving} style={{ maxWidth: 520 }}>
      <Form.Item name="kind" label="Kind">
        <Radio.Group optionType="button" options={OVERRIDE_KINDS.map((k) => ({ value: k, label: OVERRIDE_KIND_LABELS[k] }))} />
      </Form.Item>
      {kind === 'extra-hours' ? (
        <>
          <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Choose the date.' }]}>
            <DatePicker format={FORMAT} onKeyDown={keepEnterInPicker} disabledDate={beforeToday} />
          </Form.Item>
          <Form.Item name="hours" label="Hours" rules={[{ validator: (_, v) => (v?.startTime && v?.endTime ? Promise.resolve() : Promise.reject(new Error('Choose a start and an end.'))) }]}>
            <SlotRangePicker />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="dates" label="Dates (first and last day away)" rules={[{ required: true, message: 'Choose the first and last day.' }]}>
          <DatePicker.RangePicker format={FORMAT} onKeyDown={keepEnterInPicker} disabledDate={beforeToday} placeholder={['First day', 'Last day']} />
        </Form.Item>
      )}
      <Form.Item name="note" label="Note (optional)">
        <Input maxLength={OVERRIDE_NOTE_MAX_LENGTH} placeholder="Holiday, leave, conference…" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={overrides.saving}>
        {kind === 'extra-hours' ? 'Add extra hours' : 'Add time off'}
      </Button>
    </Form>
  );
}
