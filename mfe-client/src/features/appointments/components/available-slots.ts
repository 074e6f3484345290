import { rangesOverlap, type AvailabilitySlot, type TimeRange, toMinutes } from '@clinic/contracts';

/**
 * The slots a client may still book on a day: not blocked by the nutritionist, not overlapping a
 * booked time, and (today) not already started.
 */
export function freeSlots(
  daySlots: readonly AvailabilitySlot[],
  booked: readonly TimeRange[],
  options: { isToday: boolean; now: string },
): TimeRange[] {
  return daySlots
    .filter((slot) => !slot.isBooked)
    .filter((slot) => !booked.some((taken) => rangesOverlap(slot, taken)))
    .filter((slot) => !options.isToday || toMinutes(slot.startTime) > toMinutes(options.now))
    .map(({ startTime, endTime }) => ({ startTime, endTime }));
}
