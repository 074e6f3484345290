import { Alert, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Messages } from '@clinic/contracts';
import { PageTitle } from '@clinic/ui';
import { AppointmentDrawer } from './appointment-drawer';
import { CalendarToolbar } from './calendar-toolbar';
import { DayList } from './day-list';
import { useCalendar } from './use-calendar';
import { WeekGrid } from './week-grid';

/** `/admin/calendar`: the practitioners' day and week, on the clinic's calendar. */
export function CalendarPage() {
  const calendar = useCalendar();
  const [openId, setOpenId] = useState<string>();
  const { appointments, days, dates, isPhone, nutritionist } = calendar;
  const list = appointments.data ?? [];
  return (
    <div>
      <PageTitle>Calendar</PageTitle>
      <CalendarToolbar calendar={calendar} />
      {!nutritionist && (
        <Typography.Paragraph type="secondary">Choose a nutritionist to see their working hours shaded.</Typography.Paragraph>
      )}
      {appointments.isError && <Alert type="error" showIcon message={Messages.appointments.listFailed} />}
      {appointments.isPending ? (
        <Skeleton active />
      ) : isPhone ? (
        <DayList appointments={list} day={days?.[0]} onOpen={setOpenId} />
      ) : (
        <WeekGrid dates={dates} today={calendar.today} appointments={list} days={days} onOpen={setOpenId} />
      )}
      <AppointmentDrawer appointment={list.find((a) => a._id === openId)} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
