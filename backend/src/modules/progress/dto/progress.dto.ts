import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  BMI_CATEGORY_LABELS,
  type BmiCategory,
  BODY_FAT_PERCENT,
  HEIGHT_M,
  Messages,
  PROGRESS_NOTES_MAX_LENGTH,
  type ProgressRecord,
  type ProgressRequest,
  WEIGHT_KG,
} from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { MaxDecimals, Optional } from '../../../common/validation/optional';
import { PagingQueryDto, PagedDto } from '../../../common/dto/paging.dto';
import { IsCalendarDate } from '../../../common/validation/scheduling.validators';
import { UserRefDto } from '../../appointments/dto/appointment.dto';
import { ID_PATTERN } from '../../../common/dto/api-formats';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

/** An optional measurement: a number in range, or null to clear it. */
const Measurement = (range: { min: number; max: number }, message: string, description: string, example: number, decimals: number) =>
  applyDecorators(
    ApiPropertyOptional({ description, example, minimum: range.min, maximum: range.max, nullable: true, type: Number }),
    IsOptional(),
    ValidateIf((_, value) => value !== null),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    MaxDecimals(decimals, { message }),
    Min(range.min, { message }),
    Max(range.max, { message }),
  );

class ProgressFieldsDto {
  @ApiPropertyOptional({ description: 'Date measured, YYYY-MM-DD, not in the future; today (clinic calendar) when left out.', example: '2026-11-21' })
  @Optional()
  @IsCalendarDate()
  date?: string;

  @Measurement(WEIGHT_KG, Messages.progress.weightRange, 'Weight in kilograms (0.1 kg steps).', 72.4, 1)
  weight?: number | null;

  @Measurement(HEIGHT_M, Messages.progress.heightRange, 'Height in metres (0.01 m steps).', 1.68, 2)
  height?: number | null;

  @Measurement(BODY_FAT_PERCENT, Messages.progress.bodyFatRange, 'Body fat in percent (0.1 steps).', 28.5, 1)
  bodyFat?: number | null;

  @ApiPropertyOptional({ description: 'Observations.', example: 'Energy better; fewer sugar cravings.', maxLength: PROGRESS_NOTES_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(PROGRESS_NOTES_MAX_LENGTH, { message: Messages.common.notesTooLong(PROGRESS_NOTES_MAX_LENGTH) })
  notes?: string;
}

/** Spec section 7's body: `BMI` and `nutritionist` are accepted and ignored, as the server derives both. */
export class CreateProgressDto extends ProgressFieldsDto implements ProgressRequest {
  @ApiProperty({ description: 'The client\'s user id; a client may only name themselves.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @IsMongoId({ message: Messages.progress.clientRequired })
  client!: string;

  @ApiPropertyOptional({
    description: 'Accepted for compatibility (spec section 7); ignored: BMI is computed from weight and height.',
    oneOf: [{ type: 'number' }, { type: 'string', maxLength: 32 }],
    nullable: true,
    example: 25.7,
  })
  @IsOptional()
  @ValidateIf((_, value) => typeof value !== 'number')
  @IsString()
  @MaxLength(32)
  BMI?: number | string | null;

  @ApiPropertyOptional({
    description: 'Accepted for compatibility (spec section 7); ignored: the nutritionist is the admin entering it, else the nutritionist of the client\'s first plan.',
    type: String,
    maxLength: 64,
    nullable: true,
    example: ID_EXAMPLE,
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  nutritionist?: string | null;
}

@AcceptsOwnOutput(() => ProgressDto)
export class UpdateProgressDto extends ProgressFieldsDto {}

export class ListProgressQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Only this client\'s records.', example: ID_EXAMPLE })
  @IsOptional()
  @IsMongoId({ message: 'client must be a user id.' })
  client?: string;
}

export class ProgressDto implements ProgressRecord {
  @ApiProperty({ description: 'Record id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'The client.', type: UserRefDto })
  client!: UserRefDto;

  @ApiProperty({
    description: 'The nutritionist it is recorded under (spec section 6), not necessarily who entered it; null when a client entered it before having a plan.',
    type: UserRefDto,
    nullable: true,
  })
  nutritionist!: UserRefDto | null;

  @ApiProperty({ description: 'Who entered it: the client themselves or a practitioner. Only they, or the admin, change it.', type: UserRefDto })
  enteredBy!: UserRefDto;

  @ApiProperty({ description: 'Date measured, YYYY-MM-DD.', example: '2026-11-21' })
  date!: string;

  @ApiProperty({ description: 'Weight, kg.', example: 72.4, nullable: true, type: Number })
  weight!: number | null;

  @ApiProperty({ description: 'Height, m.', example: 1.68, nullable: true, type: Number })
  height!: number | null;

  @ApiProperty({ description: 'Body fat, %.', example: 28.5, nullable: true, type: Number })
  bodyFat!: number | null;

  @ApiProperty({ description: 'Body mass index, weight / height², one decimal; null without both.', example: 25.7, nullable: true, type: Number })
  BMI!: number | null;

  @ApiProperty({
    description: `BMI category under the clinic's cut-offs (Asian-Indian by default).`,
    enum: Object.keys(BMI_CATEGORY_LABELS),
    example: 'obese',
    nullable: true,
    type: String,
  })
  bmiCategory!: BmiCategory | null;

  @ApiProperty({ description: 'Notes, or an empty string.', example: 'Energy better.' })
  notes!: string;

  @ApiProperty({ description: 'When it was recorded (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  createdAt!: string;
}

export class ProgressPageDto extends PagedDto(ProgressDto, 'records', 'latest first') {}
