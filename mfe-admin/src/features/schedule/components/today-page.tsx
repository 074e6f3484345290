import { useTodayAppointments } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { clinicToday, formatDate, PageTitle } from '@clinic/ui';
import { DaySchedule } from './day-schedule';

/** `/admin/today`: today's appointments on the clinic's calendar. */
export function TodayPage() {
  const { timeZone } = useClinic();
  const today = useTodayAppointments();
  return (
    <div>
      <PageTitle>Today&apos;s Appointments · {formatDate(clinicToday(timeZone))}</PageTitle>
      <DaySchedule
        appointments={today.data?.data}
        loading={today.isFetching}
        emptyText={today.isError ? Messages.appointments.listFailed : 'No appointments today.'}
      />
    </div>
  );
}
