import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { OVERRIDE_KINDS, type OverrideKind } from '@clinic/contracts';

/** A date override of one practitioner's week: days of time off, or extra hours on one date. */
@Schema({ collection: 'availability_overrides', timestamps: true })
export class AvailabilityOverride {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  nutritionist!: Types.ObjectId;

  @Prop({ type: String, enum: OVERRIDE_KINDS, required: true })
  kind!: OverrideKind;

  @Prop({ type: String, required: true })
  startDate!: string;

  @Prop({ type: String, required: true })
  endDate!: string;

  @Prop({ type: String })
  startTime?: string;

  @Prop({ type: String })
  endTime?: string;

  @Prop({ type: String, default: '' })
  note!: string;

  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  createdBy!: Types.ObjectId;
}

export const AvailabilityOverrideSchema = SchemaFactory.createForClass(AvailabilityOverride);
// Overrides touching a range of dates: `startDate <= to` scanned per practitioner, `endDate >= from` filtered.
AvailabilityOverrideSchema.index({ nutritionist: 1, startDate: 1 });
