import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsMongoId, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import {
  type ClientAdherence,
  DIARY_NOTE_MAX_LENGTH,
  type DiaryDay,
  type DiaryEntry,
  type DiaryEntryRequest,
  type DiarySummary,
  ITEMS_PER_MEAL_MAX,
  MEAL_TIMES,
  type MealTime,
  NutritionMessages,
} from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { ID_PATTERN } from '../../../common/dto/api-formats';
import { Optional } from '../../../common/validation/optional';
import { IsCalendarDate } from '../../../common/validation/scheduling.validators';
import { UserRefDto } from '../../appointments/dto/appointment.dto';
import { PlanItemDto, PlanItemRequestDto, PlanNutrientsDto } from '../../nutrition-plans/dto/nutrients.dto';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';
const M = NutritionMessages.diary;
export const CLIENT_ENTRY_ID = /^[A-Za-z0-9-]{8,64}$/;

export class CreateDiaryEntryDto implements DiaryEntryRequest {
  @ApiProperty({
    description: 'The browser\'s id for the entry (a UUID): sending the same id again answers 200 with the stored entry, so a queued entry is never stored twice.',
    example: '3f2b8c1e-6a4d-4e8b-9a51-2c7d0e9f1a23',
    pattern: CLIENT_ENTRY_ID.source,
  })
  @IsString({ message: M.entryIdInvalid })
  @Matches(CLIENT_ENTRY_ID, { message: M.entryIdInvalid })
  clientEntryId!: string;

  @ApiProperty({ description: 'Day eaten, YYYY-MM-DD on the clinic calendar: not in the future, at most 30 days back.', example: '2026-12-06' })
  @IsCalendarDate()
  date!: string;

  @ApiProperty({ description: 'Which meal.', enum: MEAL_TIMES, example: 'lunch' })
  @IsIn(MEAL_TIMES, { message: M.invalidMealTime })
  mealTime!: MealTime;

  @ApiPropertyOptional({ description: 'What was eaten: foods with grams or a household measure. Give this or `asPlanned`.', type: [PlanItemRequestDto] })
  @Optional()
  @IsArray({ message: M.itemsRequired })
  @ArrayMinSize(1, { message: M.itemsRequired })
  @ArrayMaxSize(ITEMS_PER_MEAL_MAX, { message: M.tooManyItems(ITEMS_PER_MEAL_MAX) })
  @ValidateNested({ each: true })
  @Type(() => PlanItemRequestDto)
  items?: PlanItemRequestDto[];

