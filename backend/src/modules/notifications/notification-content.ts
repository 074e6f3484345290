import { createEvent } from 'ics';
import { type Mode, type NotificationKind, type SessionType, toMinutes } from '@clinic/contracts';
import { dateText, weekdayText, type Words, wordsFor, zoneText } from '../../common/i18n/email-i18n';

export { type Words, wordsFor } from '../../common/i18n/email-i18n';

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
  /** Empty when the person is gone; the text then says "a client" / "your nutritionist" in the reader's language. */
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

/**
 * `Tue 25 Nov 2026, 10:00–10:30 (Asia/Kolkata)`: the clinic's own date and clock, the zone named; in
 * Hindi `मंगलवार, 25 नवंबर 2026, 10:00–10:30 बजे (भारतीय मानक समय)`.
 */
export function when(facts: Pick<AppointmentFacts, 'date' | 'startTime' | 'endTime'>, timeZone: string, words: Words = wordsFor('en')): string {
  return words.t('when', { day: weekdayText(facts.date, words), start: facts.startTime, end: facts.endTime, zone: zoneText(timeZone, words) });
}

function session(facts: Pick<AppointmentFacts, 'sessionType' | 'mode'>, words: Words): string {
  return words.t('session', { type: words.t(`sessionType.${facts.sessionType}`), mode: words.t(`mode.${facts.mode}`) });
}

export const clientName = (facts: AppointmentFacts, words: Words) => facts.clientName || words.t('someone.client');
export const nutritionistName = (facts: AppointmentFacts, words: Words) => facts.nutritionistName || words.t('someone.nutritionist');

/** The in-app text of an appointment notification for one recipient, in their language. */
export function appointmentContent(
  kind: Extract<NotificationKind, `appointment.${string}`>,
  facts: AppointmentFacts,
  recipientId: string,
  timeZone: string,
  extra: { reason?: string; leadMinutes?: number; from?: Pick<AppointmentFacts, 'date' | 'startTime' | 'endTime'> } = {},
  words: Words = wordsFor('en'),
): Content {
  const other = recipientId === facts.clientId ? nutritionistName(facts, words) : clientName(facts, words);
  let what = words.t('what', { session: session(facts, words), other, when: when(facts, timeZone, words) });
  // To the appointment itself; a cancelled one may be deleted as well, so that goes to the list.
  const link = kind === 'appointment.cancelled' ? '/appointmentList' : `/appointments/${facts.id}/view`;
  const key = kind.slice('appointment.'.length);
  if (kind === 'appointment.rescheduled' && extra.from) what = words.t('appointment.was', { what, when: when(extra.from, timeZone, words) });
  const title = words.t(`appointment.${key}.title`, { lead: leadText(extra.leadMinutes ?? 0, words) });
  let body = words.t(`appointment.${key}.body`, { what });
  if ((kind === 'appointment.cancelled' || kind === 'appointment.rescheduled') && extra.reason) body = words.t('appointment.reason', { body, reason: extra.reason });
  return { title, body, link };
}

/** An email's body that leaves out a free-text reason (it may name a condition) and points to the app for it. */
export function reasonInApp(body: string, words: Words): string {
  return words.t('appointment.reasonInApp', { body });
}

