import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { DIARY_PHOTO_TYPES, MEAL_TIMES, type MealTime } from '@clinic/contracts';
import { StoredFoodAmount, StoredFoodAmountSchema, StoredNutrients, StoredNutrientsSchema } from '../../nutrition-plans/schemas/nutrition-plan.schema';

/**
 * A food as eaten is stored as a plan's item is (the same sub-document: its name and values at the
 * time), so a later change or retirement of the food leaves the diary as it was.
 */
export type DiaryItem = StoredFoodAmount;

@Schema({ _id: false })
export class DiaryPhotoInfo {
  @Prop({ type: String, enum: DIARY_PHOTO_TYPES, required: true })
  type!: (typeof DIARY_PHOTO_TYPES)[number];

  @Prop({ type: Number, required: true })
  size!: number;
}
const DiaryPhotoInfoSchema = SchemaFactory.createForClass(DiaryPhotoInfo);

/** One meal a client ate. The photo's bytes live in `diary_photos`, so reading a week of entries stays small. */
@Schema({ collection: 'diary_entries', timestamps: true })
export class DiaryEntry {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  client!: Types.ObjectId;

  /** The browser's id for the entry: what makes a queued entry sent twice one entry. */
  @Prop({ type: String, required: true })
  clientEntryId!: string;

  @Prop({ type: String, required: true })
  date!: string;

  @Prop({ type: String, enum: MEAL_TIMES, required: true })
  mealTime!: MealTime;

  @Prop({ type: [StoredFoodAmountSchema], default: [] })
  items!: StoredFoodAmount[];

  @Prop({ type: SchemaTypes.ObjectId, ref: 'NutritionPlan', default: null })
  asPlanned!: Types.ObjectId | null;

  @Prop({ type: String, default: '' })
  note!: string;

  @Prop({ type: StoredNutrientsSchema, required: true })
  nutrients!: StoredNutrients;

  @Prop({ type: DiaryPhotoInfoSchema, default: null })
  photo!: DiaryPhotoInfo | null;

  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  createdBy!: Types.ObjectId;

  createdAt!: Date;
  updatedAt!: Date;
}

export const DiaryEntrySchema = SchemaFactory.createForClass(DiaryEntry);
// An entry queued offline and sent again is stored once: the insert of the second one fails here.
DiaryEntrySchema.index({ client: 1, clientEntryId: 1 }, { unique: true });
// A client's days, for the diary, the summary and the adherence of the last week.
DiaryEntrySchema.index({ client: 1, date: 1 });
// Whether a food is named by any entry (a food in use is retired, not deleted).
DiaryEntrySchema.index({ 'items.food': 1 });

/** A meal's photo, one per entry (its `_id` is the entry's). */
@Schema({ collection: 'diary_photos', timestamps: true })
export class DiaryPhoto {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  client!: Types.ObjectId;

  @Prop({ type: String, enum: DIARY_PHOTO_TYPES, required: true })
  type!: (typeof DIARY_PHOTO_TYPES)[number];

  @Prop({ type: Buffer, required: true })
  data!: Buffer;

  createdAt!: Date;
  updatedAt!: Date;
}

export const DiaryPhotoSchema = SchemaFactory.createForClass(DiaryPhoto);
DiaryPhotoSchema.index({ client: 1 });
