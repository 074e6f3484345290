import type { Schemas } from '@clinic/api-client';
import { clinicNowTime, clinicToday } from './dates';

type Appointment = Schemas['AppointmentDto'];

/** Minutes between two wall-clock times of the clinic's zone (the clinic's zone keeps one offset). */
function minutesBetween(fromDate: string, fromTime: string, toDate: string, toTime: string): number {
  const at = (date: string, time: string) => {
    const [y, m, d] = date.split('-').map(Number);
    const [h, min] = time.split(':').map(Number);
    return Date.UTC(y, m - 1, d, h, min) / 60_000;
  };
  return at(toDate, toTime) - at(fromDate, fromTime);
}

export type ChangeOption = 'change' | 'call-clinic' | 'none';

/**
 * What the screen offers for an appointment: the clinic's side may always move or cancel a pending or
 * confirmed one; a client only up to the cut-off before it starts, after which they are told to
 * message or call the clinic. (The server applies the same rule; this only decides what to show.)
 */
export function changeOption(appointment: Appointment, clinician: boolean, cutoffHours: number, timeZone: string): ChangeOption {
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return 'none';
  if (clinician) return 'change';
  const ahead = minutesBetween(clinicToday(timeZone), clinicNowTime(timeZone), appointment.date, appointment.startTime);
  if (ahead <= 0) return 'none';
  return ahead >= cutoffHours * 60 ? 'change' : 'call-clinic';
}
