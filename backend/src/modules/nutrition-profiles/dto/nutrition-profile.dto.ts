import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsNumber, IsObject, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  type Allergen,
  ALLERGENS,
  type Diet,
  DIETS,
  MACRO_UNITS,
  type MacroTargets,
  type MacroUnit,
  NutritionMessages,
  type NutritionProfile,
  type NutritionProfileRequest,
  type Sex,
  SEXES,
  TARGET_ADJUSTMENT_KCAL,
  TARGET_ENERGY_KCAL,
  TARGET_FIBRE_GRAMS,
  TARGET_MACRO_GRAMS,
  TARGET_METHODS,
  type TargetMethod,
} from '@clinic/contracts';
import { Optional } from '../../../common/validation/optional';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';
import { IsCalendarDate } from '../../../common/validation/scheduling.validators';
import { UserRefDto } from '../../appointments/dto/appointment.dto';
import { PlanNutrientsDto } from '../../nutrition-plans/dto/nutrients.dto';

const M = NutritionMessages.nutritionProfiles;

export class MacroTargetsDto implements MacroTargets {
  @ApiProperty({ description: 'Whether the three numbers are percents of the energy or grams a day.', enum: MACRO_UNITS, example: 'percent' })
  @IsIn(MACRO_UNITS, { message: M.invalidMacroUnit })
  unit!: MacroUnit;

