import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  ALWAYS_EMAILED,
  type EmailInfo,
  type EmailPreferenceKind,
  ErrorCode,
  Messages,
  type NotificationInfo,
  type NotificationKind,
  type NotificationPage,
  type Paged,
} from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf, type PagingQueryDto } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { OutboxService } from '../outbox/outbox.service';
import type { OutboxMessage } from '../outbox/schemas/outbox-message.schema';
import { MESSAGE_EVENT_BUS, type MessageEventBus } from '../messages/message-events';
import { UserDirectory } from '../users/user-directory';
import { ClinicSettingsService } from '../settings/clinic-settings.service';
import {
  type AppointmentFacts,
  appointmentContent,
  appointmentInvite,
  type Content,
  emailContent,
  type MailContext,
  planContent,
  progressContent,
  reasonInApp,
  type Words,
  wordsFor,
} from './notification-content';
import { NotificationPreferencesService } from './notification-preferences.service';
import { EmailRecord, Notification } from './schemas/notification.schema';

const OUTBOX_KIND = 'email';
const MAX_RETRY_GAP_MS = 60 * 60_000;
const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * A calendar file's SEQUENCE for a change made now: seconds since 2026, so every later move or
 * cancellation outranks the earlier invitation (which had 0) and each other.
 */
const revision = () => Math.floor((Date.now() - Date.UTC(2026, 0, 1)) / 1000);

/** An appointment as the appointments module describes it; names and emails are looked up here. */
export type AppointmentEvent = Omit<AppointmentFacts, 'clientName' | 'nutritionistName'>;

interface EmailPayload {
  userId: string;
  people: string[];
  kind: EmailPreferenceKind;
  to: string;
  /** The recipient's language when it was written (absent on emails queued before issue 16: English). */
  language?: string;
  /** None for the emails that cannot be turned off (password reset). */
  unsubscribe?: string;
  subject: string;
  text: string;
  html: string;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

interface Delivery {
  key: string;
  userId: string;
  /** Everyone it is about; deleting any of them deletes it. */
  people: string[];
  kind: NotificationKind;
  /** The text in the recipient's language (the in-app notification keeps the language it was written in). */
  content: (words: Words) => Content;
  /** The email's body when it must say less than the in-app text; no email when the user has no address. */
  emailBody?: (words: Words) => string;
  calendar?: { facts: AppointmentFacts; method: 'REQUEST' | 'CANCEL'; sequence?: number };
}

/** An email, with or without an in-app notification beside it. */
type EmailItem = Omit<Delivery, 'kind'> & { kind: EmailPreferenceKind };

function toInfo(doc: Notification): NotificationInfo {
  return {
    _id: doc._id,
    kind: doc.kind,
    title: doc.title,
    body: doc.body,
    link: doc.link,
    createdAt: doc.createdAt.toISOString(),
    readAt: doc.readAt?.toISOString() ?? null,
  };
}

/**
 * In-app notifications and the emails beside them. Features call it in the request, after their
 * change is written: the notification and the outbox message are inserted under the event's
 * deterministic key (a unique `_id`), so a retried request or a second instance never makes two;
 * the outbox worker sends the email, retrying with backoff for a day.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  private readonly logger = new Logger('Notifications');
  private readonly transport: Transporter | null;
  readonly mail: MailContext;

  constructor(
    @InjectModel(Notification.name) private readonly notifications: Model<Notification>,
    @InjectModel(EmailRecord.name) private readonly emails: Model<EmailRecord>,
    private readonly outbox: OutboxService,
    private readonly directory: UserDirectory,
    private readonly clock: ClinicClock,
    private readonly preferences: NotificationPreferencesService,
    @Inject(MESSAGE_EVENT_BUS) private readonly events: MessageEventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: ClinicSettingsService,
  ) {
    const { smtpUrl, from, clinicName, appUrl } = config.mail;
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl, { from }) : null;
    const fromAddress = /<([^>]+)>/.exec(from)?.[1] ?? from;
    this.mail = { clinicName, appUrl, timeZone: clock.timeZone, fromAddress };
  }

  onModuleInit(): void {
    this.outbox.register(OUTBOX_KIND, {
      deliver: (message, _attempt, signal) => this.send(message, signal),
      retryDelay: (message, attempt) => this.retryDelay(message, attempt),
      onGiveUp: (message, error) => this.record(message, 'failed', error instanceof Error ? error.message : String(error)),
    });
  }

  async list(caller: SessionUser, query: PagingQueryDto): Promise<NotificationPage> {
    const { page, limit, skip } = pageOf(query);
    const user = new Types.ObjectId(caller.id);
    const [[docs, total], unread] = await Promise.all([
      findPage(
        skip,
        limit,
        () => this.notifications.find({ user }).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
        () => this.notifications.countDocuments({ user }),
      ),
      this.unreadCount(caller.id),
    ]);
    return { data: docs.map(toInfo), page, limit, total, unread };
  }

  /** How many of the user's notifications are unread. */
  unreadCount(userId: string): Promise<number> {
    return this.notifications.countDocuments({ user: new Types.ObjectId(userId), readAt: null });
  }

