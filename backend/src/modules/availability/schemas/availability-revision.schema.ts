import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Slot, SlotSchema } from './availability.schema';

/**
 * The claim on one revision of one availability day, `_id` `<day id>|<revision>`. Whoever inserts it
 * (a unique `_id`, atomic on FerretDB as on MongoDB, across processes) is the only writer of that
 * revision; the slots it carries let another instance finish the write if the claimer died.
 */
@Schema({ collection: 'availability_revisions', versionKey: false })
export class AvailabilityRevision {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [SlotSchema], default: [] })
  slots!: Slot[];

  @Prop({ type: Date, required: true })
  claimedAt!: Date;
}

export const AvailabilityRevisionSchema = SchemaFactory.createForClass(AvailabilityRevision);
