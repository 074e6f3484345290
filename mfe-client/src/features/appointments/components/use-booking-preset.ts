import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { isCalendarDate, type TimeRange } from '@clinic/contracts';
import { useSearchParams } from '@clinic/router';
import { dateToDayjs } from '@clinic/ui';
import { slotKey } from './use-day-slots';

/**
 * Arriving from a dated availability page (`?nutritionist=&date=&startTime=&endTime=`): the date is
 * chosen at once, and the session as soon as the day's free sessions are known, if it is still free.
 */
export function useBookingPreset(form: FormInstance, daySlots: readonly TimeRange[] | undefined) {
  const [params] = useSearchParams();
  const date = params.get('date');
  const startTime = params.get('startTime');
  const endTime = params.get('endTime');
  const slotDone = useRef(false);

  useEffect(() => {
    if (isCalendarDate(date) && !form.getFieldValue('date')) form.setFieldValue('date', dateToDayjs(date));
  }, [date, form]);

  useEffect(() => {
    if (slotDone.current || !startTime || !daySlots) return;
    slotDone.current = true;
    const match = daySlots.find((s) => s.startTime === startTime && (!endTime || s.endTime === endTime));
    if (match && !form.getFieldValue('slot')) form.setFieldValue('slot', slotKey(match));
  }, [daySlots, startTime, endTime, form]);
}
