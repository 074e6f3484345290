import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  type Allergen,
  ALLERGENS,
  type Diet,
  DIETS,
  type Food,
  FOOD_DIET_CLASSES,
  FOOD_GROUP_CODES,
  FOOD_KINDS,
  FOOD_NAME_MAX_LENGTH,
  FOOD_SEARCH_LIMIT_MAX,
  FOOD_SOURCES,
  type FoodDietClass,
  type FoodGroup,
  type FoodKind,
  type FoodNutrients,
  type FoodRequest,
  type FoodSource,
  type FoodSummary,
  type HouseholdMeasure,
  INGREDIENTS_PER_RECIPE_MAX,
  ITEM_GRAMS,
  MEASURE_COUNT,
  MEASURE_GRAMS,
  MEASURES_PER_FOOD_MAX,
  NutritionMessages,
  PER_100G_MAX,
  type Recipe,
  RECIPE_SERVINGS,
  RECIPE_YIELD_GRAMS,
  type RecipeIngredient,
} from '@clinic/contracts';
import { Trim, TrimToUndefined } from '../../../common/decorators/transforms';
import { Optional } from '../../../common/validation/optional';
import { ID_PATTERN } from '../../../common/dto/api-formats';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';
/** Micronutrients per 100 g: mg (folate µg); 100 g of anything holds at most 100,000 mg. */
const MICRO_MAX = 100_000;
export const MEASURE_NAME_MAX_LENGTH = 40;
const SEARCH_MAX_LENGTH = 100;

const per100g = NutritionMessages.foods.per100gOutOfRange;
const Core = (key: keyof typeof PER_100G_MAX, description: string, example: number) => (target: object, property: string) => {
  ApiProperty({ description, example, minimum: 0, maximum: PER_100G_MAX[key] })(target, property);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: per100g(PER_100G_MAX[key]) })(target, property);
  Min(0, { message: per100g(PER_100G_MAX[key]) })(target, property);
  Max(PER_100G_MAX[key], { message: per100g(PER_100G_MAX[key]) })(target, property);
};
const Micro = (description: string, example: number) => (target: object, property: string) => {
  ApiPropertyOptional({ description, example, minimum: 0, maximum: MICRO_MAX })(target, property);
  Optional()(target, property);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: per100g(MICRO_MAX) })(target, property);
  Min(0, { message: per100g(MICRO_MAX) })(target, property);
  Max(MICRO_MAX, { message: per100g(MICRO_MAX) })(target, property);
};

/** Values per 100 g: energy in kcal, macronutrients and fibre in grams, micronutrients in mg (folate µg). */
export class Per100gDto implements FoodNutrients {
  @Core('energyKcal', 'Energy, kcal per 100 g.', 348) energyKcal!: number;
  @Core('protein', 'Protein, g per 100 g.', 10.96) protein!: number;
  @Core('carbohydrate', 'Available carbohydrate, g per 100 g.', 61.78) carbohydrate!: number;
  @Core('fat', 'Total fat, g per 100 g.', 5.43) fat!: number;
  @Core('fibre', 'Total dietary fibre, g per 100 g.', 11.49) fibre!: number;
  @Micro('Calcium, mg per 100 g.', 27.35) calcium?: number;
  @Micro('Iron, mg per 100 g.', 6.42) iron?: number;
  @Micro('Zinc, mg per 100 g.', 2.76) zinc?: number;
  @Micro('Magnesium, mg per 100 g.', 124) magnesium?: number;
  @Micro('Potassium, mg per 100 g.', 365) potassium?: number;
  @Micro('Sodium, mg per 100 g.', 4.11) sodium?: number;
  @Micro('Vitamin C, mg per 100 g.', 0) vitaminC?: number;
  @Micro('Folate, µg per 100 g.', 36.1) folate?: number;
}

export class MeasureDto implements HouseholdMeasure {
  @ApiProperty({ description: 'The measure: katori, roti, cup, tablespoon, piece…', example: 'katori', maxLength: MEASURE_NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: NutritionMessages.foods.measureNameRequired })
  @IsNotEmpty({ message: NutritionMessages.foods.measureNameRequired })
  @MaxLength(MEASURE_NAME_MAX_LENGTH, { message: NutritionMessages.foods.measureNameRequired })
  name!: string;

  @ApiProperty({ description: 'Grams of the food one measure holds.', example: 30, minimum: MEASURE_GRAMS.min, maximum: MEASURE_GRAMS.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NutritionMessages.foods.measureGramsOutOfRange(MEASURE_GRAMS.min, MEASURE_GRAMS.max) })
  @Min(MEASURE_GRAMS.min, { message: NutritionMessages.foods.measureGramsOutOfRange(MEASURE_GRAMS.min, MEASURE_GRAMS.max) })
  @Max(MEASURE_GRAMS.max, { message: NutritionMessages.foods.measureGramsOutOfRange(MEASURE_GRAMS.min, MEASURE_GRAMS.max) })
  grams!: number;
}

