import { DatePicker, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { Messages } from '@clinic/contracts';
import { keepEnterInPicker, pickerDateFormats } from '@clinic/ui';

/** A plan's start (required) and end (open-ended when blank, never before the start). */
export function PlanDates() {
  return (
    <Space wrap size="large">
      <Form.Item label="Start date" name="startDate" rules={[{ required: true, message: Messages.plans.startDateRequired }]}>
        <DatePicker format={pickerDateFormats('D MMM YYYY')} onKeyDown={keepEnterInPicker} />
      </Form.Item>
      <Form.Item
        label="End date"
        name="endDate"
        dependencies={['startDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value?: Dayjs | null) => {
              const start = getFieldValue('startDate') as Dayjs | undefined;
              return !value || !start || !value.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error(Messages.plans.endBeforeStart));
            },
          }),
        ]}
      >
        <DatePicker format={pickerDateFormats('D MMM YYYY')} placeholder="Open-ended" onKeyDown={keepEnterInPicker} />
      </Form.Item>
  </Space>
  );
}
