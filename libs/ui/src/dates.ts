import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import hi from 'dayjs/locale/hi';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { currentLanguage, i18n, type Language } from '@clinic/i18n';

// dayjs is a shared singleton: extending it here extends it for every app. British English: weeks
// start on Monday in the pickers, as on the availability forms, and dates read "30 Nov 2026". In
// Hindi, month and day names are Hindi ("30 नव॰ 2026"); the day still comes first, as in India.
dayjs.extend(utc);
dayjs.extend(timezone);
// Weeks start on Monday in Hindi too, like the clinic's week view and availability forms.
dayjs.locale({ ...hi, weekStart: 1 }, undefined, true);
const DAYJS_LOCALE: Record<Language, string> = { en: 'en-gb', hi: 'hi' };
dayjs.locale(DAYJS_LOCALE[currentLanguage()]);
i18n.on('languageChanged', (language) => dayjs.locale(DAYJS_LOCALE[currentLanguage(language)]));

/** Today on the clinic's calendar, YYYY-MM-DD (not the browser's, which may be abroad). */
export function clinicToday(timeZone: string): string {
  return dayjs().tz(timeZone).format('YYYY-MM-DD');
}

/** The clinic's clock now, HH:MM. */
export function clinicNowTime(timeZone: string): string {
  return dayjs().tz(timeZone).format('HH:mm');
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

/** An instant on the clinic's clock: "21 Nov, 20:45". */
export function formatInstant(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('D MMM, HH:mm');
}

/** An instant for lists: the time when it is today (clinic calendar), else the date. */
export function formatRecent(iso: string, timeZone: string): string {
  const moment = dayjs(iso).tz(timeZone);
  return moment.format('YYYY-MM-DD') === clinicToday(timeZone) ? moment.format('HH:mm') : moment.format('D MMM');
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
