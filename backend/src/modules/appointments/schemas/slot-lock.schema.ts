import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';

/**
 * One document per half hour a pending or confirmed appointment occupies, keyed
 * `<nutritionist>|<date>|<HH:MM>`. `_id` is unique on every MongoDB-compatible server, so two bookings
 * that share any half hour cannot both insert their locks: the database, not a read-then-write check,
 * makes a double booking impossible (no transactions or partial indexes needed).
 */
@Schema({ collection: 'slot_locks', versionKey: false })
export class SlotLock {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  appointment!: Types.ObjectId;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const SlotLockSchema = SchemaFactory.createForClass(SlotLock);
SlotLockSchema.index({ appointment: 1 });
