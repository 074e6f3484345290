import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import type { PaymentMethod, SessionType } from '@clinic/contracts';

/**
 * A receipt as issued: a snapshot, so later changes to names, prices or the clinic's details do not
 * rewrite a document the client already holds. `_id` is the appointment's (one receipt each);
 * `number` is unique: inserting it is how two concurrent payments are kept from sharing one.
 */
@Schema({ collection: 'receipts', versionKey: false })
export class Receipt {
  @Prop({ type: SchemaTypes.ObjectId, required: true })
  _id!: Types.ObjectId;

  /** `<financial year>/<sequence>`, e.g. 2026-27/000042. */
  @Prop({ type: String, required: true })
  number!: string;

  @Prop({ type: String, required: true })
  financialYear!: string;

  @Prop({ type: Number, required: true })
  sequence!: number;

  @Prop({ type: Date, required: true })
  issuedAt!: Date;

  @Prop({ type: Number, required: true })
  amountPaise!: number;

  @Prop({ type: String, required: true })
  method!: PaymentMethod;

  @Prop({ type: String, default: '' })
  paymentReference!: string;

  @Prop({ type: String, required: true })
  clientName!: string;

  @Prop({ type: String, required: true })
  nutritionistName!: string;

  @Prop({ type: String, required: true })
  sessionType!: SessionType;

  @Prop({ type: String, required: true })
  appointmentDate!: string;

  @Prop({ type: String, required: true })
  appointmentTime!: string;

  @Prop({ type: String, default: '' })
  clinicName!: string;

  @Prop({ type: String, default: '' })
  clinicAddress!: string;

  @Prop({ type: String, default: '' })
  gstin!: string;

  @Prop({ type: Number, default: 0 })
  gstRate!: number;
}

export const ReceiptSchema = SchemaFactory.createForClass(Receipt);
ReceiptSchema.index({ number: 1 }, { unique: true });
// The next number of a year is the highest so far plus one.
ReceiptSchema.index({ financialYear: 1, sequence: -1 });
