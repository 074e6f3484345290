import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsString, MaxLength } from 'class-validator';
import {
  type AvailabilityOverride,
  type CreateOverrideRequest,
  DATED_SLOT_STATES,
  type DatedAvailability,
  type DatedDay,
  type DatedSlot,
  type DatedSlotState,
  Messages,
  OVERRIDE_KINDS,
  OVERRIDE_NOTE_MAX_LENGTH,
  type OverrideKind,
} from '@clinic/contracts';
import { IsCalendarDate, IsGridTime } from '../../../common/validation/scheduling.validators';
import { Optional } from '../../../common/validation/optional';
import { ID_PATTERN, TIME_PATTERN } from '../../../common/dto/api-formats';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

export class CreateOverrideDto implements CreateOverrideRequest {
  @ApiPropertyOptional({ description: 'Whose dates: the admin may name any practitioner; a nutritionist only themselves (the default).', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: 'nutritionist must be a user id.' })
  nutritionist?: string;

  @ApiProperty({ description: '`time-off` closes whole days; `extra-hours` opens a time range on one date.', enum: OVERRIDE_KINDS, example: 'time-off' })
  @IsIn(OVERRIDE_KINDS, { message: `kind must be one of: ${OVERRIDE_KINDS.join(', ')}.` })
  kind!: OverrideKind;

  @ApiProperty({ description: 'First date, YYYY-MM-DD on the clinic\'s calendar; today or later.', example: '2026-12-24' })
  @IsCalendarDate()
  startDate!: string;

  @ApiPropertyOptional({ description: 'Time off only: last date (inclusive), at most 366 days in all; defaults to startDate.', example: '2026-12-26' })
  @Optional()
  @IsCalendarDate()
  endDate?: string;

  @ApiPropertyOptional({ description: 'Extra hours only: start, HH:MM on the 30-minute grid.', example: '18:00', pattern: TIME_PATTERN })
  @Optional()
  @IsGridTime()
  startTime?: string;

  @ApiPropertyOptional({ description: 'Extra hours only: end, HH:MM on the 30-minute grid, after the start.', example: '19:00', pattern: TIME_PATTERN })
  @Optional()
  @IsGridTime()
  endTime?: string;

  @ApiPropertyOptional({ description: 'Why (holiday, leave); shown to practitioners only.', example: 'Diwali', maxLength: OVERRIDE_NOTE_MAX_LENGTH })
  @Optional()
  @IsString()
  @MaxLength(OVERRIDE_NOTE_MAX_LENGTH, { message: Messages.availability.overrideNoteTooLong(OVERRIDE_NOTE_MAX_LENGTH) })
  note?: string;
}

export class ListOverridesQueryDto {
  @ApiPropertyOptional({ description: 'Whose overrides; defaults to the caller. A nutritionist may only name themselves.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: 'nutritionist must be a user id.' })
  nutritionist?: string;

  @ApiPropertyOptional({ description: 'Only overrides ending on or after this date (default: today).', example: '2026-12-01' })
  @Optional()
  @IsCalendarDate()
  from?: string;
}

export class DatedRangeQueryDto {
  @ApiProperty({ description: 'First date, YYYY-MM-DD.', example: '2026-12-01' })
  @IsCalendarDate()
  from!: string;

  @ApiProperty({ description: 'Last date (inclusive), at most 42 days after from.', example: '2026-12-28' })
  @IsCalendarDate()
  to!: string;
}

export class AvailabilityOverrideDto implements AvailabilityOverride {
  @ApiProperty({ description: 'Override id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'The practitioner\'s user id.', example: ID_EXAMPLE })
  nutritionist!: string;

  @ApiProperty({ description: 'Time off or extra hours.', enum: OVERRIDE_KINDS, example: 'time-off' })
  kind!: OverrideKind;

  @ApiProperty({ description: 'First date, YYYY-MM-DD.', example: '2026-12-24' })
  startDate!: string;

  @ApiProperty({ description: 'Last date (inclusive).', example: '2026-12-26' })
  endDate!: string;

  @ApiPropertyOptional({ description: 'Extra hours only: start, HH:MM.', example: '18:00' })
  startTime?: string;

  @ApiPropertyOptional({ description: 'Extra hours only: end, HH:MM.', example: '19:00' })
  endTime?: string;

  @ApiProperty({ description: 'Why, or an empty string.', example: 'Diwali' })
  note!: string;
}

export class AvailabilityOverrideListDto {
  @ApiProperty({ description: 'By first date.', type: [AvailabilityOverrideDto] })
  data!: AvailabilityOverrideDto[];
}

export class DatedSlotDto implements DatedSlot {
  @ApiProperty({ description: 'Start, HH:MM.', example: '10:00' })
  startTime!: string;

  @ApiProperty({ description: 'End, HH:MM.', example: '10:30' })
  endTime!: string;

  @ApiProperty({ description: 'free: bookable; booked: taken; blocked: closed by the practitioner; time-off: the practitioner is away; past: already started.', enum: DATED_SLOT_STATES, example: 'free' })
  state!: DatedSlotState;

  @ApiProperty({ description: 'Opened by extra hours on this date.', example: false })
  extra!: boolean;
}

export class DatedDayDto implements DatedDay {
  @ApiProperty({ description: 'Date, YYYY-MM-DD.', example: '2026-12-01' })
  date!: string;

  @ApiProperty({ description: 'The practitioner is away all day.', example: false })
  timeOff!: boolean;

  @ApiProperty({ description: 'Sessions by start time.', type: [DatedSlotDto] })
  slots!: DatedSlotDto[];
}

export class DatedAvailabilityDto implements DatedAvailability {
  @ApiProperty({ description: 'The nutritionist\'s user id.', example: ID_EXAMPLE })
  nutritionist!: string;

  @ApiProperty({ description: 'First date asked for.', example: '2026-12-01' })
  from!: string;

  @ApiProperty({ description: 'Last date asked for.', example: '2026-12-28' })
  to!: string;

  @ApiProperty({ description: 'Every date of the range, in order.', type: [DatedDayDto] })
  days!: DatedDayDto[];
}