export class MeasureCountDto {
  @ApiProperty({ description: 'One of the food\'s household measures, by name.', example: 'katori' })
  @IsString({ message: NutritionMessages.foods.measureNameRequired })
  name!: string;

  @ApiProperty({ description: 'How many of the measure.', example: 1.5, minimum: MEASURE_COUNT.min, maximum: MEASURE_COUNT.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NutritionMessages.foods.measureCountOutOfRange(MEASURE_COUNT.min, MEASURE_COUNT.max) })
  count!: number;
}

/** An ingredient: a food and its raw weight in grams, or a count of one of its measures. */
export class IngredientInputDto {
  @ApiProperty({ description: 'The food\'s id.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @IsMongoId({ message: NutritionMessages.foods.invalidFood })
  food!: string;

  @ApiPropertyOptional({ description: 'Grams of it (or give `measure`).', example: 60, minimum: ITEM_GRAMS.min, maximum: ITEM_GRAMS.max })
  @Optional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NutritionMessages.foods.gramsOutOfRange(ITEM_GRAMS.min, ITEM_GRAMS.max) })
  grams?: number;

  @ApiPropertyOptional({ description: 'A count of one of the food\'s household measures (or give `grams`).', type: MeasureCountDto })
  @Optional()
  @ValidateNested()
  @Type(() => MeasureCountDto)
  measure?: MeasureCountDto;
}

export class RecipeInputDto {
  @ApiProperty({ description: 'What goes in, raw.', type: [IngredientInputDto] })
  @IsArray({ message: NutritionMessages.foods.ingredientsRequired })
  @ArrayMinSize(1, { message: NutritionMessages.foods.ingredientsRequired })
  @ArrayMaxSize(INGREDIENTS_PER_RECIPE_MAX, { message: NutritionMessages.foods.tooManyIngredients(INGREDIENTS_PER_RECIPE_MAX) })
  @ValidateNested({ each: true })
  @Type(() => IngredientInputDto)
  ingredients!: IngredientInputDto[];

  @ApiProperty({ description: 'Weight of the cooked dish, grams.', example: 900, minimum: RECIPE_YIELD_GRAMS.min, maximum: RECIPE_YIELD_GRAMS.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NutritionMessages.foods.yieldOutOfRange(RECIPE_YIELD_GRAMS.min, RECIPE_YIELD_GRAMS.max) })
  @Min(RECIPE_YIELD_GRAMS.min, { message: NutritionMessages.foods.yieldOutOfRange(RECIPE_YIELD_GRAMS.min, RECIPE_YIELD_GRAMS.max) })
  @Max(RECIPE_YIELD_GRAMS.max, { message: NutritionMessages.foods.yieldOutOfRange(RECIPE_YIELD_GRAMS.min, RECIPE_YIELD_GRAMS.max) })
  cookedYieldGrams!: number;

  @ApiProperty({ description: 'How many servings the dish makes; a `serving` measure of yield ÷ servings is added.', example: 6, minimum: RECIPE_SERVINGS.min, maximum: RECIPE_SERVINGS.max })
  @IsInt({ message: NutritionMessages.foods.servingsOutOfRange(RECIPE_SERVINGS.min, RECIPE_SERVINGS.max) })
  @Min(RECIPE_SERVINGS.min, { message: NutritionMessages.foods.servingsOutOfRange(RECIPE_SERVINGS.min, RECIPE_SERVINGS.max) })
  @Max(RECIPE_SERVINGS.max, { message: NutritionMessages.foods.servingsOutOfRange(RECIPE_SERVINGS.min, RECIPE_SERVINGS.max) })
  servings!: number;
}

/** The fields of a food both writes share, every one optional here. */
class FoodFieldsDto {
  @ApiPropertyOptional({ description: 'Hindi name (Latin or Devanagari letters), for search.', example: 'Bajra', maxLength: FOOD_NAME_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: NutritionMessages.foods.nameTooLong(FOOD_NAME_MAX_LENGTH) })
  @MaxLength(FOOD_NAME_MAX_LENGTH, { message: NutritionMessages.foods.nameTooLong(FOOD_NAME_MAX_LENGTH) })
  hindiName?: string;

  @ApiPropertyOptional({ description: 'Food group letter (IFCT 2017); K (miscellaneous) for a food and U (recipes) for a recipe when left out.', enum: FOOD_GROUP_CODES, example: 'A' })
  @Optional()
  @IsIn(FOOD_GROUP_CODES, { message: NutritionMessages.foods.invalidGroup })
  group?: FoodGroup;

