import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import {
  ALLERGENS,
  type Allergen,
  FOOD_DIET_CLASSES,
  FOOD_GROUP_CODES,
  FOOD_KINDS,
  FOOD_SOURCES,
  type FoodDietClass,
  type FoodGroup,
  type FoodKind,
  type FoodNutrients,
  type FoodSource,
} from '@clinic/contracts';

@Schema({ _id: false })
export class MeasureEntry {
  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: Number, required: true })
  grams!: number;
}
const MeasureEntrySchema = SchemaFactory.createForClass(MeasureEntry);

@Schema({ _id: false })
export class IngredientEntry {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'Food', required: true })
  food!: Types.ObjectId;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: Number, required: true })
  grams!: number;
}
const IngredientEntrySchema = SchemaFactory.createForClass(IngredientEntry);

@Schema({ _id: false })
export class RecipeEntry {
  @Prop({ type: [IngredientEntrySchema], default: [] })
  ingredients!: IngredientEntry[];

  @Prop({ type: Number, required: true })
  cookedYieldGrams!: number;

  @Prop({ type: Number, required: true })
  servings!: number;
}
const RecipeEntrySchema = SchemaFactory.createForClass(RecipeEntry);

@Schema({ collection: 'foods', timestamps: true })
export class Food {
  /**
   * What makes a food one: `ifct:<code>` for a table food, `clinic:<_id>` for the clinic's. Unique,
   * so two instances importing the table at once cannot both insert a row (FerretDB has no partial
   * indexes, so `code` alone, empty for clinic foods, cannot carry the rule).
   */
  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: String, enum: FOOD_KINDS, required: true })
  kind!: FoodKind;

  @Prop({ type: String, enum: FOOD_SOURCES, required: true })
  source!: FoodSource;

  @Prop({ type: String, default: '' })
  code!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, default: '' })
  hindiName!: string;

  @Prop({ type: [String], default: [] })
  otherNames!: string[];

  @Prop({ type: String, enum: FOOD_GROUP_CODES, required: true })
  group!: FoodGroup;

  @Prop({ type: String, enum: FOOD_DIET_CLASSES, required: true })
  diet!: FoodDietClass;

  @Prop({ type: Boolean, default: false })
  jain!: boolean;

  @Prop({ type: [String], enum: ALLERGENS, default: [] })
  allergens!: Allergen[];

  @Prop({ type: SchemaTypes.Mixed, required: true })
  per100g!: FoodNutrients;

  @Prop({ type: [MeasureEntrySchema], default: [] })
  measures!: MeasureEntry[];

  /** Set once the clinic changes a table food's measures, so a re-import keeps theirs. */
  @Prop({ type: Boolean, default: false })
  measuresEdited!: boolean;

  @Prop({ type: RecipeEntrySchema })
  recipe?: RecipeEntry;

  @Prop({ type: Boolean, default: false })
  retired!: boolean;

  /** Who added a clinic food; absent for table foods. */
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User' })
  createdBy?: Types.ObjectId;

  createdAt!: Date;
  updatedAt!: Date;
}

export const FoodSchema = SchemaFactory.createForClass(Food);
FoodSchema.index({ key: 1 }, { unique: true });
// The recipes naming a food (is it in use?).
FoodSchema.index({ 'recipe.ingredients.food': 1 });

/** `{ _id: 'ifct2017', version }`: the table's release and importer revision last imported. */
@Schema({ collection: 'food_data_versions', versionKey: false })
export class FoodDataVersion {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  version!: string;

  @Prop({ type: Number, default: 0 })
  rows!: number;

  @Prop({ type: Date })
  importedAt!: Date;
}
export const FoodDataVersionSchema = SchemaFactory.createForClass(FoodDataVersion);

/** The collection whose `{ _id: 'foods', v }` changes on every food write (database/versions.ts). */
export const FOOD_VERSIONS = 'food_versions';
export const FOODS_VERSION_KEY = 'foods';
