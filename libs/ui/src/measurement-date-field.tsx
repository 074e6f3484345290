import { DatePicker, Form } from 'antd';
import { pickerDateFormats } from './dates';
import { keepEnterInPicker } from './picker-keys';
import { measurementDate } from './measurement-values';
import { useUiTranslation } from './i18n';

/**
 * A measurement's date (field `date`), never after `today` (the clinic's calendar date): future
 * days greyed out, a typed one refused with the server's message. Its own module, so the screens
 * that only show progress (`BmiValue`) do not carry the date picker.
 */
export function MeasurementDateField({ today }: { today: string }) {
  const { t } = useUiTranslation();
  const { rules, isFuture } = measurementDate(today);
  return (
    <Form.Item label={t('measurement.date')} name="date" rules={rules}>
      <DatePicker format={pickerDateFormats('D MMM YYYY')} allowClear={false} disabledDate={isFuture} onKeyDown={keepEnterInPicker} />
    </Form.Item>
  );
}
