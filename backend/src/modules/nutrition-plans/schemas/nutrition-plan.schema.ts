import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { MEAL_TIMES, type MealTime } from '@clinic/contracts';
import { trackClientVersions } from '../../../database/client-versions';

@Schema({ _id: false })
export class MealEntry {
  @Prop({ type: String, enum: MEAL_TIMES, required: true })
  mealTime!: MealTime;

  @Prop({ type: String, required: true })
  description!: string;

  @Prop({ type: Number, default: 0, min: 0 })
  calories!: number;
}
const MealEntrySchema = SchemaFactory.createForClass(MealEntry);

@Schema({ collection: 'nutrition_plans', timestamps: true })
export class NutritionPlan {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  client!: Types.ObjectId;

  /** The client's nutritionist for this plan: the practitioner who created it. */
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  nutritionist!: Types.ObjectId;

  /**
   * Who wrote it; only they (or the admin) change it. Absent on plans written before care teams:
   * those were always written by their `nutritionist`.
   */
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User' })
  enteredBy?: Types.ObjectId;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, required: true })
  startDate!: string;

  @Prop({ type: String, default: '' })
  endDate!: string;

  @Prop({ type: [MealEntrySchema], default: [] })
  meals!: MealEntry[];

  @Prop({ type: [String], default: [] })
  attachments!: string[];

  createdAt!: Date;
  updatedAt!: Date;
}

export const NutritionPlanSchema = SchemaFactory.createForClass(NutritionPlan);
// A client's own reads are kept while their version stands (database/client-versions.ts).
NutritionPlanSchema.plugin(trackClientVersions);
// A client's plans newest first; a practitioner's plans; the clinic-wide list.
NutritionPlanSchema.index({ client: 1, createdAt: -1 });
NutritionPlanSchema.index({ nutritionist: 1, createdAt: -1 });
NutritionPlanSchema.index({ createdAt: -1 });
