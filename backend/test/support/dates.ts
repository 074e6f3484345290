import { WEEKDAYS, type Weekday, weekdayOf } from '@clinic/contracts';

/** Today on the clinic's calendar (the tests run with the default zone, Asia/Kolkata). */
export function clinicToday(timeZone = 'Asia/Kolkata'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first date on `weekday` at least `minDaysAhead` days after today: safely in the future. */
export function nextWeekday(weekday: Weekday, minDaysAhead = 7): string {
  let date = addDays(clinicToday(), minDaysAhead);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** 08:00–12:00 in half-hour slots: a morning of availability for the booking tests. */
export const MORNING_SLOTS = Array.from({ length: 8 }, (_, i) => {
  const at = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { startTime: at(480 + i * 30), endTime: at(510 + i * 30) };
});

export { WEEKDAYS };
