import { DatePicker, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMessages, useTranslation } from '@clinic/i18n';
import { keepEnterInPicker, pickerDateFormats } from '@clinic/ui';

/** A plan's start (required) and end (open-ended when blank, never before the start). */
export function PlanDates() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  return (
    <Space wrap size="large">
      <Form.Item label={t('plans.form.startDate')} name="startDate" rules={[{ required: true, message: m.plans.startDateRequired }]}>
        <DatePicker format={pickerDateFormats('D MMM YYYY')} onKeyDown={keepEnterInPicker} />
      </Form.Item>
      <Form.Item
        label={t('plans.form.endDate')}
        name="endDate"
        dependencies={['startDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value?: Dayjs | null) => {
              const start = getFieldValue('startDate') as Dayjs | undefined;
              return !value || !start || !value.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error(m.plans.endBeforeStart));
            },
          }),
        ]}
      >
        <DatePicker format={pickerDateFormats('D MMM YYYY')} placeholder={t('plans.form.openEnded')} onKeyDown={keepEnterInPicker} />
      </Form.Item>
  </Space>
  );
}
