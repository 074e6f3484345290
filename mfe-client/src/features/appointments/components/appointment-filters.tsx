import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  type Mode,
  MODE_LABELS,
  MODES,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type SessionType,
  STATUS_LABELS,
} from '@clinic/contracts';
import { dayjsToDate, pickerDateFormats } from '@clinic/ui';

export interface AppointmentFilters {
  startDate?: string;
  endDate?: string;
  status?: AppointmentStatus;
  sessionType?: SessionType;
  mode?: Mode;
}

type Choice<K extends keyof AppointmentFilters> = NonNullable<AppointmentFilters[K]>;
type SetFilter = <K extends keyof AppointmentFilters>(key: K, value: AppointmentFilters[K]) => void;

/** The appointment list's filters: a date range, status, session type and mode. */
export function AppointmentFilterBar({ setFilter }: { setFilter: SetFilter }) {
  const dateFilter = (key: 'startDate' | 'endDate', label: string) => (
    <DatePicker
      placeholder={label}
      aria-label={label}
      format={pickerDateFormats('D MMM YYYY')}
      onChange={(value: Dayjs | null) => setFilter(key, value ? dayjsToDate(value) : undefined)}
    />
  );
  const choice = <K extends 'status' | 'sessionType' | 'mode'>(key: K, label: string, width: number, values: readonly Choice<K>[], labels: Record<Choice<K>, string>) => (
    <Select<Choice<K>>
      placeholder={label}
      aria-label={label}
      allowClear
      style={{ width }}
      onChange={(v) => setFilter(key, v)}
      options={values.map((v) => ({ value: v, label: labels[v] }))}
    />
  );
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {dateFilter('startDate', 'Start date')}
      {dateFilter('endDate', 'End date')}
      {choice('status', 'Status', 140, APPOINTMENT_STATUSES, STATUS_LABELS)}
      {choice('sessionType', 'Session type', 180, SESSION_TYPES, SESSION_TYPE_LABELS)}
      {choice('mode', 'Mode', 130, MODES, MODE_LABELS)}
    </Space>
  );
}
