import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes } from 'mongoose';

export const OUTBOX_STATES = ['pending', 'done', 'dead'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Something to send later, written in the request that caused it. The worker sends the oldest pending
 * message of each `key` first, so messages sharing a key go out in order.
 */
@Schema({ collection: 'outbox_messages', versionKey: false })
export class OutboxMessage {
  @Prop({ type: String, required: true })
  _id!: string;

  /** Which handler sends it (`webhook`, later `notification`). */
  @Prop({ type: String, required: true })
  kind!: string;

  /** Messages with the same key are sent one after another, in creation order. */
  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: SchemaTypes.Mixed, required: true })
  payload!: Record<string, unknown>;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  /** Attempts claimed so far; the next one is `attempts + 1`. */
  @Prop({ type: Number, default: 0 })
  attempts!: number;

  @Prop({ type: Date, required: true })
  nextAttemptAt!: Date;

  @Prop({ type: String, enum: OUTBOX_STATES, default: 'pending' })
  state!: OutboxState;

  @Prop({ type: String, default: null })
  lastError!: string | null;
}

export const OutboxMessageSchema = SchemaFactory.createForClass(OutboxMessage);
OutboxMessageSchema.index({ state: 1, nextAttemptAt: 1, createdAt: 1 });
OutboxMessageSchema.index({ key: 1, state: 1, createdAt: 1 });

/**
 * The claim on one attempt of one message: `_id` is `<message>|<attempt>`. Inserting it is atomic on
 * FerretDB and MongoDB alike, so of several instances polling at once exactly one makes each attempt.
 */
@Schema({ collection: 'outbox_leases', versionKey: false })
export class OutboxLease {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  owner!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const OutboxLeaseSchema = SchemaFactory.createForClass(OutboxLease);
