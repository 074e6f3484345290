import { createEvent } from 'ics';
import { MODE_LABELS, SESSION_TYPE_LABELS, toMinutes, type Appointment } from '@clinic/contracts';

/**
 * An iCalendar (RFC 5545) event for one appointment, in UTC so any calendar shows it at the right
 * local time. The uid is stable, so importing it again updates the same event.
 */
export function appointmentToIcs(appointment: Appointment, start: Date, host: string, clinic: { name: string; address: string; phone: string }): string {
  const minutes = toMinutes(appointment.endTime) - toMinutes(appointment.startTime);
  const lines = [
    `${SESSION_TYPE_LABELS[appointment.sessionType]} (${MODE_LABELS[appointment.mode]})`,
    `Nutritionist: ${appointment.nutritionist.name}`,
    `Client: ${appointment.client.name}`,
    appointment.meetingLink ? `Join: ${appointment.meetingLink}` : '',
    appointment.notes ? `Notes: ${appointment.notes}` : '',
    clinic.phone ? `${clinic.name}: ${clinic.phone}` : '',
  ].filter(Boolean);
  const { error, value } = createEvent({
    uid: `appointment-${appointment._id}@${host}`,
    productId: 'nutrition-clinic/ics',
    title: `${SESSION_TYPE_LABELS[appointment.sessionType]} with ${appointment.nutritionist.name}`,
    description: lines.join('\n'),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes },
    status: appointment.status === 'cancelled' || appointment.status === 'no-show' ? 'CANCELLED' : appointment.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    ...(appointment.meetingLink ? { url: appointment.meetingLink } : { location: [clinic.name, clinic.address].filter(Boolean).join(', ') }),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