  @ApiPropertyOptional({ description: 'What the food is, for diets (vegetarian when left out). A recipe is at least as strict as its ingredients.', enum: FOOD_DIET_CLASSES, example: 'vegetarian' })
  @Optional()
  @IsIn(FOOD_DIET_CLASSES, { message: NutritionMessages.foods.invalidDiet })
  diet?: FoodDietClass;

  @ApiPropertyOptional({ description: 'Fit for a Jain diet (false when left out). A recipe is Jain only if all its ingredients are.', example: false })
  @Optional()
  @IsBoolean()
  jain?: boolean;

  @ApiPropertyOptional({ description: 'Allergens it carries; a recipe adds its ingredients\'.', enum: ALLERGENS, isArray: true, example: ['milk'] })
  @Optional()
  @IsArray({ message: NutritionMessages.foods.invalidAllergen })
  @ArrayMaxSize(ALLERGENS.length, { message: NutritionMessages.foods.invalidAllergen })
  @IsIn(ALLERGENS, { each: true, message: NutritionMessages.foods.invalidAllergen })
  allergens?: Allergen[];

  @ApiPropertyOptional({ description: 'Values per 100 g; required for a food, left out for a recipe (computed from its ingredients).', type: Per100gDto })
  @Optional()
  @ValidateNested()
  @Type(() => Per100gDto)
  per100g?: Per100gDto;

  @ApiPropertyOptional({ description: 'Household measures and their grams (replaces the list).', type: [MeasureDto] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MEASURES_PER_FOOD_MAX, { message: NutritionMessages.foods.tooManyMeasures(MEASURES_PER_FOOD_MAX) })
  @ValidateNested({ each: true })
  @Type(() => MeasureDto)
  measures?: MeasureDto[];

  @ApiPropertyOptional({ description: 'Makes it a recipe: ingredients with grams, cooked yield and servings.', type: RecipeInputDto })
  @Optional()
  @ValidateNested()
  @Type(() => RecipeInputDto)
  recipe?: RecipeInputDto;
}

export class CreateFoodDto extends FoodFieldsDto implements FoodRequest {
  @ApiProperty({ description: 'Name in English.', example: 'Vegetable poha', maxLength: FOOD_NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: NutritionMessages.foods.nameRequired })
  @IsNotEmpty({ message: NutritionMessages.foods.nameRequired })
  @MaxLength(FOOD_NAME_MAX_LENGTH, { message: NutritionMessages.foods.nameTooLong(FOOD_NAME_MAX_LENGTH) })
  name!: string;
}

/** Send only what changes. Of a table (IFCT 2017) food only `measures` and `hindiName` may change. */
@AcceptsOwnOutput(() => FoodDto)
export class UpdateFoodDto extends FoodFieldsDto {
  @ApiPropertyOptional({ description: 'Name in English.', example: 'Vegetable poha', maxLength: FOOD_NAME_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: NutritionMessages.foods.nameRequired })
  @IsNotEmpty({ message: NutritionMessages.foods.nameRequired })
  @MaxLength(FOOD_NAME_MAX_LENGTH, { message: NutritionMessages.foods.nameTooLong(FOOD_NAME_MAX_LENGTH) })
  name?: string;
}

const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : value;

export class ListFoodsQueryDto {
  @ApiPropertyOptional({ description: 'Words of an English, Hindi (Latin or Devanagari) or other local name; typos tolerated. Empty: all, alphabetically.', example: 'palak', maxLength: SEARCH_MAX_LENGTH })
  @TrimToUndefined()
  @Optional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH, { message: `search is at most ${SEARCH_MAX_LENGTH} characters` })
  search?: string;

  @ApiPropertyOptional({ description: 'Only this food group.', enum: FOOD_GROUP_CODES, example: 'C' })
  @TrimToUndefined()
  @Optional()
  @IsIn(FOOD_GROUP_CODES, { message: NutritionMessages.foods.invalidGroup })
  group?: FoodGroup;

  @ApiPropertyOptional({ description: 'Only foods or only recipes.', enum: FOOD_KINDS, example: 'food' })
  @TrimToUndefined()
  @Optional()
  @IsIn(FOOD_KINDS)
  kind?: FoodKind;

  @ApiPropertyOptional({ description: 'Only the table\'s foods or only the clinic\'s.', enum: FOOD_SOURCES, example: 'ifct2017' })
  @TrimToUndefined()
  @Optional()
  @IsIn(FOOD_SOURCES)
  source?: FoodSource;

  @ApiPropertyOptional({ description: 'Only foods this diet allows.', enum: DIETS, example: 'vegetarian' })
  @TrimToUndefined()
  @Optional()
  @IsIn(DIETS, { message: 'diet must be vegetarian, eggetarian, non-vegetarian or jain' })
  diet?: Diet;

