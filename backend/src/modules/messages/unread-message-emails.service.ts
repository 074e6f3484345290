import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { UNREAD_MESSAGE_EMAIL_AFTER_MINUTES } from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { NotificationsService } from '../notifications/notifications.service';
import { unreadMessageContent } from '../notifications/notification-content';
import { UserDirectory } from '../users/user-directory';
import { PresenceService } from './presence.service';
import { Message } from './schemas/message.schema';
import { UnreadMessageCheck, UnreadMessageEmail } from './schemas/unread-email.schema';

const AFTER_MS = UNREAD_MESSAGE_EMAIL_AFTER_MINUTES * 60_000;
/** At most one email per conversation in this time. */
const GAP_MS = 60 * 60_000;
/** A receiver who keeps the app open and never reads is left alone after a day. */
const GIVE_UP_MS = 24 * 60 * 60_000;
const BATCH = 200;
const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

type Check = UnreadMessageCheck;

/**
 * "You have a message" by email: a message still unread 15 minutes after it was sent, while its
 * receiver does not have the app open, sends one email (who wrote, never what), at most one per
 * conversation an hour. Emails are numbered per conversation and claimed by inserting the next
 * number, so two instances never send the same one. Time comes from the clinic clock.
 */
@Injectable()
export class UnreadMessageEmails implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('UnreadMessageEmails');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @InjectModel(UnreadMessageCheck.name) private readonly checks: Model<UnreadMessageCheck>,
    @InjectModel(UnreadMessageEmail.name) private readonly sent: Model<UnreadMessageEmail>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly presence: PresenceService,
    private readonly notifications: NotificationsService,
    private readonly directory: UserDirectory,
    private readonly clock: ClinicClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Called when a message is sent: its conversation is looked at 15 minutes on (an earlier pending look stays). */
  async messageSent(senderId: string, receiverId: string): Promise<void> {
    const now = this.clock.instant();
    try {
      await this.checks.updateOne(
        { _id: `${receiverId}|${senderId}` },
        { $set: { lastAt: now }, $setOnInsert: { receiver: receiverId, sender: senderId, firstAt: now, dueAt: new Date(now.getTime() + AFTER_MS) } },
        { upsert: true },
      );
    } catch (error) {
      // Two messages at once: both upserts inserted, one lost to the other, which is the same look.
      if (!isDuplicate(error)) throw error;
    }
  }

  /** Looks at the due conversations. Public for tests, which move the clinic clock and call it. */
  async sendDue(): Promise<void> {
    const now = this.clock.instant();
    const due = await this.checks.find({ dueAt: op({ $lte: now }) }).sort({ dueAt: 1 }).limit(BATCH).lean();
    for (const check of due) {
      await this.look(check, now.getTime()).catch((error: unknown) => this.logger.warn(`Unread message check ${check._id} failed: ${error instanceof Error ? error.message : error}`));
    }
  }

  private async look(check: Check, now: number): Promise<void> {
    // Removed only if no newer message came meanwhile; otherwise the next round looks again.
    const done = () => this.checks.deleteOne({ _id: check._id, lastAt: check.lastAt });
    const later = (at: number) => this.checks.updateOne({ _id: check._id }, { $set: { dueAt: new Date(at) } });
    const oldest = await this.messages
      .findOne({ receiver: new Types.ObjectId(check.receiver), sender: new Types.ObjectId(check.sender), unread: true }, { createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean();
    if (!oldest || now - check.firstAt.getTime() > GIVE_UP_MS) return void (await done());
    const readyAt = oldest.createdAt.getTime() + AFTER_MS;
    if (readyAt > now) return void (await later(readyAt));
    // In the app: the unread badge tells them. Looked at again in 15 minutes, in case they leave.
    if (await this.presence.isOnline(check.receiver)) return void (await later(now + AFTER_MS));
    const last = await this.sent.findOne({ conversation: check._id }).sort({ n: -1 }).lean();
    if (last && last.at.getTime() + GAP_MS > now) return void (await later(Math.max(last.at.getTime() + GAP_MS, readyAt)));
    const n = (last?.n ?? 0) + 1;
    try {
      await this.sent.create({ _id: `${check._id}|${n}`, conversation: check._id, n, people: [check.receiver, check.sender], at: new Date(now) });
    } catch (error) {
      if (isDuplicate(error)) return; // another instance sends this one
      throw error;
    }
    const sender = (await this.directory.lookup([check.sender])).get(check.sender)?.name;
    const { clinicName } = this.config.mail;
    await this.notifications.emailOnly({
      key: `message-unread:${check.receiver}:${check.sender}:${n}`,
      userId: check.receiver,
      people: [check.receiver, check.sender],
      kind: 'message.unread',
      content: (words) => unreadMessageContent({ id: check.sender, name: sender }, clinicName, words),
    });
    await done();
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sendDue()
        .catch((error: unknown) => this.logger.warn(`Unread message round failed: ${error instanceof Error ? error.message : error}`))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.config.outbox.pollMs);
    this.timer.unref();
  }
}
