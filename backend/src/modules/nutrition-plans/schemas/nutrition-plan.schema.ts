import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { type FoodAmount, MEAL_TIMES, type MealTime, type Nutrients, PLAN_DAYS_MAX, ZERO_NUTRIENTS } from '@clinic/contracts';
import { trackClientVersions } from '../../../database/client-versions';

@Schema({ _id: false })
export class StoredNutrients implements Nutrients {
  @Prop({ type: Number, default: 0 })
  energyKcal!: number;

  @Prop({ type: Number, default: 0 })
  protein!: number;

  @Prop({ type: Number, default: 0 })
  carbohydrate!: number;

  @Prop({ type: Number, default: 0 })
  fat!: number;

  @Prop({ type: Number, default: 0 })
  fibre!: number;
}
export const StoredNutrientsSchema = SchemaFactory.createForClass(StoredNutrients);

@Schema({ _id: false })
export class StoredMeasure {
  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: Number, required: true })
  count!: number;
}

/** A food in a meal with its name and values as they were when added: a later change or retirement of the food leaves it. */
@Schema({ _id: false })
export class StoredFoodAmount {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'Food', required: true })
  food!: Types.ObjectId;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, default: '' })
  hindiName!: string;

  @Prop({ type: Number, required: true })
  grams!: number;

  @Prop({ type: SchemaFactory.createForClass(StoredMeasure), default: undefined })
  measure?: StoredMeasure;

  @Prop({ type: StoredNutrientsSchema, required: true })
  nutrients!: StoredNutrients;
}
export const StoredFoodAmountSchema = SchemaFactory.createForClass(StoredFoodAmount);

/**
 * A meal as stored in a plan or a template. Written before issue 59, a meal has no `day`, `items` or
 * `nutrients`: it reads as day 1 with only its typed calories (see `storedMealOf`).
 */
@Schema({ _id: false })
export class MealEntry {
  /** Day of the plan's cycle, 1 to PLAN_DAYS_MAX. */
  @Prop({ type: Number, default: 1, min: 1, max: PLAN_DAYS_MAX })
  day!: number;

  @Prop({ type: String, enum: MEAL_TIMES, required: true })
  mealTime!: MealTime;

  @Prop({ type: String, required: true })
  description!: string;

  /** Typed, or with items the rounded energy of its items. */
  @Prop({ type: Number, default: 0, min: 0 })
  calories!: number;

  @Prop({ type: [StoredFoodAmountSchema], default: [] })
  items!: StoredFoodAmount[];

  /** Sum of the items; without items, only the typed energy. */
  @Prop({ type: StoredNutrientsSchema })
  nutrients!: StoredNutrients;
}
export const MealEntrySchema = SchemaFactory.createForClass(MealEntry);

/** What DIARY and the mappers read: a meal with every field, old meals filled in. */
export interface StoredMeal {
  day: number;
  mealTime: MealTime;
  description: string;
  calories: number;
  items: FoodAmount[];
  nutrients: Nutrients;
}

/** A stored meal with the fields older documents lack, and ids as strings. */
export function storedMealOf(meal: Partial<MealEntry> & Pick<MealEntry, 'mealTime' | 'description'>): StoredMeal {
  const calories = meal.calories ?? 0;
  const items: FoodAmount[] = (meal.items ?? []).map((i) => ({
    food: String(i.food),
    name: i.name,
    hindiName: i.hindiName ?? '',
    grams: i.grams,
    ...(i.measure ? { measure: { name: i.measure.name, count: i.measure.count } } : {}),
    nutrients: pickNutrients(i.nutrients),
  }));
  const nutrients = meal.nutrients ? pickNutrients(meal.nutrients) : { ...ZERO_NUTRIENTS, energyKcal: calories };
  return { day: meal.day ?? 1, mealTime: meal.mealTime, description: meal.description, calories, items, nutrients };
}

const pickNutrients = (n: Partial<Nutrients> | undefined): Nutrients => ({
  energyKcal: n?.energyKcal ?? 0,
  protein: n?.protein ?? 0,
  carbohydrate: n?.carbohydrate ?? 0,
  fat: n?.fat ?? 0,
  fibre: n?.fibre ?? 0,
});

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
