import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import type { PaymentState } from '@clinic/contracts';

/**
 * Every change to a payment, with the money and references involved: append-only (the code only
 * inserts), so the clinic can always answer who marked what paid, rejected or refunded, and when.
 */
@Schema({ collection: 'payment_events', versionKey: false })
export class PaymentEvent {
  @Prop({ type: SchemaTypes.ObjectId, required: true })
  appointment!: Types.ObjectId;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  actor!: Types.ObjectId;

  @Prop({ type: String, required: true })
  actorRole!: string;

  /** submit, verify, reject, record or refund. */
  @Prop({ type: String, required: true })
  action!: string;

  @Prop({ type: String, required: true })
  from!: PaymentState;

  @Prop({ type: String, required: true })
  to!: PaymentState;

  @Prop({ type: Number, required: true })
  amountPaise!: number;

  @Prop({ type: String, default: '' })
  method!: string;

  @Prop({ type: String, default: '' })
  reference!: string;

  @Prop({ type: String, default: '' })
  reason!: string;
}

export const PaymentEventSchema = SchemaFactory.createForClass(PaymentEvent);
PaymentEventSchema.index({ appointment: 1, at: 1 });
