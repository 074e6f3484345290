import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import hi from 'dayjs/locale/hi';
import { currentLanguage, i18n, type Language } from '@clinic/i18n';

// dayjs is a shared singleton: the locale set here is every app's. British English: weeks
// start on Monday in the pickers, as on the availability forms, and dates read "30 Nov 2026". In
// Hindi, month and day names are Hindi ("30 नव॰ 2026"); the day still comes first, as in India.
// Weeks start on Monday in Hindi too, like the clinic's week view and availability forms.
dayjs.locale({ ...hi, weekStart: 1 }, undefined, true);
const DAYJS_LOCALE: Record<Language, string> = { en: 'en-gb', hi: 'hi' };
dayjs.locale(DAYJS_LOCALE[currentLanguage()]);
i18n.on('languageChanged', (language) => dayjs.locale(DAYJS_LOCALE[currentLanguage(language)]));

/*
 * A wall clock in a zone is read through one cached Intl formatter per zone, not dayjs's timezone
 * plugin: its `tz()` builds a new formatter (toLocaleString with a timeZone) on every call, which a
 * CPU profile of the client home put at about 130 ms on a 4x-slowed phone.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

interface ClinicClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

/**
 * India's zone has been UTC+05:30 all year since 1945, so its clock is plain arithmetic. Building a
 * formatter for a named zone loads the browser's time-zone data first (about 30 ms on a phone, on
 * the first page), which most clinics, on the default zone, never need.
 */
const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = { 'Asia/Kolkata': 330, 'Asia/Calcutta': 330 };

function onClinicClock(instant: Date, timeZone: string): ClinicClock {
  const fixed = FIXED_OFFSET_MINUTES[timeZone];
  if (fixed !== undefined) {
    const [date, time] = new Date(instant.getTime() + fixed * 60_000).toISOString().split('T');
    return { date, time: time.slice(0, 5) };
  }
  let zoned = zoneFormats.get(timeZone);
  if (!zoned) {
    zoned = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    zoneFormats.set(timeZone, zoned);
  }
  const part = Object.fromEntries(zoned.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Today on the clinic's calendar, YYYY-MM-DD (not the browser's, which may be abroad). */
export function clinicToday(timeZone: string): string {
  return onClinicClock(new Date(), timeZone).date;
}

/** The clinic's clock now, HH:MM. */
export function clinicNowTime(timeZone: string): string {
  return onClinicClock(new Date(), timeZone).time;
}

/** A clinic calendar date as a picker value (a plain local date: the day is what matters). */
export function dateToDayjs(date: string): Dayjs {
  return dayjs(date, 'YYYY-MM-DD');
}

export function dayjsToDate(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

export function timeToDayjs(time: string): Dayjs {
  const [h, m] = time.split(':').map(Number);
  return dayjs().hour(h).minute(m).second(0).millisecond(0);
}

export function dayjsToTime(value: Dayjs): string {
  return value.format('HH:mm');
}

/** "Mon, 23 Nov 2026" */
export function formatDate(date: string): string {
  return dateToDayjs(date).format('ddd, D MMM YYYY');
}

/** "10:00 – 10:30" */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${startTime} – ${endTime}`;
}

/** An instant on the clinic's clock: "21 Nov, 20:45" (the month in the reader's language). */
export function formatInstant(iso: string, timeZone: string): string {
  const { date, time } = onClinicClock(new Date(iso), timeZone);
  return `${dateToDayjs(date).format('D MMM')}, ${time}`;
}

/** An instant for lists: the time when it is today (clinic calendar), else the date. */
export function formatRecent(iso: string, timeZone: string): string {
  const { date, time } = onClinicClock(new Date(iso), timeZone);
  return date === clinicToday(timeZone) ? time : dateToDayjs(date).format('D MMM');
}

/**
 * How a typed date is read: Indian style day first (23/11/2026, 23-11-2026, with or without leading
 * zeros) or ISO. The API keeps YYYY-MM-DD; only the picker's text changes.
 */
export const TYPED_DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'YYYY-MM-DD'];

/** A date picker's `format`: shown as `display`, typed in any of TYPED_DATE_FORMATS. */
export function pickerDateFormats(display: string): string[] {
  return [display, ...TYPED_DATE_FORMATS];
}
