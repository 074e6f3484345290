import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { type MealEntry, MealEntrySchema } from '../../nutrition-plans/schemas/nutrition-plan.schema';

/** A plan's meals kept for reuse, clinic-wide: no client, no dates. */
@Schema({ collection: 'plan_templates', timestamps: true })
export class PlanTemplate {
  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: [MealEntrySchema], default: [] })
  meals!: MealEntry[];

  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  createdBy!: Types.ObjectId;

  createdAt!: Date;
  updatedAt!: Date;
}

export const PlanTemplateSchema = SchemaFactory.createForClass(PlanTemplate);
// The clinic's templates newest first.
PlanTemplateSchema.index({ createdAt: -1 });