  @ApiPropertyOptional({ description: '"As planned": the id of the caller\'s plan whose meal at `mealTime` on `date` was eaten; its foods and values are copied. Give this or `items`.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: M.planNotFound })
  asPlanned?: string;

  @ApiPropertyOptional({ description: 'A note (how it went, what was different).', example: 'Half a roti less.', maxLength: DIARY_NOTE_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: M.noteTooLong(DIARY_NOTE_MAX_LENGTH) })
  @MaxLength(DIARY_NOTE_MAX_LENGTH, { message: M.noteTooLong(DIARY_NOTE_MAX_LENGTH) })
  note?: string;
}

export class DiaryRangeQueryDto {
  @ApiPropertyOptional({ description: 'The client whose diary: required for practitioners and the admin; a client reads their own (naming another is a 404).', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: M.clientRequired })
  client?: string;

  @ApiProperty({ description: 'First day, YYYY-MM-DD.', example: '2026-11-30' })
  @IsCalendarDate()
  from!: string;

  @ApiProperty({ description: 'Last day, YYYY-MM-DD, not before `from`; at most 92 days after it. For a week, `from` is `to` minus 6 days.', example: '2026-12-06' })
  @IsCalendarDate()
  to!: string;
}

export class DiaryEntryDto implements DiaryEntry {
  @ApiProperty({ description: 'Entry id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'The browser\'s id for the entry.', example: '3f2b8c1e-6a4d-4e8b-9a51-2c7d0e9f1a23' })
  clientEntryId!: string;

  @ApiProperty({ description: 'The client\'s user id.', example: ID_EXAMPLE })
  client!: string;

  @ApiProperty({ description: 'Day eaten, YYYY-MM-DD.', example: '2026-12-06' })
  date!: string;

  @ApiProperty({ description: 'Which meal.', enum: MEAL_TIMES, example: 'lunch' })
  mealTime!: MealTime;

  @ApiProperty({ description: 'Foods eaten with their values when logged; empty for a planned meal that was described in words only.', type: [PlanItemDto] })
  items!: PlanItemDto[];

  @ApiProperty({ description: 'The plan whose meal this copies, when logged as planned.', example: ID_EXAMPLE, nullable: true, type: String })
  asPlanned!: string | null;

  @ApiProperty({ description: 'The client\'s note, or an empty string.', example: 'Half a roti less.' })
  note!: string;

  @ApiProperty({ description: 'What the meal gave: the items\' sum, or the planned meal\'s typed energy.', type: PlanNutrientsDto })
  nutrients!: PlanNutrientsDto;

  @ApiProperty({ description: 'Whether a photo is stored (GET /diary/{id}/photo).', example: false })
  hasPhoto!: boolean;

  @ApiProperty({ description: 'When it was logged (received by the server), ISO 8601.', example: '2026-12-06T08:30:00.000Z' })
  createdAt!: string;
}

export class DiaryEntryListDto {
  @ApiProperty({ description: 'Entries of the period, by day then meal time.', type: [DiaryEntryDto] })
  data!: DiaryEntryDto[];
}

export class DiaryDayDto implements DiaryDay {
  @ApiProperty({ description: 'The day, YYYY-MM-DD.', example: '2026-12-06' })
  date!: string;

  @ApiProperty({ description: 'What the day\'s entries give together.', type: PlanNutrientsDto })
  intake!: PlanNutrientsDto;

  @ApiProperty({ description: 'What the plan in effect that day gives, or null without one.', type: PlanNutrientsDto, nullable: true })
  planned!: PlanNutrientsDto | null;

  @ApiProperty({ description: 'The client\'s daily target as it stands, or null when not set or not computable.', type: PlanNutrientsDto, nullable: true })
  target!: PlanNutrientsDto | null;

  @ApiProperty({ description: 'Entries logged that day.', example: 3 })
  entries!: number;
}

class DiaryAverageDto {
  @ApiProperty({ description: 'Average intake over the days with entries.', type: PlanNutrientsDto })
  intake!: PlanNutrientsDto;

  @ApiProperty({ description: 'Average planned values over the days with entries that had a plan, or null.', type: PlanNutrientsDto, nullable: true })
  planned!: PlanNutrientsDto | null;

  @ApiProperty({ description: 'The daily target, or null.', type: PlanNutrientsDto, nullable: true })
  target!: PlanNutrientsDto | null;

  @ApiProperty({ description: 'Days of the period with at least one entry.', example: 5 })
  daysLogged!: number;
}

export class DiarySummaryDto implements DiarySummary {
  @ApiProperty({ description: 'The client\'s user id.', example: ID_EXAMPLE })
  client!: string;

  @ApiProperty({ description: 'First day, YYYY-MM-DD.', example: '2026-11-30' })
  from!: string;

  @ApiProperty({ description: 'Last day, YYYY-MM-DD.', example: '2026-12-06' })
  to!: string;

  @ApiProperty({ description: 'Every day of the period, in order.', type: [DiaryDayDto] })
  days!: DiaryDayDto[];

  @ApiProperty({ description: 'Daily averages over the days logged.', type: DiaryAverageDto })
  average!: DiaryAverageDto;
}

export class ClientAdherenceDto implements ClientAdherence {
  @ApiProperty({ description: 'The client.', type: UserRefDto })
  client!: UserRefDto;

  @ApiProperty({ description: 'Days of the last seven (today included) with at least one entry.', example: 5 })
  daysLogged!: number;

  @ApiProperty({ description: 'Average intake energy on the days logged as a percent of the planned energy of those days; null without a plan or entries.', example: 92, nullable: true, type: Number })
  energyPercentOfPlan!: number | null;

  @ApiProperty({ description: 'The latest day with an entry, YYYY-MM-DD, or null.', example: '2026-12-05', nullable: true, type: String })
  lastLogged!: string | null;
}

export class ClientAdherenceListDto {
  @ApiProperty({ description: 'Clients, least adherent first (at most 200).', type: [ClientAdherenceDto] })
  data!: ClientAdherenceDto[];
}
