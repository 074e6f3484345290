import { createEvent } from 'ics';
import { MODE_LABELS, type Mode, type NotificationKind, SESSION_TYPE_LABELS, type SessionType, toMinutes } from '@clinic/contracts';

/**
 * What notifications say about an appointment: who and when, never notes, prices or the reason for a
 * cancellation (free text that may name a condition) in email.
 */
export interface AppointmentFacts {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  sessionType: SessionType;
  mode: Mode;
  clientId: string;
  nutritionistId: string;
  clientName: string;
  nutritionistName: string;
}

export interface MailContext {
  clinicName: string;
  appUrl: string;
  timeZone: string;
  /** The address in MAIL_FROM, for the calendar file's organizer. */
  fromAddress: string;
  /** The clinic's address (settings), where an in-person visit takes place; may be empty. */
  clinicAddress?: string;
}

export interface Content {
  title: string;
  body: string;
  link: string;
  /** The email's link text; "Open the app" unless given. */
  action?: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** `Tue 25 Nov 2026, 10:00–10:30 (Asia/Kolkata)`: the clinic's own date and clock, the zone named. */
export function when(facts: Pick<AppointmentFacts, 'date' | 'startTime' | 'endTime'>, timeZone: string): string {
  const [y, m, d] = facts.date.split('-').map(Number);
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${day.replace(/,/g, '')}, ${facts.startTime}–${facts.endTime} (${timeZone})`;
}

function session(facts: AppointmentFacts): string {
  return `${SESSION_TYPE_LABELS[facts.sessionType]} (${MODE_LABELS[facts.mode].toLowerCase()})`;
}

/** The in-app text of an appointment notification for one recipient. */
export function appointmentContent(
  kind: Extract<NotificationKind, `appointment.${string}`>,
  facts: AppointmentFacts,
  recipientId: string,
  timeZone: string,
  extra: { reason?: string; leadMinutes?: number; from?: Pick<AppointmentFacts, 'date' | 'startTime' | 'endTime'> } = {},
): Content {
  const other = recipientId === facts.clientId ? facts.nutritionistName : facts.clientName;
  const at = when(facts, timeZone);
  const what = `${session(facts)} with ${other}, ${at}`;
  // To the appointment itself; a cancelled one may be deleted as well, so that goes to the list.
  const link = kind === 'appointment.cancelled' ? '/appointmentList' : `/appointments/${facts.id}/view`;
  switch (kind) {
    case 'appointment.booked':
      return { title: 'Appointment booked', body: `${what}. It is pending until the clinic confirms it.`, link };
    case 'appointment.confirmed':
      return { title: 'Appointment confirmed', body: `${what}.`, link };
    case 'appointment.cancelled':
      return { title: 'Appointment cancelled', body: `${what}.${extra.reason ? ` Reason: ${extra.reason}` : ''}`, link };
    case 'appointment.rescheduled':
      return { title: 'Appointment moved', body: `${what}${extra.from ? ` (was ${when(extra.from, timeZone)})` : ''}.${extra.reason ? ` Reason: ${extra.reason}` : ''}`, link };
    case 'appointment.no-show':
      return { title: 'Appointment marked as missed', body: `${what}. Message or call the clinic to book another time.`, link };
    case 'appointment.reminder':
      return { title: `Reminder: appointment in ${leadText(extra.leadMinutes ?? 0)}`, body: `${what}.`, link };
  }
}

export function leadText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '24 hours' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An email from an in-app notification's title and body, with a link into the app and one to the
 * notification settings. Callers pass a body without health data (`emailBody`).
 */
export function emailContent(content: Content, ctx: MailContext, emailBody = content.body, unsubscribe?: string): EmailContent {
  const open = `${ctx.appUrl}${content.link}`;
  const settings = `${ctx.appUrl}/profile`;
  const text = [
    `${content.title}`,
    '',
    emailBody,
    '',
    `${content.action ?? 'Open the app'}: ${open}`,
    '',
    '—',
    `${ctx.clinicName}`,
    `Choose which emails you get: ${settings}`,
    ...(unsubscribe ? [`Stop emails like this one: ${unsubscribe}`] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<h2>${escape(content.title)}</h2>`,
    `<p>${escape(emailBody)}</p>`,
    `<p><a href="${escape(open)}">${escape(content.action ?? 'Open the app')}</a></p>`,
    `<hr><p style="color: #666; font-size: 0.9em">${escape(ctx.clinicName)} · <a href="${escape(settings)}">Notification settings</a>${unsubscribe ? ` · <a href="${escape(unsubscribe)}">Stop emails like this one</a>` : ''}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${content.title} · ${ctx.clinicName}`, text, html };
}

/**
 * The calendar invitation sent with booking emails (METHOD:REQUEST) and its withdrawal on
 * cancellation (METHOD:CANCEL, a higher SEQUENCE). The uid is the one the appointment's .ics download
 * uses, so a calendar that imported either updates the same event.
 */
export function appointmentInvite(
  facts: AppointmentFacts,
  start: Date,
  ctx: MailContext,
  method: 'REQUEST' | 'CANCEL',
  attendee: { name: string; email: string },
  sequence = method === 'CANCEL' ? 1 : 0,
): string {
  const { error, value } = createEvent({
    method,
    uid: `appointment-${facts.id}@${new URL(ctx.appUrl).hostname}`,
    sequence,
    productId: 'nutrition-clinic/ics',
    title: `${SESSION_TYPE_LABELS[facts.sessionType]} with ${facts.nutritionistName}`,
    description: `${session(facts)}, ${ctx.clinicName}. Details: ${ctx.appUrl}/appointmentList`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: toMinutes(facts.endTime) - toMinutes(facts.startTime) },
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: ctx.clinicName, email: ctx.fromAddress },
    attendees: [{ name: attendee.name, email: attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    location: facts.mode === 'online' ? 'Online' : [ctx.clinicName, ctx.clinicAddress].filter(Boolean).join(', '),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
