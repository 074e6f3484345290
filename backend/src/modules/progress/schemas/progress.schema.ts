import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { trackClientVersions } from '../../../database/client-versions';

@Schema({ collection: 'progress_records', timestamps: true })
export class Progress {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  client!: Types.ObjectId;

  /**
   * The nutritionist it is recorded under (spec section 6): the admin who entered it, else the
   * nutritionist of the client's first plan, else the nutritionist who entered it; none when a client
   * enters one before having a plan. Not necessarily who wrote it: that is `enteredBy`.
   */
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', default: null })
  nutritionist!: Types.ObjectId | null;

  /** Who entered it: the client, or a practitioner. Absent on records from before it existed (see CareTeamBackfill). */
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User' })
  enteredBy?: Types.ObjectId;

  /** The clinic's calendar date of the measurement. */
  @Prop({ type: String, required: true })
  date!: string;

  @Prop({ type: Number, default: null })
  weight!: number | null;

  @Prop({ type: Number, default: null })
  height!: number | null;

  @Prop({ type: Number, default: null })
  bodyFat!: number | null;

  /** Always computed here from weight and height; never taken from a request. */
  @Prop({ type: Number, default: null })
  bmi!: number | null;

  @Prop({ type: String, default: '' })
  notes!: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export const ProgressSchema = SchemaFactory.createForClass(Progress);
// A client's own reads are kept while their version stands (database/client-versions.ts).
ProgressSchema.plugin(trackClientVersions);
ProgressSchema.index({ client: 1, date: -1, createdAt: -1 });
ProgressSchema.index({ nutritionist: 1, date: -1 });
ProgressSchema.index({ date: -1 });
