import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ATTACHMENT_URL_MAX_LENGTH,
  ATTACHMENTS_PER_PLAN_MAX,
  CALORIES_MAX,
  type CopyDayRequest,
  ITEMS_PER_MEAL_MAX,
  type Language,
  LANGUAGES,
  type Meal,
  MEAL_DESCRIPTION_MAX_LENGTH,
  MEAL_TIMES,
  type MealRequest,
  MEALS_PER_PLAN_MAX,
  type MealTime,
  Messages,
  NutritionMessages,
  type NutritionPlan,
  PLAN_DAYS_MAX,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  type PlanRequest,
} from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { PagingQueryDto, PagedDto } from '../../../common/dto/paging.dto';
import { IsCalendarDate } from '../../../common/validation/scheduling.validators';
import { UserRefDto } from '../../appointments/dto/appointment.dto';
import { Optional } from '../../../common/validation/optional';
import { ID_PATTERN } from '../../../common/dto/api-formats';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';
import { PlanDayTotalsDto, PlanItemDto, PlanItemRequestDto, PlanNutrientsDto } from './nutrients.dto';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

/** A meal as sent; calories may be left out. */
export class MealInputDto implements MealRequest {
  @ApiProperty({ description: 'When in the day.', enum: MEAL_TIMES, example: 'breakfast' })
  @IsIn(MEAL_TIMES, { message: Messages.plans.invalidMealTime })
  mealTime!: MealTime;

  @ApiProperty({ description: 'What to eat.', example: 'Vegetable poha with peanuts, 1 bowl', maxLength: MEAL_DESCRIPTION_MAX_LENGTH })
  @Trim()
  @IsString({ message: Messages.plans.mealDescriptionRequired })
  @IsNotEmpty({ message: Messages.plans.mealDescriptionRequired })
  @MaxLength(MEAL_DESCRIPTION_MAX_LENGTH, { message: Messages.plans.mealDescriptionTooLong(MEAL_DESCRIPTION_MAX_LENGTH) })
  description!: string;

  // No `default` in the document: generated clients would then require the field in requests.
  @ApiPropertyOptional({ description: 'Energy in kcal; 0 when left out.', example: 320, minimum: 0, maximum: CALORIES_MAX, type: Number })
  @Optional()
  @IsInt({ message: Messages.plans.invalidCalories })
  @Min(0, { message: Messages.plans.invalidCalories })
  @Max(CALORIES_MAX, { message: Messages.plans.invalidCalories })
  calories?: number = 0;

