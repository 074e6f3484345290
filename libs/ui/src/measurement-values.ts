import type { FormItemProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { cmToMetres, metresToCm } from '@clinic/contracts';
import { messagesIn } from '@clinic/i18n';
import { dateToDayjs, dayjsToDate } from './dates';

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
      { validator: (_, value: Dayjs | undefined) => (isFuture(value) ? Promise.reject(new Error(messagesIn().progress.futureDate)) : Promise.resolve()) },
    ],
  };
}
