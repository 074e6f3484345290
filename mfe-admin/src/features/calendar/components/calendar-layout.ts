import dayjs from 'dayjs';
import { type DatedDay, fromMinutes, type TimeRange, toMinutes } from '@clinic/contracts';

export type CalendarView = 'day' | 'week';

/** Pixels per minute of the time grid: a half-hour session is 28 px tall. */
export const PX_PER_MINUTE = 56 / 60;
const DEFAULT_HOURS = { start: 8 * 60, end: 18 * 60 };

/** The dates a view shows around `date`: that day, or its Monday-to-Sunday week. */
export function viewDates(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const d = dayjs(date);
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('YYYY-MM-DD'));
}

/** The date one step back or forward: a day or a week. */
export function stepDate(view: CalendarView, date: string, direction: -1 | 1): string {
  return dayjs(date).add(direction, view === 'day' ? 'day' : 'week').format('YYYY-MM-DD');
}

/**
 * The hours the grid shows: 08:00–18:00, widened to whole hours around every working session and
 * appointment, so nothing falls outside it.
 */
export function visibleHours(ranges: readonly TimeRange[]): { start: number; end: number } {
  let { start, end } = DEFAULT_HOURS;
  for (const r of ranges) {
    start = Math.min(start, Math.floor(toMinutes(r.startTime) / 60) * 60);
    end = Math.max(end, Math.ceil(toMinutes(r.endTime) / 60) * 60);
  }
  return { start, end: Math.min(end, 24 * 60) };
}

export const hourLabels = (hours: { start: number; end: number }) =>
  Array.from({ length: (hours.end - hours.start) / 60 }, (_, i) => fromMinutes(hours.start + i * 60));

/** Where a time range sits in a column starting at `dayStart` minutes: top and height in pixels. */
export function placeOf(range: TimeRange, dayStart: number): { top: number; height: number } {
  const start = toMinutes(range.startTime);
  return { top: (start - dayStart) * PX_PER_MINUTE, height: (toMinutes(range.endTime) - start) * PX_PER_MINUTE };
}

/**
 * Side-by-side lanes for overlapping items (the admin's calendar shows several practitioners): each
 * item gets the first lane free at its start, and `lanes` how many its cluster of overlaps uses.
 */
export function laneLayout<T extends TimeRange>(items: readonly T[]): { item: T; lane: number; lanes: number }[] {
  const sorted = [...items].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime) || toMinutes(a.endTime) - toMinutes(b.endTime));
  const placed: { item: T; lane: number; lanes: number }[] = [];
  let cluster: { item: T; lane: number; lanes: number }[] = [];
  let clusterEnd = -1;
  let laneEnds: number[] = [];
  const closeCluster = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = toMinutes(item.startTime);
    if (start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = toMinutes(item.endTime);
    clusterEnd = Math.max(start >= clusterEnd ? 0 : clusterEnd, toMinutes(item.endTime));
    const entry = { item, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
  }
  closeCluster();
  return placed;
}

/**
 * The working hours to shade on one date, as continuous blocks: adjacent sessions joined, blocked
 * ones kept apart (they shade differently). A day of time off has none; it is marked as a whole.
 */
export function workingBlocks(day: DatedDay | undefined): (TimeRange & { blocked: boolean })[] {
  if (!day || day.timeOff) return [];
  const blocks: (TimeRange & { blocked: boolean })[] = [];
  for (const slot of day.slots) {
    const blocked = slot.state === 'blocked';
    const last = blocks[blocks.length - 1];
    if (last && last.endTime === slot.startTime && last.blocked === blocked) last.endTime = slot.endTime;
    else blocks.push({ startTime: slot.startTime, endTime: slot.endTime, blocked });
  }
  return blocks;
}