  @ApiPropertyOptional({ description: 'Leave out foods carrying any of these allergens (comma-separated).', example: 'milk,peanut', type: String })
  @Transform(commaList)
  @Optional()
  @IsArray()
  @ArrayMaxSize(ALLERGENS.length, { message: NutritionMessages.foods.invalidAllergen })
  @IsIn(ALLERGENS, { each: true, message: NutritionMessages.foods.invalidAllergen })
  exclude?: Allergen[];

  @ApiPropertyOptional({ description: 'Page number, from 1.', example: 1, minimum: 1, default: 1 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(10_000, { message: 'page is too large' })
  page?: number;

  @ApiPropertyOptional({ description: `Foods per page (at most ${FOOD_SEARCH_LIMIT_MAX}).`, example: 20, minimum: 1, maximum: FOOD_SEARCH_LIMIT_MAX, default: 20 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(FOOD_SEARCH_LIMIT_MAX, { message: `limit must be at most ${FOOD_SEARCH_LIMIT_MAX}` })
  limit?: number;
}

export class IngredientDto implements RecipeIngredient {
  @ApiProperty({ description: 'The food\'s id.', example: ID_EXAMPLE })
  food!: string;

  @ApiProperty({ description: 'Its name when the recipe was saved.', example: 'Rice flakes' })
  name!: string;

  @ApiProperty({ description: 'Raw grams in the recipe.', example: 60 })
  grams!: number;
}

export class RecipeDto implements Recipe {
  @ApiProperty({ description: 'What goes in.', type: [IngredientDto] })
  ingredients!: IngredientDto[];

  @ApiProperty({ description: 'Weight of the cooked dish, grams.', example: 900 })
  cookedYieldGrams!: number;

  @ApiProperty({ description: 'Servings it makes.', example: 6 })
  servings!: number;
}

export class FoodSummaryDto implements FoodSummary {
  @ApiProperty({ description: 'Food id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'A food, or a recipe of foods.', enum: FOOD_KINDS, example: 'food' })
  kind!: FoodKind;

  @ApiProperty({ description: 'From the Indian Food Composition Tables 2017, or added by the clinic.', enum: FOOD_SOURCES, example: 'ifct2017' })
  source!: FoodSource;

  @ApiProperty({ description: 'IFCT 2017 food code; empty for the clinic\'s foods.', example: 'A003' })
  code!: string;

  @ApiProperty({ description: 'Name in English.', example: 'Bajra' })
  name!: string;

  @ApiProperty({ description: 'Hindi name, or an empty string.', example: 'Bajra' })
  hindiName!: string;

  @ApiProperty({ description: 'Food group letter.', enum: FOOD_GROUP_CODES, example: 'A' })
  group!: FoodGroup;

  @ApiProperty({ description: 'What it is, for diets.', enum: FOOD_DIET_CLASSES, example: 'vegetarian' })
  diet!: FoodDietClass;

  @ApiProperty({ description: 'Fit for a Jain diet.', example: true })
  jain!: boolean;

  @ApiProperty({ description: 'Allergens it carries (derived for table foods: to be checked by the nutritionist).', enum: ALLERGENS, isArray: true, example: [] })
  allergens!: Allergen[];

  @ApiProperty({ description: 'Values per 100 g.', type: Per100gDto })
  per100g!: Per100gDto;

  @ApiProperty({ description: 'Household measures and their grams.', type: [MeasureDto] })
  measures!: MeasureDto[];

  @ApiProperty({ description: 'Retired: kept for what names it, no longer offered.', example: false })
  retired!: boolean;
}

export class FoodDto extends FoodSummaryDto implements Food {
  @ApiProperty({ description: 'Other local names (Bengali, Tamil, Telugu…), for search.', type: [String], example: ['Pearl millet', 'Sajje'] })
  otherNames!: string[];

  @ApiPropertyOptional({ description: 'For a recipe: its ingredients, cooked yield and servings.', type: RecipeDto })
  recipe?: RecipeDto;
}

export class FoodPageDto {
  @ApiProperty({ description: 'The foods on this page, best match first (alphabetically without a search).', type: [FoodSummaryDto] })
  data!: FoodSummaryDto[];

  @ApiProperty({ description: 'Page number, from 1.', example: 1 })
  page!: number;

  @ApiProperty({ description: 'Page size.', example: 20 })
  limit!: number;

  @ApiProperty({ description: 'Number of foods matching the query.', example: 42 })
  total!: number;
}

export class FoodDeletedDto {
  @ApiProperty({ description: 'What happened, for the user.', example: 'Food deleted.' })
  message!: string;

  @ApiProperty({ description: 'True when the food is in use and was retired instead of removed.', example: false })
  retired!: boolean;
}
