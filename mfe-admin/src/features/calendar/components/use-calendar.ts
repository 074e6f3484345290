import { useQuery } from '@tanstack/react-query';
import { api, appointmentKeys, type Schemas, unwrap, useDatedAvailability } from '@clinic/api-client';
import { isCalendarDate } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { useSearchParams } from '@clinic/router';
import { clinicToday, useIsPhone, useRole } from '@clinic/ui';
import { type CalendarView, stepDate, viewDates } from './calendar-layout';

type Appointment = Schemas['AppointmentDto'];

/** A week of the whole clinic can pass one page: read page after page (at most 5, 500 appointments). */
async function appointmentsBetween(startDate: string, endDate: string, nutritionist: string | undefined): Promise<Appointment[]> {
  const all: Appointment[] = [];
  for (let page = 1; page <= 5; page++) {
    const res = await unwrap(api.GET('/api/appointments', { params: { query: { startDate, endDate, nutritionist, sort: 'date', limit: 100, page } } }));
    all.push(...res.data);
    if (all.length >= res.total || res.data.length === 0) break;
  }
  return all;
}

/**
 * The calendar's state, kept in the address (`?view=week&date=…&nutritionist=…`) so a reload or a
 * shared link shows the same thing: what it shows, the appointments of those dates, and the
 * practitioner's dated hours to shade. A phone always shows one day.
 */
export function useCalendar() {
  const { timeZone } = useClinic();
  const { user, is } = useRole();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const today = clinicToday(timeZone);
  const date = isCalendarDate(params.get('date')) ? (params.get('date') as string) : today;
  const view: CalendarView = isPhone || params.get('view') === 'day' ? 'day' : 'week';
  // The admin sees everyone unless they choose; a nutritionist always sees their own calendar.
  const nutritionist = is('admin') ? params.get('nutritionist') || undefined : user?._id;
  const dates = viewDates(view, date);
  const from = dates[0];
  const to = dates[dates.length - 1];

  const appointments = useQuery({
    queryKey: [...appointmentKeys.lists(), 'calendar', from, to, nutritionist ?? 'all'],
    queryFn: () => appointmentsBetween(from, to, nutritionist),
  });
  const hours = useDatedAvailability(nutritionist, from, to);

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return {
    today,
    date,
    dates,
    view,
    isPhone,
    nutritionist,
    chooseNutritionist: is('admin') ? (id: string | undefined) => set({ nutritionist: id }) : undefined,
    setView: (v: CalendarView) => set({ view: v }),
    go: (direction: -1 | 1) => set({ date: stepDate(view, date, direction) }),
    goTo: (d: string) => set({ date: d === today ? undefined : d }),
    appointments,
    days: hours.data?.days,
  };
}
