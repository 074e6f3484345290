import { DatePicker, Form, InputNumber, Radio, Select, Space } from 'antd';
import { Messages, MODE_LABELS, MODES, SESSION_TYPE_LABELS, SESSION_TYPES, weekdayOf } from '@clinic/contracts';
import { dateToDayjs, keepEnterInPicker, pickerDateFormats } from '@clinic/ui';
import { priceRule } from './field-rules';
import type { useDaySlots } from './use-day-slots';

export const requiredToBook = [{ required: true, message: Messages.appointments.fillRequired }];

/** The day to book: only the nutritionist's working days, from today to the clinic's horizon. */
export function BookingDateField({ day, nutritionistId }: { day: ReturnType<typeof useDaySlots>; nutritionistId?: string }) {
  return (
    <Form.Item
      label="Date"
      name="date"
      rules={requiredToBook}
      extra={day.dateText ? `${weekdayOf(day.dateText)}` : nutritionistId ? 'Days without availability are greyed out.' : 'Choose a nutritionist first.'}
    >
      <DatePicker
        // Shown as "Mon, 30 Nov 2026"; typing 2026-11-30 works too.
        format={pickerDateFormats('ddd, D MMM YYYY')}
        onKeyDown={keepEnterInPicker}
        disabled={!nutritionistId}
        disabledDate={day.isOffDay}
        minDate={dateToDayjs(day.today)}
        maxDate={day.lastBookable}
        style={{ width: '100%' }}
        allowClear={false}
      />
    </Form.Item>
  );
}

/** Session type and mode, and the price where the clinic's side sets it. */
export function SessionFields({ withPrice }: { withPrice: boolean }) {
  return (
    <>
      <Space wrap size="large" style={{ width: '100%' }}>
        <Form.Item label="Session type" name="sessionType" rules={[{ required: true }]}>
          <Select style={{ minWidth: 220 }} options={SESSION_TYPES.map((t) => ({ value: t, label: SESSION_TYPE_LABELS[t] }))} />
        </Form.Item>
        <Form.Item label="Mode" name="mode" rules={[{ required: true }]}>
          <Radio.Group options={MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))} />
        </Form.Item>
      </Space>
      {withPrice && (
        <Form.Item label="Price (₹)" name="price" rules={[...requiredToBook, priceRule]}>
          <InputNumber step={50} prefix="₹" style={{ width: 200 }} />
        </Form.Item>
      )}
    </>
  );
}
