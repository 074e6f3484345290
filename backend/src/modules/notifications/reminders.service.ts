import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { NotificationSettingsInfo } from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { type AppointmentEvent, NotificationsService } from './notifications.service';
import { NotificationSettings, Reminder } from './schemas/notification.schema';

const SETTINGS_ID = 'clinic';
const BATCH = 200;

/**
 * Reminders before appointments. Each lead time of the clinic's setting gives one reminder, key
 * `reminder:<appointment>:<lead>`, due at start − lead. A worker on every instance sends the due ones
 * (after a restart too, unless the visit has started); the notification's and email's unique keys
 * make two instances sending the same reminder harmless. Time comes from the clinic clock.
 */
@Injectable()
export class RemindersService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Reminders');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @InjectModel(Reminder.name) private readonly reminders: Model<Reminder>,
    @InjectModel(NotificationSettings.name) private readonly settings: Model<NotificationSettings>,
    private readonly notifications: NotificationsService,
    private readonly clock: ClinicClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The environment seeds the setting on the first start; after that the stored one rules. */
  async onModuleInit(): Promise<void> {
    await this.settings.create({ _id: SETTINGS_ID, reminderLeadsMinutes: this.config.mail.reminderLeadsMinutes }).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 11000) throw error;
    });
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** The admin's change; appointments booked from now on get the new reminder times. */
  async setSettings(change: NotificationSettingsInfo): Promise<Required<NotificationSettingsInfo>> {
    const sorted = [...change.reminderLeadsMinutes].sort((a, b) => b - a);
    const set = { reminderLeadsMinutes: sorted, ...(change.remindNutritionist === undefined ? {} : { remindNutritionist: change.remindNutritionist }) };
    await this.settings.updateOne({ _id: SETTINGS_ID }, { $set: set }, { upsert: true });
    return this.getSettings();
  }

  async getSettings(): Promise<Required<NotificationSettingsInfo>> {
    const doc = await this.settings.findById(SETTINGS_ID).lean();
    return { reminderLeadsMinutes: doc?.reminderLeadsMinutes ?? this.config.mail.reminderLeadsMinutes, remindNutritionist: doc?.remindNutritionist ?? false };
  }

  async leads(): Promise<number[]> {
    const doc = await this.settings.findById(SETTINGS_ID).lean();
    return doc?.reminderLeadsMinutes ?? this.config.mail.reminderLeadsMinutes;
  }

  /**
   * Plans (or re-plans, after a reschedule) an appointment's reminders. A lead already past at
   * booking time gives none: a "24 hours to go" message for a visit booked an hour ahead is wrong.
   */
  async plan(event: AppointmentEvent): Promise<void> {
    const startsAt = this.clock.toInstant(event.date, event.startTime);
    const now = this.clock.instant().getTime();
    for (const lead of await this.leads()) {
      const _id = `reminder:${event.id}:${lead}`;
      const dueAt = new Date(startsAt.getTime() - lead * 60_000);
      if (dueAt.getTime() <= now) {
        await this.reminders.deleteOne({ _id, state: 'planned' });
        continue;
      }
      const fields = { dueAt, startsAt, facts: event as unknown as Record<string, unknown> };
      try {
        await this.reminders.create({ _id, appointment: event.id, leadMinutes: lead, state: 'planned', ...fields });
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
        await this.reminders.updateOne({ _id, state: 'planned' }, { $set: fields });
      }
    }
  }

  /** A cancelled or deleted appointment's reminders are dropped. */
  async drop(appointmentId: string): Promise<void> {
    await this.reminders.deleteMany({ appointment: appointmentId, state: 'planned' });
  }

  /** Sends what is due. Public for tests, which move the clock and call it. */
  async sendDue(): Promise<void> {
    const now = this.clock.instant();
    const due = await this.reminders.find({ state: 'planned', dueAt: op({ $lte: now }) }).sort({ dueAt: 1 }).limit(BATCH).lean();
    // The setting as it is when the reminder goes out.
    const { remindNutritionist } = due.length ? await this.getSettings() : { remindNutritionist: false };
    for (const reminder of due) {
      if (reminder.startsAt.getTime() <= now.getTime()) {
        await this.reminders.updateOne({ _id: reminder._id }, { $set: { state: 'skipped' } });
        continue;
      }
      await this.notifications.appointmentReminder(reminder._id, reminder.facts as unknown as AppointmentEvent, reminder.leadMinutes, remindNutritionist);
      await this.reminders.updateOne({ _id: reminder._id }, { $set: { state: 'sent' } });
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sendDue()
        .catch((error: unknown) => this.logger.warn(`Reminder round failed: ${error instanceof Error ? error.message : error}`))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.config.outbox.pollMs);
    this.timer.unref();
  }
}
