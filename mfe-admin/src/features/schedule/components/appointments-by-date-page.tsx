import { DatePicker, Space } from 'antd';
import { useSearchParams } from '@clinic/router';
import { useAppointmentsOnDate } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { clinicToday, dateToDayjs, dayjsToDate, PageTitle, pickerDateFormats } from '@clinic/ui';
import { DaySchedule } from './day-schedule';

/** `/admin/AppointmentsByDate`: any day's schedule; the date is kept in the address to share or reload. */
export function AppointmentsByDatePage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const { timeZone } = useClinic();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? clinicToday(timeZone);
  const onDate = useAppointmentsOnDate(date);
  return (
    <div>
      <PageTitle>{t('schedule.byDate.title')}</PageTitle>
      <Space style={{ marginBottom: 16 }}>
        <DatePicker
          aria-label={t('schedule.byDate.date')}
          format={pickerDateFormats('ddd, D MMM YYYY')}
          allowClear={false}
          value={dateToDayjs(date)}
          onChange={(value) => value && setParams({ date: dayjsToDate(value) })}
        />
      </Space>
      <DaySchedule
        appointments={onDate.data?.data}
        loading={onDate.isFetching}
        emptyText={onDate.isError ? m.appointments.listFailed : m.appointments.noneForDate}
      />
    </div>
  );
}