/** "24 hours", "2 days", "1 hour", "90 minutes": lead times as people say them. */
export function leadText(minutes: number, words: Words = wordsFor('en')): string {
  if (minutes % 1440 === 0 && minutes !== 1440) return words.t('lead.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return words.t('lead.hours', { count: minutes / 60 });
  return words.t('lead.minutes', { count: minutes });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An email from an in-app notification's title and body, with a link into the app and one to the
 * notification settings, in the recipient's language. Callers pass a body without health data (`emailBody`).
 */
export function emailContent(content: Content, ctx: MailContext, emailBody = content.body, unsubscribe?: string, words: Words = wordsFor('en')): EmailContent {
  const { t } = words;
  const open = `${ctx.appUrl}${content.link}`;
  const settings = `${ctx.appUrl}/profile`;
  const action = content.action ?? t('layout.openApp');
  const text = [
    `${content.title}`,
    '',
    emailBody,
    '',
    t('layout.link', { action, url: open }),
    '',
    '—',
    `${ctx.clinicName}`,
    t('layout.chooseEmails', { url: settings }),
    ...(unsubscribe ? [t('layout.stopEmails', { url: unsubscribe })] : []),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${words.language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<h2>${escape(content.title)}</h2>`,
    `<p>${escape(emailBody)}</p>`,
    `<p><a href="${escape(open)}">${escape(action)}</a></p>`,
    `<hr><p style="color: #666; font-size: 0.9em">${escape(ctx.clinicName)} · <a href="${escape(settings)}">${escape(t('layout.settingsLink'))}</a>${unsubscribe ? ` · <a href="${escape(unsubscribe)}">${escape(t('layout.stopLink'))}</a>` : ''}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: t('layout.subject', { title: content.title, clinic: ctx.clinicName }), text, html };
}

/**
 * The calendar invitation sent with booking emails (METHOD:REQUEST) and its withdrawal on
 * cancellation (METHOD:CANCEL, a higher SEQUENCE), in the attendee's language. The uid is the one
 * the appointment's .ics download uses, so a calendar that imported either updates the same event.
 */
export function appointmentInvite(
  facts: AppointmentFacts,
  start: Date,
  ctx: MailContext,
  method: 'REQUEST' | 'CANCEL',
  attendee: { name: string; email: string },
  sequence = method === 'CANCEL' ? 1 : 0,
  words: Words = wordsFor('en'),
): string {
  const { t } = words;
  const { error, value } = createEvent({
    method,
    uid: `appointment-${facts.id}@${new URL(ctx.appUrl).hostname}`,
    sequence,
    productId: 'nutrition-clinic/ics',
    title: t('calendar.title', { type: t(`sessionType.${facts.sessionType}`), name: nutritionistName(facts, words) }),
    description: t('calendar.invite', { session: session(facts, words), clinic: ctx.clinicName, url: `${ctx.appUrl}/appointmentList` }),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: toMinutes(facts.endTime) - toMinutes(facts.startTime) },
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: ctx.clinicName, email: ctx.fromAddress },
    attendees: [{ name: attendee.name, email: attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    location: facts.mode === 'online' ? t('calendar.online') : [ctx.clinicName, ctx.clinicAddress].filter(Boolean).join(', '),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

/** The email a user gets about unread messages (no text of theirs, only who wrote). */
export function unreadMessageContent(sender: { id: string; name?: string }, clinicName: string, words: Words): Content {
  const name = sender.name || words.t('someone.sender');
  return {
    title: words.t('messageUnread.title', { sender: name }),
    body: words.t('messageUnread.body', { sender: name, clinic: clinicName }),
    link: `/conversation?user=${sender.id}`,
    action: words.t('messageUnread.action'),
  };
}

/** The password reset email: what the link does, for how long, and what to do when it was not them. */
export function passwordResetContent(token: string, clinicName: string, validMinutes: number, words: Words): Content {
  return {
    title: words.t('passwordReset.title'),
    body: words.t('passwordReset.body', { clinic: clinicName, minutes: validMinutes }),
    link: `/reset-password?token=${token}`,
    action: words.t('passwordReset.action'),
  };
}

/** A practitioner wrote or changed a client's plan. Says that it did, never what it says. */
export function planContent(author: string | undefined, created: boolean, words: Words): Content {
  const name = author || words.t('someone.author');
  return {
    title: words.t(created ? 'plan.createdTitle' : 'plan.updatedTitle'),
    body: words.t(created ? 'plan.createdBody' : 'plan.updatedBody', { author: name }),
    link: '/nutritionPlansList',
  };
}

/** A practitioner recorded a client's progress. No measurements: only that there is an entry. */
export function progressContent(author: string | undefined, date: string, words: Words): Content {
  return {
    title: words.t('progress.title'),
    body: words.t('progress.body', { author: author || words.t('someone.author'), date: dateText(date, words) }),
    link: '/progressList',
  };
}
