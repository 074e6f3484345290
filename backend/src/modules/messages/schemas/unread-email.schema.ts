import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A conversation with a message its receiver has not read: `_id` is `<receiver>|<sender>`, one per
 * conversation and direction. Written when a message is sent; the worker looks at it when due
 * (15 minutes on) and emails the receiver if the message is still unread and they are away.
 */
@Schema({ collection: 'unread_message_checks', versionKey: false })
export class UnreadMessageCheck {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  receiver!: string;

  @Prop({ type: String, required: true })
  sender!: string;

  @Prop({ type: Date, required: true })
  dueAt!: Date;

  /** The first message this check is about; it is given up a day later. */
  @Prop({ type: Date, required: true })
  firstAt!: Date;

  /** The latest message: the check is removed only if no newer message came meanwhile. */
  @Prop({ type: Date, required: true })
  lastAt!: Date;
}

export const UnreadMessageCheckSchema = SchemaFactory.createForClass(UnreadMessageCheck);
UnreadMessageCheckSchema.index({ dueAt: 1 });
UnreadMessageCheckSchema.index({ receiver: 1 });
UnreadMessageCheckSchema.index({ sender: 1 });

/**
 * The emails about one conversation's unread messages, numbered: `_id` is
 * `<receiver>|<sender>|<n>`. The next email is n + 1, and only an hour after email n; inserting its
 * document is the claim, so two instances (or two rounds) never send the same one.
 */
@Schema({ collection: 'unread_message_emails', versionKey: false })
export class UnreadMessageEmail {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  conversation!: string;

  @Prop({ type: Number, required: true })
  n!: number;

  @Prop({ type: [String], required: true })
  people!: string[];

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const UnreadMessageEmailSchema = SchemaFactory.createForClass(UnreadMessageEmail);
UnreadMessageEmailSchema.index({ conversation: 1, n: -1 });
UnreadMessageEmailSchema.index({ people: 1 });

/**
 * A user with a live event stream (the app open) on one instance: `_id` is `<user>|<instance>`,
 * refreshed every minute while the stream is open, removed when the instance's last stream of the
 * user closes. A crashed instance's documents go stale and stop counting.
 */
@Schema({ collection: 'presence', versionKey: false })
export class Presence {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  user!: string;

  @Prop({ type: String, required: true })
  instance!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const PresenceSchema = SchemaFactory.createForClass(Presence);
PresenceSchema.index({ user: 1, at: 1 });
PresenceSchema.index({ instance: 1 });
