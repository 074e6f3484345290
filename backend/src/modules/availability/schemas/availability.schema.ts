import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, SchemaTypes, Types } from 'mongoose';
import { WEEKDAYS, type Weekday } from '@clinic/contracts';

@Schema({ _id: false })
export class Slot {
  @Prop({ type: String, required: true })
  startTime!: string;

  @Prop({ type: String, required: true })
  endTime!: string;

  @Prop({ type: Boolean, default: false })
  isBooked!: boolean;
}
export const SlotSchema = SchemaFactory.createForClass(Slot);

/** One nutritionist's slots for one weekday, repeating every week. */
@Schema({ collection: 'availabilities', timestamps: true })
export class Availability {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  nutritionist!: Types.ObjectId;

  @Prop({ type: String, enum: WEEKDAYS, required: true })
  dayOfWeek!: Weekday;

  @Prop({ type: [SlotSchema], default: [] })
  slots!: Slot[];

  /** Bumped on every change: concurrent edits of one day retry instead of overwriting each other. */
  @Prop({ type: Number, default: 0 })
  revision!: number;
}

export type AvailabilityDocument = HydratedDocument<Availability>;
export const AvailabilitySchema = SchemaFactory.createForClass(Availability);
AvailabilitySchema.index({ nutritionist: 1, dayOfWeek: 1 }, { unique: true });
