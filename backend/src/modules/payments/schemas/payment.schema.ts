import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { PAYMENT_METHODS, type PaymentMethod } from '@clinic/contracts';

@Schema({ _id: false, versionKey: false })
export class Refund {
  @Prop({ type: Number, required: true, min: 1 })
  amountPaise!: number;

  @Prop({ type: String, required: true })
  reference!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  by!: Types.ObjectId;
}
const RefundSchema = SchemaFactory.createForClass(Refund);

/**
 * The details of an appointment's payment: one document per appointment, its `_id` the appointment's.
 * The appointment itself carries `paymentStatus` (the spec's values) and `paymentState` (the UPI
 * flow's intermediate step); this holds what was paid, how, and who verified it.
 */
@Schema({ collection: 'payments', timestamps: true, versionKey: false })
export class Payment {
  @Prop({ type: SchemaTypes.ObjectId, required: true })
  _id!: Types.ObjectId;

  /** Whole paise: what the client paid or declared to have paid. */
  @Prop({ type: Number, required: true, min: 0 })
  amountPaise!: number;

  @Prop({ type: String, enum: [...PAYMENT_METHODS, null], default: null })
  method!: PaymentMethod | null;

  /** The UPI transaction reference the client gave ('' for cash or card). */
  @Prop({ type: String, default: '' })
  utr!: string;

  /** The clinic's reference for a card payment (slip number), optional. */
  @Prop({ type: String, default: '' })
  reference!: string;

  @Prop({ type: String, default: '' })
  rejectionReason!: string;

  @Prop({ type: Date, default: null })
  submittedAt!: Date | null;

  @Prop({ type: Date, default: null })
  paidAt!: Date | null;

  @Prop({ type: SchemaTypes.ObjectId, default: null })
  confirmedBy!: Types.ObjectId | null;

  @Prop({ type: RefundSchema, default: null })
  refund!: Refund | null;
}

export const PaymentSchema = SchemaFactory.createForClass(Payment);
