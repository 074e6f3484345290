import { useCallback, useMemo } from 'react';
import { useBookedTimes, useDatedAvailability, useNutritionistAvailability, usePrices } from '@clinic/api-client';
import { DATED_RANGE_MAX_DAYS, weekdayOf } from '@clinic/contracts';
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
  // Date overrides: the chosen date's time off and extra hours, and the next six weeks' for the calendar.
  const chosen = useDatedAvailability(nutritionistId, dateText ?? '', dateText ?? '');
  const ahead = useDatedAvailability(nutritionistId, today, dateToDayjs(today).add(DATED_RANGE_MAX_DAYS - 1, 'day').format('YYYY-MM-DD'));

  const daySlots = useMemo(() => {
    // Without the date's overrides (not answered) the weekly hours still show; the API refuses time off anyway.
    if (!dateText || !availability.data || !booked.data || chosen.isPending) return undefined;
    const dated = chosen.data?.days[0];
    if (dated?.timeOff) return [];
    const day = availability.data.data.find((d) => d.dayOfWeek === weekdayOf(dateText));
    const extra = (dated?.slots ?? []).filter((s) => s.extra).map(({ startTime, endTime }) => ({ startTime, endTime, isBooked: false }));
    return freeSlots([...(day?.slots ?? []), ...extra], booked.data.data, {
      isToday: dateText === today,
      now: clinicNowTime(timeZone),
      sessionMinutes: prices.data?.booking.sessionMinutes,
    });
  }, [dateText, availability.data, booked.data, chosen.data, today, timeZone, prices.data]);
  // Kept the same between renders unless what they read changes, so the calendar (a memoised
  // field) is not drawn again each time one of the other queries answers (issue 17).
  const isOffDay = useMemo(() => {
    const workingDays = new Set(availability.data?.data.map((d) => d.dayOfWeek));
    const aheadDays = new Map((ahead.data?.days ?? []).map((d) => [d.date, d]));
    const known = availability.isSuccess;
    const isClosed = (date: string) => {
      const dated = aheadDays.get(date);
      if (dated) return dated.timeOff || dated.slots.length === 0;
      return known && !workingDays.has(weekdayOf(date));
    };
    return (d: Dayjs) => dayjsToDate(d) < today || isClosed(dayjsToDate(d));
  }, [availability.data, availability.isSuccess, ahead.data, today]);
  // The API books up to the clinic's horizon; the calendar offers no day beyond it.
  const horizonDays = prices.data?.booking.horizonDays;
  const lastBookable = useMemo(() => (horizonDays === undefined ? undefined : dateToDayjs(today).add(horizonDays, 'day')), [today, horizonDays]);
  const { refetch: refetchBooked } = booked;
  const { refetch: refetchChosen } = chosen;
  /** Someone may have taken a slot meanwhile: show the day as it is now. */
  const refresh = useCallback(() => {
    void refetchBooked();
    void refetchChosen();
  }, [refetchBooked, refetchChosen]);

  return {
    dateText,
    today,
    daySlots,
    failed: availability.isError || booked.isError,
    lastBookable,
    isOffDay,
    refresh,
  };
}
