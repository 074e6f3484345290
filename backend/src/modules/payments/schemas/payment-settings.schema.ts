import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The clinic's payee and receipt details: one document, `_id` 'payee'. */
@Schema({ collection: 'clinic_settings', timestamps: true, versionKey: false })
export class PaymentSettingsDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, default: '' })
  upiId!: string;

  @Prop({ type: String, default: '' })
  payeeName!: string;

  @Prop({ type: String, default: '' })
  clinicName!: string;

  @Prop({ type: String, default: '' })
  clinicAddress!: string;

  @Prop({ type: String, default: '' })
  gstin!: string;

  /** Basis points (18 % = 1800), so the rate stays exact. */
  @Prop({ type: Number, default: 0 })
  gstRateBasisPoints!: number;
}

export const PaymentSettingsSchema = SchemaFactory.createForClass(PaymentSettingsDoc);
