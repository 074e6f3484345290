import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsMongoId, IsNotEmpty, IsNumber, IsObject, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  type AmountRequest,
  type DayTotals,
  type FoodAmount,
  ITEM_GRAMS,
  type MacroSplit,
  MEASURE_COUNT,
  type Nutrients,
  NutritionMessages,
} from '@clinic/contracts';
import { Optional } from '../../../common/validation/optional';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';
const M = NutritionMessages.planNutrition;

/** Energy (kcal) and the macronutrients and fibre (g), to one decimal. */
export class PlanNutrientsDto implements Nutrients {
  @ApiProperty({ description: 'Energy, kcal.', example: 412.5 })
  energyKcal!: number;

  @ApiProperty({ description: 'Protein, g.', example: 14.2 })
  protein!: number;

  @ApiProperty({ description: 'Carbohydrate, g.', example: 62.1 })
  carbohydrate!: number;

  @ApiProperty({ description: 'Fat, g.', example: 11.8 })
  fat!: number;

  @ApiProperty({ description: 'Dietary fibre, g.', example: 7.4 })
  fibre!: number;
}

export class PlanMacroSplitDto implements MacroSplit {
  @ApiProperty({ description: 'Percent of the macronutrient energy from protein.', example: 14 })
  protein!: number;

  @ApiProperty({ description: 'Percent from carbohydrate.', example: 60 })
  carbohydrate!: number;

  @ApiProperty({ description: 'Percent from fat.', example: 26 })
  fat!: number;
}

export class PlanDayTotalsDto implements DayTotals {
  @ApiProperty({ description: 'Day of the plan\'s cycle, from 1.', example: 1 })
  day!: number;

  @ApiProperty({ description: 'The day\'s totals.', type: PlanNutrientsDto })
  nutrients!: PlanNutrientsDto;

  @ApiProperty({ description: 'Share of the energy from each macronutrient.', type: PlanMacroSplitDto })
  split!: PlanMacroSplitDto;

  @ApiProperty({ description: 'Meals whose calories were typed without foods: their macros are not known.', example: 0 })
  typedMeals!: number;
}

export class PlanItemMeasureDto {
  @ApiProperty({ description: 'A household measure of the food (katori, roti, cup…).', example: 'katori' })
  @IsString({ message: M.measureRequired })
  @IsNotEmpty({ message: M.measureRequired })
  @MaxLength(60, { message: M.measureRequired })
  name!: string;

  @ApiProperty({ description: 'How many of it.', example: 2, minimum: MEASURE_COUNT.min, maximum: MEASURE_COUNT.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidCount(MEASURE_COUNT.min, MEASURE_COUNT.max) })
  @Min(MEASURE_COUNT.min, { message: M.invalidCount(MEASURE_COUNT.min, MEASURE_COUNT.max) })
  @Max(MEASURE_COUNT.max, { message: M.invalidCount(MEASURE_COUNT.min, MEASURE_COUNT.max) })
  count!: number;
}

/** A food in a meal as sent: grams, or a count of one of its household measures (exactly one). */
export class PlanItemRequestDto implements AmountRequest {
  @ApiProperty({ description: 'Food or recipe id.', example: ID_EXAMPLE })
  @IsMongoId({ message: M.foodRequired })
  food!: string;

  @ApiPropertyOptional({ description: 'Amount in grams (or give `measure`).', example: 150, minimum: ITEM_GRAMS.min, maximum: ITEM_GRAMS.max })
  @Optional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidGrams(ITEM_GRAMS.min, ITEM_GRAMS.max) })
  @Min(ITEM_GRAMS.min, { message: M.invalidGrams(ITEM_GRAMS.min, ITEM_GRAMS.max) })
  @Max(ITEM_GRAMS.max, { message: M.invalidGrams(ITEM_GRAMS.min, ITEM_GRAMS.max) })
  grams?: number;

  @ApiPropertyOptional({ description: 'A count of one of the food\'s household measures (or give `grams`).', type: PlanItemMeasureDto })
  @Optional()
  @IsObject({ message: M.measureRequired })
  @ValidateNested()
  @Type(() => PlanItemMeasureDto)
  measure?: PlanItemMeasureDto;
}

/** A food in a meal as stored: its name and values when it was added. */
export class PlanItemDto implements FoodAmount {
  @ApiProperty({ description: 'Food or recipe id.', example: ID_EXAMPLE })
  food!: string;

  @ApiProperty({ description: 'The food\'s name when it was added.', example: 'Bajra' })
  name!: string;

  @ApiProperty({ description: 'Its Hindi name, or an empty string.', example: 'Bajra' })
  hindiName!: string;

  @ApiProperty({ description: 'Amount, grams (a measure\'s count times its grams).', example: 150 })
  grams!: number;

  @ApiPropertyOptional({ description: 'The household measure it was given in.', type: PlanItemMeasureDto })
  measure?: PlanItemMeasureDto;

  @ApiProperty({ description: 'What the amount gives.', type: PlanNutrientsDto })
  nutrients!: PlanNutrientsDto;
}