  @ApiPropertyOptional({ description: `Day of the plan's cycle, 1 to ${PLAN_DAYS_MAX}; 1 when left out.`, example: 1, minimum: 1, maximum: PLAN_DAYS_MAX, type: Number })
  @Optional()
  @IsInt({ message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  @Min(1, { message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  @Max(PLAN_DAYS_MAX, { message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  day?: number;

  @ApiPropertyOptional({ description: 'Foods with amounts; with any, `calories` is computed from them and a typed value is ignored.', type: [PlanItemRequestDto] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(ITEMS_PER_MEAL_MAX, { message: NutritionMessages.planNutrition.tooManyItems(ITEMS_PER_MEAL_MAX) })
  @ValidateNested({ each: true })
  @Type(() => PlanItemRequestDto)
  items?: PlanItemRequestDto[];
}

/** A meal as stored and returned. */
export class MealDto implements Meal {
  @ApiProperty({ description: 'When in the day.', enum: MEAL_TIMES, example: 'breakfast' })
  mealTime!: MealTime;

  @ApiProperty({ description: 'What to eat.', example: 'Vegetable poha with peanuts, 1 bowl' })
  description!: string;

  @ApiProperty({ description: 'Energy in kcal: typed, or with items their rounded total.', example: 320 })
  calories!: number;

  @ApiProperty({ description: 'Day of the plan\'s cycle (1 for plans of one day).', example: 1 })
  day!: number;

  @ApiProperty({ description: 'Foods with amounts and their values; empty for a meal described in words.', type: [PlanItemDto] })
  items!: PlanItemDto[];

  @ApiProperty({ description: 'The meal\'s totals: from its items, or only the typed energy without them.', type: PlanNutrientsDto })
  nutrients!: PlanNutrientsDto;
}

const TitleField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({ description: 'Short name of the plan.', example: 'Weeks 1–4: steady weight loss', maxLength: PLAN_TITLE_MAX_LENGTH }),
    Trim(),
    ...(required ? [] : [Optional()]),
    IsString({ message: Messages.plans.titleRequired }),
    IsNotEmpty({ message: Messages.plans.titleRequired }),
    MaxLength(PLAN_TITLE_MAX_LENGTH, { message: Messages.plans.titleTooLong(PLAN_TITLE_MAX_LENGTH) }),
  );

const StartDateField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({ description: 'First day, YYYY-MM-DD.', example: '2026-12-01' }),
    ...(required ? [] : [Optional()]),
    IsCalendarDate({ message: Messages.plans.startDateRequired }),
  );

/** The optional fields every plan write shares. */
class PlanFieldsDto {
  @ApiPropertyOptional({ description: 'Guidance for the client.', example: 'Two litres of water a day; walk 30 minutes after dinner.', maxLength: PLAN_DESCRIPTION_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(PLAN_DESCRIPTION_MAX_LENGTH, { message: Messages.plans.descriptionTooLong(PLAN_DESCRIPTION_MAX_LENGTH) })
  description?: string;

  @ApiPropertyOptional({ description: 'Last day, YYYY-MM-DD, not before the start; an empty string makes the plan open-ended.', example: '2026-12-28' })
  @Trim()
  @Optional()
  @ValidateIf((_, value) => value !== '')
  @IsCalendarDate()
  endDate?: string;

  @ApiPropertyOptional({ description: 'Meals of a day on the plan.', type: [MealInputDto] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MEALS_PER_PLAN_MAX, { message: Messages.plans.tooManyMeals })
  @ValidateNested({ each: true })
  @Type(() => MealInputDto)
  meals?: MealInputDto[];

  @ApiPropertyOptional({ description: 'Links to documents (recipes, shopping lists); http or https.', type: [String], example: ['https://example.com/recipes/poha.pdf'] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(ATTACHMENTS_PER_PLAN_MAX, { message: Messages.plans.tooManyAttachments })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { each: true, message: Messages.plans.invalidAttachment })
  @MaxLength(ATTACHMENT_URL_MAX_LENGTH, { each: true, message: Messages.plans.invalidAttachment })
  attachments?: string[];
}

export class CreatePlanDto extends PlanFieldsDto implements PlanRequest {
  @ApiProperty({ description: 'The client\'s user id.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @IsMongoId({ message: Messages.plans.clientRequired })
  client!: string;

  @TitleField(true)
  title!: string;

  @StartDateField(true)
  startDate!: string;

  @ApiPropertyOptional({ description: 'Start from this plan template: its meals when `meals` is not given, and its description when none is.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: NutritionMessages.planNutrition.templateNotFound })
  template?: string;
}

/** Send only what changes. A plan's client never changes. */
@AcceptsOwnOutput(() => PlanDto)
export class UpdatePlanDto extends PlanFieldsDto {
  @ApiPropertyOptional({
    description: 'Accepted for compatibility with the create body (spec section 7): must be the plan\'s client; a different client is refused and nothing changes.',
    example: ID_EXAMPLE,
    pattern: ID_PATTERN,
  })
  @Optional()
  @IsMongoId({ message: Messages.plans.clientRequired })
  client?: string;

  @TitleField(false)
  title?: string;

  @StartDateField(false)
  startDate?: string;
}

export class ListPlansQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Only this client\'s plans.', example: ID_EXAMPLE })
  @Optional()
  @IsMongoId({ message: 'client must be a user id.' })
  client?: string;
}

export class PlanDto implements NutritionPlan {
  @ApiProperty({ description: 'Plan id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'The client.', type: UserRefDto })
  client!: UserRefDto;

  @ApiProperty({ description: 'The client\'s nutritionist for this plan (the practitioner who created it).', type: UserRefDto })
  nutritionist!: UserRefDto;

  @ApiProperty({ description: 'Who wrote it; only they or the admin change it.', type: UserRefDto })
  enteredBy!: UserRefDto;

  @ApiProperty({ description: 'Title.', example: 'Weeks 1–4: steady weight loss' })
  title!: string;

  @ApiProperty({ description: 'Guidance, or an empty string.', example: 'Two litres of water a day.' })
  description!: string;

  @ApiProperty({ description: 'First day, YYYY-MM-DD.', example: '2026-12-01' })
  startDate!: string;

  @ApiProperty({ description: 'Last day, or an empty string when open-ended.', example: '2026-12-28' })
  endDate!: string;

  @ApiProperty({ description: 'Meals.', type: [MealDto] })
  meals!: MealDto[];

  @ApiProperty({ description: 'Totals of each day of the cycle, 1 to the highest meal day.', type: [PlanDayTotalsDto] })
  days!: PlanDayTotalsDto[];

  @ApiProperty({ description: 'Document links.', type: [String], example: ['https://example.com/recipes/poha.pdf'] })
  attachments!: string[];

  @ApiProperty({ description: 'When it was written (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  createdAt!: string;
}

export class CopyDayDto implements CopyDayRequest {
  @ApiProperty({ description: 'The day whose meals are copied.', example: 1, minimum: 1, maximum: PLAN_DAYS_MAX })
  @IsInt({ message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  @Min(1, { message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  @Max(PLAN_DAYS_MAX, { message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  from!: number;

  @ApiProperty({ description: 'The days whose meals are replaced by copies of `from`\'s; not `from` itself.', example: [2, 3], type: [Number] })
  @IsArray({ message: NutritionMessages.planNutrition.copyDayTo })
  @ArrayNotEmpty({ message: NutritionMessages.planNutrition.copyDayTo })
  @ArrayMaxSize(PLAN_DAYS_MAX, { message: NutritionMessages.planNutrition.copyDayTo })
  @ArrayUnique({ message: NutritionMessages.planNutrition.copyDayTo })
  @IsInt({ each: true, message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  @Min(1, { each: true, message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  @Max(PLAN_DAYS_MAX, { each: true, message: NutritionMessages.planNutrition.invalidDay(PLAN_DAYS_MAX) })
  to!: number[];
}

export class PlanPdfQueryDto {
  @ApiPropertyOptional({ description: 'Language of the page when the client has not chosen one.', enum: LANGUAGES, example: 'hi' })
  @Optional()
  @IsIn(LANGUAGES, { message: NutritionMessages.planNutrition.invalidLanguage })
  lang?: Language;
}

export class PlanPageDto extends PagedDto(PlanDto, 'plans', 'newest first') {}
