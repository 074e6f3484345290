import { createEvent } from 'ics';
import { toMinutes, type Appointment } from '@clinic/contracts';
import { type Words, wordsFor } from '../../common/i18n/email-i18n';

/**
 * An iCalendar (RFC 5545) event for one appointment, in UTC so any calendar shows it at the right
 * local time, its texts in the reader's language. The uid is stable, so importing it again updates
 * the same event.
 */
export function appointmentToIcs(
  appointment: Appointment,
  start: Date,
  host: string,
  clinic: { name: string; address: string; phone: string },
  words: Words = wordsFor('en'),
): string {
  const { t } = words;
  const minutes = toMinutes(appointment.endTime) - toMinutes(appointment.startTime);
  const type = t(`sessionType.${appointment.sessionType}`);
  const lines = [
    t('session', { type, mode: t(`modeLabel.${appointment.mode}`) }),
    t('calendar.nutritionist', { name: appointment.nutritionist.name }),
    t('calendar.client', { name: appointment.client.name }),
    appointment.meetingLink ? t('calendar.join', { url: appointment.meetingLink }) : '',
    appointment.notes ? t('calendar.notes', { notes: appointment.notes }) : '',
    clinic.phone ? t('calendar.phone', { clinic: clinic.name, phone: clinic.phone }) : '',
  ].filter(Boolean);
  const { error, value } = createEvent({
    uid: `appointment-${appointment._id}@${host}`,
    productId: 'nutrition-clinic/ics',
    title: t('calendar.title', { type, name: appointment.nutritionist.name }),
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
