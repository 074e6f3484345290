import { type Weekday, weekdayOf } from '@clinic/contracts';

const liveClinicDay = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * The clinic's day when the run began (global-setup records it). Specs keep their weekly slots
 * apart by booking different days ahead; a run that crosses midnight in Kolkata would shift the later
 * specs by one day onto an earlier spec's weekday, so every spec counts from the same day.
 */
const clinicToday = (): string => process.env.E2E_CLINIC_DAY ?? liveClinicDay();

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A date `daysAhead` from today on the clinic's calendar (negative: in the past) and its weekday. */
export function futureDate(daysAhead = 8): { date: string; weekday: Weekday } {
  const date = addDays(clinicToday(), daysAhead);
  return { date, weekday: weekdayOf(date) };
}