  /** The admin's view of the outbox's emails: what, state and error; never the text or the address. */
  async emailLog(query: PagingQueryDto): Promise<Paged<EmailInfo>> {
    const { page, limit, skip } = pageOf(query);
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.emails.find().sort({ at: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      () => this.emails.estimatedDocumentCount(),
    );
    return { data: docs.map((d) => ({ _id: d._id, kind: d.kind, subject: d.subject, state: d.state, error: d.error ?? null, at: d.at.toISOString() })), page, limit, total };
  }

  /** Marks the caller's own notifications read; ids of anybody else's match nothing. */
  async markRead(caller: SessionUser, ids: string[] | undefined, all: boolean | undefined): Promise<number> {
    if (!all && !ids?.length) throw ApiException.badRequest(Messages.notifications.nothingSelected, ErrorCode.NotificationsNothingSelected);
    const filter = { user: new Types.ObjectId(caller.id), readAt: null, ...(all ? {} : { _id: op({ $in: ids }) }) };
    const result = await this.notifications.updateMany(filter, { $set: { readAt: this.clock.instant() } });
    return result.modifiedCount;
  }

  async appointmentBooked(event: AppointmentEvent): Promise<void> {
    const facts = await this.withNames(event);
    await this.deliver(
      [facts.clientId, facts.nutritionistId].map((userId) => ({
        key: `booked:${facts.id}:${userId}`,
        userId,
        people: [facts.clientId, facts.nutritionistId],
        kind: 'appointment.booked' as const,
        content: (words: Words) => appointmentContent('appointment.booked', facts, userId, this.mail.timeZone, {}, words),
        calendar: { facts, method: 'REQUEST' as const },
      })),
    );
  }

  /** To the other party: everyone on the appointment but the one who changed it. */
  async appointmentChanged(event: AppointmentEvent, status: 'confirmed' | 'cancelled', actorId: string, reason?: string): Promise<void> {
    const facts = await this.withNames(event);
    const kind = status === 'confirmed' ? 'appointment.confirmed' : 'appointment.cancelled';
    await this.deliver(
      [facts.clientId, facts.nutritionistId]
        .filter((userId) => userId !== actorId)
        .map((userId) => ({
          key: `${status}:${facts.id}:${userId}`,
          userId,
          people: [facts.clientId, facts.nutritionistId],
          kind,
          content: (words: Words) => appointmentContent(kind, facts, userId, this.mail.timeZone, { reason }, words),
          // The reason is free text that may name a condition: the app shows it, email does not.
          emailBody: (words: Words) => {
            const body = appointmentContent(kind, facts, userId, this.mail.timeZone, {}, words).body;
            return reason ? reasonInApp(body, words) : body;
          },
          calendar: status === 'confirmed' ? { facts, method: 'REQUEST' as const } : { facts, method: 'CANCEL' as const, sequence: revision() },
        })),
    );
  }

  /** To the other party: the new time, the old one, and an updated calendar event (same uid, higher sequence). */
  async appointmentRescheduled(event: AppointmentEvent, from: Pick<AppointmentEvent, 'date' | 'startTime' | 'endTime'>, actorId: string, reason?: string): Promise<void> {
    const facts = await this.withNames(event);
    const sequence = revision();
    await this.deliver(
      [facts.clientId, facts.nutritionistId]
        .filter((userId) => userId !== actorId)
        .map((userId) => ({
          key: `rescheduled:${facts.id}:${sequence}:${userId}`,
          userId,
          people: [facts.clientId, facts.nutritionistId],
          kind: 'appointment.rescheduled' as const,
          content: (words: Words) => appointmentContent('appointment.rescheduled', facts, userId, this.mail.timeZone, { from, reason }, words),
          emailBody: (words: Words) => {
            const body = appointmentContent('appointment.rescheduled', facts, userId, this.mail.timeZone, { from }, words).body;
            return reason ? reasonInApp(body, words) : body;
          },
          calendar: { facts, method: 'REQUEST' as const, sequence },
        })),
    );
  }

  /** To the client: the clinic marked the visit as missed; their calendar event is withdrawn. */
  async appointmentNoShow(event: AppointmentEvent): Promise<void> {
    const facts = await this.withNames(event);
    await this.deliver([
      {
        key: `no-show:${facts.id}:${facts.clientId}`,
        userId: facts.clientId,
        people: [facts.clientId, facts.nutritionistId],
        kind: 'appointment.no-show',
        content: (words) => appointmentContent('appointment.no-show', facts, facts.clientId, this.mail.timeZone, {}, words),
        calendar: { facts, method: 'CANCEL', sequence: revision() },
      },
    ]);
  }

  /** To the client under the reminder's key; to the nutritionist too (`<key>:<nutritionist>`) when the clinic says so. */
  async appointmentReminder(key: string, event: AppointmentEvent, leadMinutes: number, alsoNutritionist = false): Promise<void> {
    const facts = await this.withNames(event);
    const to = (userId: string, itemKey: string): Delivery => ({
      key: itemKey,
      userId,
      people: [facts.clientId, facts.nutritionistId],
      kind: 'appointment.reminder',
      content: (words) => appointmentContent('appointment.reminder', facts, userId, this.mail.timeZone, { leadMinutes }, words),
    });
    await this.deliver([to(facts.clientId, key), ...(alsoNutritionist ? [to(facts.nutritionistId, `${key}:${facts.nutritionistId}`)] : [])]);
  }

  /** A practitioner wrote or changed a client's plan. Says that it did, never what it says. */
  async planChanged(key: string, clientId: string, authorId: string, created: boolean): Promise<void> {
    const author = (await this.directory.lookup([authorId])).get(authorId)?.name;
    await this.deliver([{ key, userId: clientId, people: [clientId, authorId], kind: 'plan.updated', content: (words) => planContent(author, created, words) }]);
  }

  /** A practitioner recorded a client's progress. No measurements: only that there is an entry. */
  async progressRecorded(key: string, clientId: string, authorId: string, date: string): Promise<void> {
    const author = (await this.directory.lookup([authorId])).get(authorId)?.name;
    await this.deliver([{ key, userId: clientId, people: [clientId, authorId], kind: 'progress.recorded', content: (words) => progressContent(author, date, words) }]);
  }

  /**
   * An email with no in-app notification beside it (a message left unread, a password reset link),
   * under its deterministic key like every other, in the user's language. False when the user has no
   * email address (or is gone).
   */
  async emailOnly(item: { key: string; userId: string; people: string[]; kind: Exclude<EmailPreferenceKind, NotificationKind>; content: (words: Words) => Content }): Promise<boolean> {
    const person = (await this.directory.lookup([item.userId])).get(item.userId);
    if (!person?.email) return false;
    await this.queueEmail(item, person.email, person.name, wordsFor(person.language));
    return true;
  }

  private async withNames(event: AppointmentEvent): Promise<AppointmentFacts> {
    const people = await this.directory.lookup([event.clientId, event.nutritionistId]);
    // A name that is gone is said in each reader's language (`clientName`, `nutritionistName`).
    return { ...event, clientName: people.get(event.clientId)?.name ?? '', nutritionistName: people.get(event.nutritionistId)?.name ?? '' };
  }

  /**
   * Inserts each notification under its key, then queues its email under `email:<key>`. A key that
   * exists already was delivered by an earlier try of the same event: skipped, not repeated. Both are
   * written in the recipient's language as it is now.
   */
  private async deliver(items: Delivery[]): Promise<void> {
    const now = this.clock.instant();
    const people = await this.directory.lookup(items.map((i) => i.userId));
    for (const item of items) {
      const person = people.get(item.userId);
      if (!person) continue;
      const words = wordsFor(person.language);
      try {
        await this.notifications.create({ _id: item.key, user: new Types.ObjectId(item.userId), kind: item.kind, ...item.content(words), people: item.people, createdAt: now, readAt: null });
        // Live to the recipient's open tabs (any instance, through the messages event bus).
        this.events.publish(item.userId, { type: 'notification', unread: await this.unreadCount(item.userId) });
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
      if (person.email) await this.queueEmail(item, person.email, person.name, words);
    }
  }

  private async queueEmail(item: EmailItem, to: string, name: string, words: Words): Promise<void> {
    if (!(await this.preferences.wantsEmail(item.userId, item.kind))) return;
    const unsubscribe = ALWAYS_EMAILED.includes(item.kind) ? undefined : this.preferences.unsubscribeUrl(item.userId, item.kind);
    const clinic = await this.settings.get();
    const ctx: MailContext = { ...this.mail, clinicName: clinic.name, clinicAddress: clinic.address };
    const content = item.content(words);
    const email = emailContent(content, ctx, item.emailBody?.(words) ?? content.body, unsubscribe, words);
    const payload: EmailPayload = { userId: item.userId, people: item.people, kind: item.kind, to, language: words.language, unsubscribe, ...email };
    if (item.calendar) {
      const start = this.clock.toInstant(item.calendar.facts.date, item.calendar.facts.startTime);
      const { facts, method, sequence } = item.calendar;
      payload.calendar = { method, content: appointmentInvite(facts, start, ctx, method, { name, email: to }, sequence, words) };
    }
    const id = `email:${item.key}`;
    // The record first: the worker may send the email the moment it is queued, and updates the record.
    await this.emails.create({ _id: id, user: new Types.ObjectId(item.userId), kind: item.kind, subject: email.subject, people: item.people, state: 'queued', error: null, at: new Date() }).catch((error: unknown) => {
      if (!isDuplicate(error)) throw error;
    });
    try {
      // One recipient's emails go out in order (a cancellation after its invitation).
      await this.outbox.enqueue([{ id, kind: OUTBOX_KIND, key: `email:${item.userId}`, payload: payload as unknown as Record<string, unknown> }]);
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }

  private async send(message: OutboxMessage, signal: AbortSignal): Promise<void> {
    const payload = message.payload as unknown as EmailPayload;
    if (!this.transport) {
      await this.record(message, 'not-sent', Messages.notifications.emailNotSent);
      return;
    }
    if (signal.aborted) throw new Error('The app is stopping');
    await this.transport.sendMail({
      from: this.config.mail.from,
      to: payload.to,
      subject: payload.subject,
      text: payload.text,
      html: payload.html,
      attachments: payload.calendar
        ? [{ filename: 'appointment.ics', content: payload.calendar.content, contentType: `text/calendar; charset=utf-8; method=${payload.calendar.method}` }]
        : [],
      headers: { 'X-Clinic-Notification': message._id, 'Content-Language': payload.language ?? 'en', ...(payload.unsubscribe ? { 'List-Unsubscribe': `<${payload.unsubscribe}>` } : {}) },
    });
    await this.record(message, 'sent', null);
  }

  private async record(message: OutboxMessage, state: EmailRecord['state'], error: string | null): Promise<void> {
    await this.emails.updateOne({ _id: message._id }, { $set: { state, error, at: new Date() } });
    if (state === 'failed') this.logger.warn(`Email ${message._id} failed: ${error}`);
  }

  /** Exponential backoff from MAIL_RETRY_BASE_MS, at most an hour apart, given up a day after queueing. */
  private retryDelay(message: OutboxMessage, attempt: number): number | null {
    const { retryBaseMs, giveUpMs } = this.config.mail;
    const deadline = message.createdAt.getTime() + giveUpMs;
    if (Date.now() >= deadline) return null;
    return Math.min(retryBaseMs * 2 ** (attempt - 1), MAX_RETRY_GAP_MS, Math.max(0, deadline - Date.now()));
  }
}
