import { Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import type { FormItemProps } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  BMI_CATEGORY_LABELS,
  bmiCategory,
  bmiPreview,
  BODY_FAT_PERCENT,
  type BmiCategory,
  type BmiScheme,
  cmToMetres,
  HEIGHT_CM,
  Messages,
  metresToCm,
  PROGRESS_NOTES_MAX_LENGTH,
  WEIGHT_KG,
} from '@clinic/contracts';
import { dateToDayjs, dayjsToDate } from './dates';

const CATEGORY_COLORS: Record<BmiCategory, string> = { underweight: 'blue', normal: 'green', overweight: 'orange', obese: 'red' };

export function BmiValue({ bmi, category }: { bmi: number | null; category: BmiCategory | null }) {
  if (bmi === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={6}>
      <span>{bmi.toFixed(1)}</span>
      {category && <Tag color={CATEGORY_COLORS[category]}>{BMI_CATEGORY_LABELS[category]}</Tag>}
    </Space>
  );
}

/** The measurement fields as the form holds them: height in centimetres. */
export interface MeasurementValues {
  date: Dayjs;
  weight?: number | null;
  heightCm?: number | null;
  bodyFat?: number | null;
  notes?: string;
}

/** Form values from a stored record (the API's height is in metres). */
export function toMeasurementValues(record: { date: string; weight: number | null; height: number | null; bodyFat: number | null; notes: string }): MeasurementValues {
  return { date: dateToDayjs(record.date), weight: record.weight, heightCm: metresToCm(record.height), bodyFat: record.bodyFat, notes: record.notes };
}

/** The API's body from the form's values. */
export function fromMeasurementValues({ date, weight, heightCm, bodyFat, notes }: MeasurementValues) {
  return { date: dayjsToDate(date), weight: weight ?? null, height: cmToMetres(heightCm), bodyFat: bodyFat ?? null, notes: notes?.trim() ?? '' };
}

/**
 * A measurement's date is never after `today` (the clinic's calendar date, YYYY-MM-DD): the
 * picker's `disabledDate`, and the form rules that refuse a typed one with the server's message.
 * (Helpers rather than a field component: the date picker stays out of this shared chunk.)
 */
export function measurementDate(today: string): { isFuture: (value: Dayjs | null | undefined) => boolean; rules: NonNullable<FormItemProps['rules']> } {
  const isFuture = (value: Dayjs | null | undefined) => Boolean(value && dayjsToDate(value) > today);
  return {
    isFuture,
    rules: [
      { required: true },
      { validator: (_, value: Dayjs | undefined) => (isFuture(value) ? Promise.reject(new Error(Messages.progress.futureDate)) : Promise.resolve()) },
    ],
  };
}

/**
 * Weight (kg), height (cm) and body fat (%) inputs with the BMI beside them, read-only and
 * recomputed as the user types; blank until weight and height are both in range, so a height typed
 * in the wrong unit shows its range message instead of a nonsense BMI, then the notes. Use inside an
 * antd Form.
 */
export function ProgressFields({ scheme }: { scheme: BmiScheme }) {
  const form = Form.useFormInstance();
  const weight = Form.useWatch('weight', form) as number | null | undefined;
  const heightCm = Form.useWatch('heightCm', form) as number | null | undefined;
  const bmi = bmiPreview(weight, heightCm);
  return (
    <>
      <Space wrap size="large">
        <Form.Item label="Weight (kg)" name="weight" rules={[{ type: 'number', min: WEIGHT_KG.min, max: WEIGHT_KG.max, message: Messages.progress.weightRange }]}>
          <InputNumber step={0.1} precision={1} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="Height (cm)" name="heightCm" rules={[{ type: 'number', min: HEIGHT_CM.min, max: HEIGHT_CM.max, message: Messages.progress.heightRangeCm }]}>
          <InputNumber step={1} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          label="Body fat (%)"
          name="bodyFat"
          rules={[{ type: 'number', min: BODY_FAT_PERCENT.min, max: BODY_FAT_PERCENT.max, message: Messages.progress.bodyFatRange }]}
        >
          <InputNumber step={0.1} precision={1} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Form.Item label="BMI" extra="Calculated from weight and height.">
        <output data-testid="bmi" aria-live="polite" aria-label="BMI">
          <BmiValue bmi={bmi} category={bmiCategory(bmi, scheme)} />
        </output>
      </Form.Item>
      <Form.Item label="Notes" name="notes" rules={[{ max: PROGRESS_NOTES_MAX_LENGTH, message: `Notes must be at most ${PROGRESS_NOTES_MAX_LENGTH} characters.` }]}>
        <Input.TextArea rows={3} count={{ show: true, max: PROGRESS_NOTES_MAX_LENGTH }} />
      </Form.Item>
    </>
  );
}
