import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  ALLERGENS,
  type Allergen,
  DEFAULT_MACROS,
  DIETS,
  type Diet,
  MACRO_UNITS,
  type MacroUnit,
  SEXES,
  type Sex,
  TARGET_METHODS,
  type TargetMethod,
} from '@clinic/contracts';

@Schema({ _id: false })
export class StoredMacros {
  @Prop({ type: String, enum: MACRO_UNITS, default: DEFAULT_MACROS.unit })
  unit!: MacroUnit;

  @Prop({ type: Number, default: DEFAULT_MACROS.protein })
  protein!: number;

  @Prop({ type: Number, default: DEFAULT_MACROS.carbohydrate })
  carbohydrate!: number;

  @Prop({ type: Number, default: DEFAULT_MACROS.fat })
  fat!: number;
}

/** Fibre a day when the practitioner has not set one: the usual adult recommendation. */
export const DEFAULT_FIBRE_GRAMS = 25;

@Schema({ _id: false })
export class StoredTarget {
  @Prop({ type: String, enum: TARGET_METHODS, default: 'mifflin-st-jeor' })
  method!: TargetMethod;

  @Prop({ type: Number, default: null })
  energyKcal!: number | null;

  @Prop({ type: Number, default: 0 })
  adjustmentKcal!: number;

  @Prop({ type: SchemaFactory.createForClass(StoredMacros), default: () => ({ ...DEFAULT_MACROS }) })
  macros!: StoredMacros;

  @Prop({ type: Number, default: DEFAULT_FIBRE_GRAMS })
  fibre!: number;
}

/** A client's facts and nutrition target: a health record, one per client (`client` is unique). */
@Schema({ collection: 'nutrition_profiles', timestamps: true })
export class NutritionProfile {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  client!: Types.ObjectId;

  @Prop({ type: String, enum: [...SEXES, null], default: null })
  sex!: Sex | null;

  /** YYYY-MM-DD, or '' when not given. */
  @Prop({ type: String, default: '' })
  dateOfBirth!: string;

  @Prop({ type: String, enum: ACTIVITY_LEVELS, default: 'light' })
  activity!: ActivityLevel;

  @Prop({ type: String, enum: [...DIETS, null], default: null })
  diet!: Diet | null;

  @Prop({ type: [String], enum: ALLERGENS, default: [] })
  allergies!: Allergen[];

  @Prop({ type: SchemaFactory.createForClass(StoredTarget), default: () => ({}) })
  target!: StoredTarget;

  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', default: null })
  updatedBy!: Types.ObjectId | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const NutritionProfileSchema = SchemaFactory.createForClass(NutritionProfile);
// One profile per client: the first write inserts it, and a racing second insert turns into an update.
NutritionProfileSchema.index({ client: 1 }, { unique: true });
