import dayjs from 'dayjs';
import type { DatedDay, DatedSlot } from '@clinic/contracts';

/** Two weeks at a time, up to four weeks ahead: `page` 0 is today and the next 13 days, 1 the two weeks after. */
export const DATED_PAGES = 2;
const PAGE_DAYS = 14;

export function pageRange(today: string, page: number): { from: string; to: string } {
  const from = dayjs(today).add(page * PAGE_DAYS, 'day');
  return { from: from.format('YYYY-MM-DD'), to: from.add(PAGE_DAYS - 1, 'day').format('YYYY-MM-DD') };
}

/** The dates worth a row: any with sessions (even all taken), or time off; days never worked are left out. */
export const datesToShow = (days: readonly DatedDay[]) => days.filter((d) => d.timeOff || d.slots.length > 0);

/** Where a free session leads: the booking form with the nutritionist, date and time chosen. */
export function bookingLink(nutritionist: string, date: string, slot: Pick<DatedSlot, 'startTime' | 'endTime'>): string {
  const query = new URLSearchParams({ nutritionist, date, startTime: slot.startTime, endTime: slot.endTime });
  return `/appointmentForm?${query.toString()}`;
}
