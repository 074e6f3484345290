import { useTodayAppointments } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { clinicToday, formatDate, PageTitle, Text } from '@clinic/ui';
import { DaySchedule } from './day-schedule';

/**
 * `/admin/today`: today's appointments on the clinic's calendar. The day is beside the heading, not
 * in it, so the heading is a fixed text the shell draws from the manifest before this code arrives
 * (issue 17: on a phone the page's largest paint came with the remote, 4.3 s after navigation).
 */
export function TodayPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const { timeZone } = useClinic();
  const today = useTodayAppointments();
  return (
    <div>
      <PageTitle extra={<Text type="secondary">{formatDate(clinicToday(timeZone))}</Text>}>{t('schedule.today.title')}</PageTitle>
      <DaySchedule
        appointments={today.data?.data}
        loading={today.isFetching}
        emptyText={today.isError ? m.appointments.listFailed : t('schedule.today.none')}
      />
    </div>
  );
}
