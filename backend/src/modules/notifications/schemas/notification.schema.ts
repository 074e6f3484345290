import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { EMAIL_PREFERENCE_KINDS, EMAIL_STATES, type EmailPreferenceKind, type EmailState, NOTIFICATION_KINDS, type NotificationKind } from '@clinic/contracts';

/**
 * One in-app notification. `_id` is its deterministic key (`booked:<appointment>:<user>`), so
 * inserting it is the claim: a retried request or a second instance cannot create it twice.
 */
@Schema({ collection: 'notifications', versionKey: false })
export class Notification {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Types.ObjectId, required: true })
  user!: Types.ObjectId;

  @Prop({ type: String, enum: NOTIFICATION_KINDS, required: true })
  kind!: NotificationKind;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, default: '' })
  body!: string;

  @Prop({ type: String, required: true })
  link!: string;

  /** Everyone it is about (recipient included): a deleted user's mentions go with them. */
  @Prop({ type: [String], default: [] })
  people!: string[];

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, default: null })
  readAt!: Date | null;
}

export const NotificationSchema = SchemaFactory.createForClass(Notification);
NotificationSchema.index({ user: 1, createdAt: -1 });
NotificationSchema.index({ user: 1, readAt: 1 });
NotificationSchema.index({ people: 1 });

/**
 * What became of one email (the outbox holds the message itself). Written by the sender, read by
 * the admin and the tests; `_id` is the email's key.
 */
@Schema({ collection: 'emails', versionKey: false })
export class EmailRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Types.ObjectId, required: true })
  user!: Types.ObjectId;

  @Prop({ type: String, enum: EMAIL_PREFERENCE_KINDS, required: true })
  kind!: EmailPreferenceKind;

  @Prop({ type: String, required: true })
  subject!: string;

  /** Everyone the email is about, as on the notification. */
  @Prop({ type: [String], default: [] })
  people!: string[];

  @Prop({ type: String, enum: EMAIL_STATES, required: true })
  state!: EmailState;

  @Prop({ type: String, default: null })
  error!: string | null;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const EmailRecordSchema = SchemaFactory.createForClass(EmailRecord);
EmailRecordSchema.index({ at: -1 });
EmailRecordSchema.index({ people: 1 });

export const REMINDER_STATES = ['planned', 'sent', 'skipped'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

/**
 * A reminder to send before an appointment: `_id` is `reminder:<appointment>:<lead minutes>`. Planned
 * when the appointment is booked, deleted when it is cancelled, sent by the reminder worker when due.
 * It carries what the email says (no health data), so sending needs no other module.
 */
@Schema({ collection: 'reminders', versionKey: false })
export class Reminder {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  appointment!: string;

  @Prop({ type: Number, required: true })
  leadMinutes!: number;

  @Prop({ type: Date, required: true })
  dueAt!: Date;

  @Prop({ type: Date, required: true })
  startsAt!: Date;

  @Prop({ type: String, enum: REMINDER_STATES, default: 'planned' })
  state!: ReminderState;

  @Prop({ type: Object, required: true })
  facts!: Record<string, unknown>;
}

export const ReminderSchema = SchemaFactory.createForClass(Reminder);
ReminderSchema.index({ state: 1, dueAt: 1 });
ReminderSchema.index({ appointment: 1 });

/** The clinic's notification settings, one document (`_id: 'clinic'`), seeded from the environment. */
@Schema({ collection: 'notification_settings', versionKey: false })
export class NotificationSettings {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [Number], required: true })
  reminderLeadsMinutes!: number[];

  @Prop({ type: Boolean, default: false })
  remindNutritionist!: boolean;
}

export const NotificationSettingsSchema = SchemaFactory.createForClass(NotificationSettings);

/** A user's email switches: `_id` is the user id; the kinds listed are not emailed. No document: all on. */
@Schema({ collection: 'notification_preferences', versionKey: false })
export class NotificationPreferenceDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [] })
  emailOff!: string[];
}

export const NotificationPreferenceSchema = SchemaFactory.createForClass(NotificationPreferenceDoc);
