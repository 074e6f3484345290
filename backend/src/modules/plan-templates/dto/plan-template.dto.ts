import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsMongoId, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MEALS_PER_PLAN_MAX, Messages, NutritionMessages, PLAN_DESCRIPTION_MAX_LENGTH, PLAN_TITLE_MAX_LENGTH, type PlanTemplate } from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { ID_PATTERN } from '../../../common/dto/api-formats';
import { PagedDto } from '../../../common/dto/paging.dto';
import { Optional } from '../../../common/validation/optional';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';
import { UserRefDto } from '../../appointments/dto/appointment.dto';
import { PlanDayTotalsDto } from '../../nutrition-plans/dto/nutrients.dto';
import { MealDto, MealInputDto } from '../../nutrition-plans/dto/plan.dto';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

class TemplateFieldsDto {
  @ApiPropertyOptional({ description: 'Name of the template.', example: 'Vegetarian 1,600 kcal, two weeks', maxLength: PLAN_TITLE_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: Messages.plans.titleRequired })
  @IsNotEmpty({ message: Messages.plans.titleRequired })
  @MaxLength(PLAN_TITLE_MAX_LENGTH, { message: Messages.plans.titleTooLong(PLAN_TITLE_MAX_LENGTH) })
  title?: string;

  @ApiPropertyOptional({ description: 'Guidance a plan started from it takes when it has none.', example: 'Two litres of water a day.', maxLength: PLAN_DESCRIPTION_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(PLAN_DESCRIPTION_MAX_LENGTH, { message: Messages.plans.descriptionTooLong(PLAN_DESCRIPTION_MAX_LENGTH) })
  description?: string;

  @ApiPropertyOptional({ description: 'Meals, as in a plan: with `day` and `items`.', type: [MealInputDto] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MEALS_PER_PLAN_MAX, { message: Messages.plans.tooManyMeals })
  @ValidateNested({ each: true })
  @Type(() => MealInputDto)
  meals?: MealInputDto[];
}

/** `{ title, description?, meals }`, or `{ fromPlan, title? }` to save a plan's meals as they are. */
export class CreatePlanTemplateDto extends TemplateFieldsDto {
  @ApiPropertyOptional({ description: 'Save this plan\'s meals (no client data) as the template; then `meals` is not given.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: NutritionMessages.planNutrition.planToCopyNotFound })
  fromPlan?: string;
}

export class PlanTemplateDto implements PlanTemplate {
  @ApiProperty({ description: 'Template id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'Name.', example: 'Vegetarian 1,600 kcal, two weeks' })
  title!: string;

  @ApiProperty({ description: 'Guidance, or an empty string.', example: 'Two litres of water a day.' })
  description!: string;

  @ApiProperty({ description: 'Meals with their items and values.', type: [MealDto] })
  meals!: MealDto[];

  @ApiProperty({ description: 'Totals of each day of the cycle.', type: [PlanDayTotalsDto] })
  days!: PlanDayTotalsDto[];

  @ApiProperty({ description: 'Who saved it; only they or the admin change it.', type: UserRefDto })
  createdBy!: UserRefDto;

  @ApiProperty({ description: 'When it was saved (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  createdAt!: string;
}

/** Send only what changes, or a GET's body back. */
@AcceptsOwnOutput(() => PlanTemplateDto)
export class UpdatePlanTemplateDto extends TemplateFieldsDto {}

export class PlanTemplatePageDto extends PagedDto(PlanTemplateDto, 'templates', 'newest first') {}
