import { DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { memo } from 'react';
import { APPOINTMENT_STATUSES, type AppointmentStatus, type Mode, MODES, SESSION_TYPES, type SessionType } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { dayjsToDate, pickerDateFormats, Space } from '@clinic/ui';

export interface AppointmentFilters {
  startDate?: string;
  endDate?: string;
  status?: AppointmentStatus;
  sessionType?: SessionType;
  mode?: Mode;
}

type Choice<K extends keyof AppointmentFilters> = NonNullable<AppointmentFilters[K]>;
type SetFilter = <K extends keyof AppointmentFilters>(key: K, value: AppointmentFilters[K]) => void;

/**
 * The appointment list's filters: a date range, status, session type and mode. Memoised: its two date
 * pickers and three selects took 100-150 ms to draw again on a phone's CPU each time the list's
 * answer arrived, in one synchronous render (a query's update), for nothing.
 */
export const AppointmentFilterBar = memo(function AppointmentFilterBar({ setFilter }: { setFilter: SetFilter }) {
  const { t } = useTranslation('client');
  const dateFilter = (key: 'startDate' | 'endDate', label: string) => (
    <DatePicker
      key={key}
      placeholder={label}
      aria-label={label}
      format={pickerDateFormats('D MMM YYYY')}
      onChange={(value: Dayjs | null) => setFilter(key, value ? dayjsToDate(value) : undefined)}
    />
  );
  const choice = <K extends 'status' | 'sessionType' | 'mode'>(key: K, label: string, width: number, values: readonly Choice<K>[]) => (
    <Select<Choice<K>>
      key={key}
      placeholder={label}
      aria-label={label}
      allowClear
      style={{ width }}
      onChange={(v) => setFilter(key, v)}
      options={values.map((v) => ({ value: v, label: t(['labels', key, v].join('.')) }))}
    />
  );
  const filters = [
    dateFilter('startDate', t('appointments.filters.startDate')),
    dateFilter('endDate', t('appointments.filters.endDate')),
    choice('status', t('common.status'), 140, APPOINTMENT_STATUSES),
    choice('sessionType', t('common.sessionType'), 180, SESSION_TYPES),
    choice('mode', t('common.mode'), 130, MODES),
  ];
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {filters}
    </Space>
  );
});
