/**
 * When a scheduled backup is due and which backup files retention removes. Pure functions of the
 * time they are given, so the rules are tested with any clock.
 */
import type { BackupSettings } from '@clinic/contracts';

interface ClinicMoment {
  date: string;
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment on the clinic's calendar and clock. */
export function clinicMoment(instant: Date, timeZone: string): ClinicMoment {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of a date's week (ISO weeks start on Monday). */
export function weekOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The key of one day's scheduled backup: the unique `_id` that lets only one instance take it. */
export const scheduledSlot = (date: string) => `scheduled|${date}`;

/**
 * Today's slot once today's backup time has passed on the clinic's clock, else none. A backup
 * missed while the app was stopped is therefore taken at the next start, once per day.
 */
export function dueSlot(settings: Pick<BackupSettings, 'enabled' | 'time'>, now: Date, timeZone: string): string | undefined {
  if (!settings.enabled) return undefined;
  const { date, time } = clinicMoment(now, timeZone);
  return time >= settings.time ? scheduledSlot(date) : undefined;
}

/** The clinic date and time of the next scheduled backup, given whether today's has been taken. */
export function nextRun(settings: Pick<BackupSettings, 'enabled' | 'time'>, now: Date, timeZone: string, todayTaken: boolean): ClinicMoment | undefined {
  if (!settings.enabled) return undefined;
  const { date, time } = clinicMoment(now, timeZone);
  if (todayTaken) return { date: addDays(date, 1), time: settings.time };
  // Due already: the scheduler takes it within a minute.
  return time >= settings.time ? { date, time } : { date, time: settings.time };
}

/**
 * Scheduled backups that retention removes: of the newest file of each day, the latest `keepDaily`
 * days stay; of the newest file of each week, the latest `keepWeekly` weeks stay; the rest go.
 * Only scheduled backups are given here: manual and pre-restore files are the admin's to delete.
 */
export function expiredBackups(files: ReadonlyArray<{ name: string; takenAt: Date }>, keep: Pick<BackupSettings, 'keepDaily' | 'keepWeekly'>, timeZone: string): string[] {
  const newestFirst = [...files].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const file of newestFirst) {
    const day = clinicMoment(file.takenAt, timeZone).date;
    if (!days.has(day)) {
      days.add(day);
      if (days.size <= keep.keepDaily) kept.add(file.name);
    }
    const week = weekOf(day);
    if (!weeks.has(week)) {
      weeks.add(week);
      if (weeks.size <= keep.keepWeekly) kept.add(file.name);
    }
  }
  return newestFirst.filter((f) => !kept.has(f.name)).map((f) => f.name);
}
