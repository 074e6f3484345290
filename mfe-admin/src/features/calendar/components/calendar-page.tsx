import { Alert } from 'antd';
import { useState } from 'react';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, Paragraph, Pending } from '@clinic/ui';
import { AppointmentDrawer } from './appointment-drawer';
import { CalendarToolbar } from './calendar-toolbar';
import { DayList } from './day-list';
import { useCalendar } from './use-calendar';
import { WeekGrid } from './week-grid';

/** `/admin/calendar`: the practitioners' day and week, on the clinic's calendar. */
export function CalendarPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const calendar = useCalendar();
  const [openId, setOpenId] = useState<string>();
  const { appointments, days, dates, isPhone, nutritionist } = calendar;
  const list = appointments.data ?? [];
  return (
    <div>
      <PageTitle>{t('calendar.title')}</PageTitle>
      <CalendarToolbar calendar={calendar} />
      {!nutritionist && (
        <Paragraph type="secondary">{t('calendar.chooseNutritionist')}</Paragraph>
      )}
      {appointments.isError && <Alert type="error" showIcon message={m.appointments.listFailed} />}
      {appointments.isPending ? (
        <Pending query={appointments} />
      ) : isPhone ? (
        <DayList appointments={list} day={days?.[0]} onOpen={setOpenId} />
      ) : (
        <WeekGrid dates={dates} today={calendar.today} appointments={list} days={days} onOpen={setOpenId} />
      )}
      <AppointmentDrawer appointment={list.find((a) => a._id === openId)} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
