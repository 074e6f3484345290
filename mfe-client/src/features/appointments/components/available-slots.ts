import {
  fromMinutes,
  rangesOverlap,
  SESSION_LENGTH_MINUTES_DEFAULT,
  type AvailabilitySlot,
  type TimeRange,
  toMinutes,
} from '@clinic/contracts';

/** A slot as the sessions it holds: a 09:00–11:00 slot with 30-minute sessions offers four. */
function sessionsIn(slot: TimeRange, sessionMinutes: number): TimeRange[] {
  const sessions: TimeRange[] = [];
  for (let start = toMinutes(slot.startTime); start + sessionMinutes <= toMinutes(slot.endTime); start += sessionMinutes) {
    sessions.push({ startTime: fromMinutes(start), endTime: fromMinutes(start + sessionMinutes) });
  }
  return sessions;
}

/**
 * The sessions a client may still book on a day: each unblocked slot cut into sessions of the
 * clinic's length (the API books exactly one session), without those overlapping a booked time or
 * (today) already started.
 */
export function freeSlots(
  daySlots: readonly AvailabilitySlot[],
  booked: readonly TimeRange[],
  options: { isToday: boolean; now: string; sessionMinutes?: number },
): TimeRange[] {
  const sessionMinutes = options.sessionMinutes ?? SESSION_LENGTH_MINUTES_DEFAULT;
  return daySlots
    .filter((slot) => !slot.isBooked)
    .flatMap((slot) => sessionsIn(slot, sessionMinutes))
    .filter((slot) => !booked.some((taken) => rangesOverlap(slot, taken)))
    .filter((slot) => !options.isToday || toMinutes(slot.startTime) > toMinutes(options.now))
    .map(({ startTime, endTime }) => ({ startTime, endTime }));
}
