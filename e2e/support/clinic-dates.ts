import { type Weekday, weekdayOf } from '@clinic/contracts';

const clinicToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A date `daysAhead` from today on the clinic's calendar (negative: in the past) and its weekday. */
export function futureDate(daysAhead = 8): { date: string; weekday: Weekday } {
  const date = addDays(clinicToday(), daysAhead);
  return { date, weekday: weekdayOf(date) };
}
