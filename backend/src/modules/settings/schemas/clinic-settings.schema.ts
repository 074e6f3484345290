import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import type { SessionType } from '@clinic/contracts';

/** The clinic's settings: one document, `_id: 'clinic'`. Prices in whole paise. */
@Schema({ collection: 'clinic_settings', versionKey: false })
export class ClinicSettingsDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, default: '' })
  address!: string;

  @Prop({ type: String, default: '' })
  phone!: string;

  @Prop({ type: SchemaTypes.Mixed, required: true })
  pricesPaise!: Record<SessionType, number>;

  @Prop({ type: Number, required: true })
  cancelCutoffHours!: number;

  @Prop({ type: Number, required: true })
  followUpDays!: number;

  @Prop({ type: Date, default: null })
  updatedAt!: Date | null;
}

export const ClinicSettingsSchema = SchemaFactory.createForClass(ClinicSettingsDoc);

/** One audited change: who, when, and each field's value before and after. Append-only. */
@Schema({ collection: 'clinic_settings_changes', versionKey: false })
export class ClinicSettingsChangeDoc {
  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  actor!: Types.ObjectId;

  @Prop({ type: String, required: true })
  actorName!: string;

  @Prop({ type: [{ field: String, from: String, to: String, _id: false }], required: true })
  changes!: { field: string; from: string; to: string }[];
}

export const ClinicSettingsChangeSchema = SchemaFactory.createForClass(ClinicSettingsChangeDoc);
ClinicSettingsChangeSchema.index({ at: -1 });
