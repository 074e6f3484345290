import { useMemo } from 'react';
import { useBookedTimes, useNutritionistAvailability, usePrices } from '@clinic/api-client';
import { weekdayOf } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { clinicNowTime, clinicToday, dateToDayjs, dayjsToDate } from '@clinic/ui';
import type { Dayjs } from 'dayjs';
import { freeSlots } from './available-slots';

export const slotKey = (s: { startTime: string; endTime: string }) => `${s.startTime}-${s.endTime}`;

/**
 * What the booking calendar offers for one nutritionist: the free slots of the chosen day, which
 * days they work, and the last day the clinic books (its horizon).
 */
export function useDaySlots(nutritionistId: string | undefined, date: Dayjs | undefined) {
  const { timeZone } = useClinic();
  const prices = usePrices();
  const dateText = date ? dayjsToDate(date) : undefined;
  const availability = useNutritionistAvailability(nutritionistId);
  const booked = useBookedTimes(nutritionistId, dateText);
  const today = clinicToday(timeZone);

  const daySlots = useMemo(() => {
    if (!dateText || !availability.data || !booked.data) return undefined;
    const day = availability.data.data.find((d) => d.dayOfWeek === weekdayOf(dateText));
    return freeSlots(day?.slots ?? [], booked.data.data, {
      isToday: dateText === today,
      now: clinicNowTime(timeZone),
      sessionMinutes: prices.data?.booking.sessionMinutes,
    });
  }, [dateText, availability.data, booked.data, today, timeZone, prices.data]);
  const workingDays = new Set(availability.data?.data.map((d) => d.dayOfWeek));

  return {
    dateText,
    today,
    daySlots,
    failed: availability.isError || booked.isError,
    // The API books up to the clinic's horizon; the calendar offers no day beyond it.
    lastBookable: prices.data ? dateToDayjs(today).add(prices.data.booking.horizonDays, 'day') : undefined,
    isOffDay: (d: Dayjs) => dayjsToDate(d) < today || (availability.isSuccess && !workingDays.has(weekdayOf(dayjsToDate(d)))),
    /** Someone may have taken a slot meanwhile: show the day as it is now. */
    refresh: () => void booked.refetch(),
  };
}
