import { useTodayAppointments } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { clinicToday, formatDate, PageTitle } from '@clinic/ui';
import { DaySchedule } from './day-schedule';

/** `/admin/today`: today's appointments on the clinic's calendar. */
export function TodayPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const { timeZone } = useClinic();
  const today = useTodayAppointments();
  return (
    <div>
      <PageTitle>{t('schedule.today.title', { date: formatDate(clinicToday(timeZone)) })}</PageTitle>
      <DaySchedule
        appointments={today.data?.data}
        loading={today.isFetching}
        emptyText={today.isError ? m.appointments.listFailed : t('schedule.today.none')}
      />
    </div>
  );
}
