import { type OverrideKind, toMinutes, weekdayOf, type Weekday } from '@clinic/contracts';

export interface HoursSlot {
  startTime: string;
  endTime: string;
  /** Closed by the practitioner's weekly switch. */
  isBooked: boolean;
  /** Opened by extra hours on this date. */
  extra: boolean;
}

export interface OverrideRange {
  kind: OverrideKind;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
}

/**
 * A practitioner's hours on one date: the weekday's repeating slots plus that date's extra hours,
 * or nothing bookable at all on time off (time off wins over extra hours on the same date).
 */
export function hoursOn(
  date: string,
  week: ReadonlyMap<Weekday, readonly { startTime: string; endTime: string; isBooked: boolean }[]>,
  overrides: readonly OverrideRange[],
): { timeOff: boolean; slots: HoursSlot[] } {
  const touching = overrides.filter((o) => o.startDate <= date && date <= o.endDate);
  const timeOff = touching.some((o) => o.kind === 'time-off');
  const weekly = (week.get(weekdayOf(date)) ?? []).map((s) => ({ startTime: s.startTime, endTime: s.endTime, isBooked: s.isBooked, extra: false }));
  const extra = touching
    .filter((o) => o.kind === 'extra-hours' && o.startTime && o.endTime)
    .map((o) => ({ startTime: o.startTime as string, endTime: o.endTime as string, isBooked: false, extra: true }));
  const slots = [...weekly, ...extra].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
  return { timeOff, slots };
}

/** Every calendar date from `from` to `to`, inclusive (YYYY-MM-DD; no time zone involved). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const [y, m, d] = from.split('-').map(Number);
  for (let i = 0; ; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (date > to) return dates;
    dates.push(date);
  }
}

/** How many dates `from` to `to` covers, both included. */
export function daysSpanned(from: string, to: string): number {
  const utc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
}