  @ApiProperty({ description: 'Protein: percent of the energy, or grams.', example: 20, minimum: TARGET_MACRO_GRAMS.min, maximum: TARGET_MACRO_GRAMS.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  @Min(TARGET_MACRO_GRAMS.min, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  @Max(TARGET_MACRO_GRAMS.max, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  protein!: number;

  @ApiProperty({ description: 'Carbohydrate: percent of the energy, or grams.', example: 55, minimum: TARGET_MACRO_GRAMS.min, maximum: TARGET_MACRO_GRAMS.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  @Min(TARGET_MACRO_GRAMS.min, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  @Max(TARGET_MACRO_GRAMS.max, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  carbohydrate!: number;

  @ApiProperty({ description: 'Fat: percent of the energy, or grams.', example: 25, minimum: TARGET_MACRO_GRAMS.min, maximum: TARGET_MACRO_GRAMS.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  @Min(TARGET_MACRO_GRAMS.min, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  @Max(TARGET_MACRO_GRAMS.max, { message: M.invalidMacro(TARGET_MACRO_GRAMS.max) })
  fat!: number;
}

export class TargetRequestDto {
  @ApiPropertyOptional({ description: 'From the Mifflin-St Jeor equation, or an energy set by hand.', enum: TARGET_METHODS, example: 'mifflin-st-jeor' })
  @Optional()
  @IsIn(TARGET_METHODS, { message: M.invalidMethod })
  method?: TargetMethod;

  @ApiPropertyOptional({ description: 'Energy a day set by hand (manual method), kcal; null to clear.', example: 1800, minimum: TARGET_ENERGY_KCAL.min, maximum: TARGET_ENERGY_KCAL.max, nullable: true, type: Number })
  @Optional()
  @ValidateIf((_, v) => v !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidEnergy(TARGET_ENERGY_KCAL.min, TARGET_ENERGY_KCAL.max) })
  @Min(TARGET_ENERGY_KCAL.min, { message: M.invalidEnergy(TARGET_ENERGY_KCAL.min, TARGET_ENERGY_KCAL.max) })
  @Max(TARGET_ENERGY_KCAL.max, { message: M.invalidEnergy(TARGET_ENERGY_KCAL.min, TARGET_ENERGY_KCAL.max) })
  energyKcal?: number | null;

  @ApiPropertyOptional({ description: 'Added to the equation\'s energy, kcal (negative for a deficit).', example: -300, minimum: TARGET_ADJUSTMENT_KCAL.min, maximum: TARGET_ADJUSTMENT_KCAL.max })
  @Optional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidAdjustment(TARGET_ADJUSTMENT_KCAL.min, TARGET_ADJUSTMENT_KCAL.max) })
  @Min(TARGET_ADJUSTMENT_KCAL.min, { message: M.invalidAdjustment(TARGET_ADJUSTMENT_KCAL.min, TARGET_ADJUSTMENT_KCAL.max) })
  @Max(TARGET_ADJUSTMENT_KCAL.max, { message: M.invalidAdjustment(TARGET_ADJUSTMENT_KCAL.min, TARGET_ADJUSTMENT_KCAL.max) })
  adjustmentKcal?: number;

  @ApiPropertyOptional({ description: 'Protein, carbohydrate and fat as percents (adding up to 100) or grams.', type: MacroTargetsDto })
  @Optional()
  @IsObject({ message: M.invalidMacroUnit })
  @ValidateNested()
  @Type(() => MacroTargetsDto)
  macros?: MacroTargetsDto;

  @ApiPropertyOptional({ description: 'Fibre a day, grams.', example: 30, minimum: TARGET_FIBRE_GRAMS.min, maximum: TARGET_FIBRE_GRAMS.max })
  @Optional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.invalidFibre(TARGET_FIBRE_GRAMS.max) })
  @Min(TARGET_FIBRE_GRAMS.min, { message: M.invalidFibre(TARGET_FIBRE_GRAMS.max) })
  @Max(TARGET_FIBRE_GRAMS.max, { message: M.invalidFibre(TARGET_FIBRE_GRAMS.max) })
  fibre?: number;
}

@AcceptsOwnOutput(() => NutritionProfileDto)
export class NutritionProfileRequestDto implements NutritionProfileRequest {
  @ApiPropertyOptional({ description: 'Sex, for the equation; null to clear.', enum: SEXES, example: 'female', nullable: true })
  @Optional()
  @ValidateIf((_, v) => v !== null)
  @IsIn(SEXES, { message: M.invalidSex })
  sex?: Sex | null;

  @ApiPropertyOptional({ description: 'Date of birth, YYYY-MM-DD; an empty string clears it.', example: '1996-04-12' })
  @Optional()
  @ValidateIf((_, v) => v !== '')
  @IsCalendarDate({ message: M.invalidDateOfBirth })
  dateOfBirth?: string;

  @ApiPropertyOptional({ description: 'How active the client is; multiplies the resting energy.', enum: ACTIVITY_LEVELS, example: 'moderate' })
  @Optional()
  @IsIn(ACTIVITY_LEVELS, { message: M.invalidActivity })
  activity?: ActivityLevel;

  @ApiPropertyOptional({ description: 'The diet the client follows; filters food search. Null when not said.', enum: DIETS, example: 'vegetarian', nullable: true })
  @Optional()
  @ValidateIf((_, v) => v !== null)
  @IsIn(DIETS, { message: M.invalidDiet })
  diet?: Diet | null;

  @ApiPropertyOptional({ description: 'Allergies; foods carrying them are left out of search and warned about.', enum: ALLERGENS, isArray: true, example: ['peanut'] })
  @Optional()
  @IsArray({ message: M.invalidAllergy })
  @ArrayMaxSize(ALLERGENS.length, { message: M.invalidAllergy })
  @ArrayUnique({ message: M.invalidAllergy })
  @IsIn(ALLERGENS, { each: true, message: M.invalidAllergy })
  allergies?: Allergen[];

  @ApiPropertyOptional({ description: 'The day\'s target; only a practitioner sets it.', type: TargetRequestDto })
  @Optional()
  @IsObject({ message: M.invalidTarget })
  @ValidateNested()
  @Type(() => TargetRequestDto)
  target?: TargetRequestDto;
}

class TargetDto {
  @ApiProperty({ description: 'How the energy is found.', enum: TARGET_METHODS, example: 'mifflin-st-jeor' })
  method!: TargetMethod;

  @ApiProperty({ description: 'Energy set by hand, kcal; null when not set.', example: 1800, nullable: true, type: Number })
  energyKcal!: number | null;

  @ApiProperty({ description: 'Added to the equation\'s energy, kcal.', example: -300 })
  adjustmentKcal!: number;

  @ApiProperty({ description: 'Macronutrient targets.', type: MacroTargetsDto })
  macros!: MacroTargetsDto;

  @ApiProperty({ description: 'Fibre a day, grams.', example: 25 })
  fibre!: number;
}

class ResolvedFromDto {
  @ApiProperty({ description: 'Weight used, kg.', example: 60 })
  weightKg!: number;

  @ApiProperty({ description: 'Height used, cm.', example: 160 })
  heightCm!: number;

  @ApiProperty({ description: 'Age today, years.', example: 30 })
  ageYears!: number;

  @ApiProperty({ description: 'Date of the progress record the weight comes from.', example: '2026-11-30' })
  recordDate!: string;
}

class ResolvedTargetDto extends PlanNutrientsDto {
  @ApiProperty({ description: 'Resting energy from the equation, kcal; null for a manual target.', example: 1289, nullable: true, type: Number })
  restingKcal!: number | null;

  @ApiProperty({ description: 'The facts the equation used; null for a manual target.', type: ResolvedFromDto, nullable: true })
  from!: ResolvedFromDto | null;
}

export class NutritionProfileDto implements NutritionProfile {
  @ApiProperty({ description: 'The client\'s user id.', example: '665f1c2b9d3e4a0012ab34cd' })
  client!: string;

  @ApiProperty({ description: 'Sex, or null when not given.', enum: SEXES, example: 'female', nullable: true })
  sex!: Sex | null;

  @ApiProperty({ description: 'Date of birth, or an empty string.', example: '1996-04-12' })
  dateOfBirth!: string;

  @ApiProperty({ description: 'Activity level.', enum: ACTIVITY_LEVELS, example: 'light' })
  activity!: ActivityLevel;

  @ApiProperty({ description: 'Diet, or null when not said.', enum: DIETS, example: 'vegetarian', nullable: true })
  diet!: Diet | null;

  @ApiProperty({ description: 'Allergies.', enum: ALLERGENS, isArray: true, example: ['peanut'] })
  allergies!: Allergen[];

  @ApiProperty({ description: 'The target as set.', type: TargetDto })
  target!: TargetDto;

  @ApiProperty({ description: 'The day\'s target as it stands now; null when the equation lacks a fact.', type: ResolvedTargetDto, nullable: true })
  resolved!: ResolvedTargetDto | null;

  @ApiProperty({ description: 'What the equation lacks.', enum: ['sex', 'dateOfBirth', 'weight', 'height'], isArray: true, example: ['dateOfBirth'] })
  missing!: ('sex' | 'dateOfBirth' | 'weight' | 'height')[];

  @ApiProperty({ description: 'When it was last changed (ISO 8601); null when never saved.', example: '2026-11-21T10:15:00.000Z', nullable: true, type: String })
  updatedAt!: string | null;

  @ApiProperty({ description: 'Who changed it last; null when never saved.', type: UserRefDto, nullable: true })
  updatedBy!: UserRefDto | null;
}
