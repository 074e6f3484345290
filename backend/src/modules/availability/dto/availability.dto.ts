import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsString, ValidateNested } from 'class-validator';
import {
  type AddAvailabilityRequest,
  type AvailabilityDay,
  type AvailabilitySlot,
  Messages,
  type ReplaceSlotsRequest,
  type SetSlotStatusRequest,
  SLOTS_PER_DAY_MAX,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
} from '@clinic/contracts';
import { IsGridTime } from '../../../common/validation/scheduling.validators';
import { Optional } from '../../../common/validation/optional';
import { TIME_PATTERN } from '../../../common/dto/api-formats';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

export class SlotTimesDto implements TimeRange {
  @ApiProperty({ description: 'Start, HH:MM on the 30-minute grid.', example: '10:00', pattern: TIME_PATTERN })
  @IsGridTime()
  startTime!: string;

  @ApiProperty({ description: 'End, HH:MM on the 30-minute grid, after the start.', example: '10:30', pattern: TIME_PATTERN })
  @IsGridTime()
  endTime!: string;
}

export class AddAvailabilityDto implements AddAvailabilityRequest {
  @ApiProperty({ description: 'Weekday the slots repeat on.', enum: WEEKDAYS, example: 'Monday' })
  @IsIn(WEEKDAYS, { message: Messages.availability.invalidDay })
  dayOfWeek!: Weekday;

  @ApiProperty({ description: 'Slots to add to that day; they must not overlap each other or existing ones.', type: [SlotTimesDto] })
  @IsArray({ message: Messages.availability.selectDayAndSlots })
  @ArrayMinSize(1, { message: Messages.availability.selectDayAndSlots })
  @ArrayMaxSize(SLOTS_PER_DAY_MAX, { message: Messages.availability.tooManySlots })
  @ValidateNested({ each: true })
  @Type(() => SlotTimesDto)
  slots!: SlotTimesDto[];
}

/** A slot row of the "update slots" form, which may be left blank (blank rows are dropped). */
export class MaybeBlankSlotDto implements Partial<TimeRange> {
  @ApiPropertyOptional({ description: 'Start, HH:MM; empty or missing means the row is blank.', example: '10:00' })
  @Optional()
  @IsString()
  startTime?: string;

  @ApiPropertyOptional({ description: 'End, HH:MM; empty or missing means the row is blank.', example: '10:30' })
  @Optional()
  @IsString()
  endTime?: string;
}

@AcceptsOwnOutput(() => AvailabilityDayDto)
export class ReplaceSlotsDto implements ReplaceSlotsRequest {
  @ApiProperty({ description: 'The day\'s new slots, replacing the old ones; blank rows are dropped.', type: [MaybeBlankSlotDto] })
  @IsArray({ message: Messages.availability.addOneValidSlot })
  @ArrayMaxSize(SLOTS_PER_DAY_MAX, { message: Messages.availability.tooManySlots })
  @ValidateNested({ each: true })
  @Type(() => MaybeBlankSlotDto)
  slots!: MaybeBlankSlotDto[];
}

export class SetSlotStatusDto extends SlotTimesDto implements SetSlotStatusRequest {
  @ApiProperty({ description: 'true to block the slot (not offered for booking), false to free it.', example: true })
  @IsBoolean({ message: 'isBooked must be true or false.' })
  isBooked!: boolean;
}

export class SlotDto implements AvailabilitySlot {
  @ApiProperty({ description: 'Start, HH:MM.', example: '10:00' })
  startTime!: string;

  @ApiProperty({ description: 'End, HH:MM.', example: '10:30' })
  endTime!: string;

  @ApiProperty({ description: 'Blocked by the nutritionist: not offered for booking.', example: false })
  isBooked!: boolean;
}

export class AvailabilityDayDto implements AvailabilityDay {
  @ApiProperty({ description: 'Id of this day\'s availability.', example: '665f1c2b9d3e4a0012ab34ce' })
  _id!: string;

  @ApiProperty({ description: 'The nutritionist\'s user id.', example: '665f1c2b9d3e4a0012ab34cd' })
  nutritionist!: string;

  @ApiProperty({ description: 'Weekday.', enum: WEEKDAYS, example: 'Monday' })
  dayOfWeek!: Weekday;

  @ApiProperty({ description: 'Slots, by start time.', type: [SlotDto] })
  slots!: SlotDto[];
}

export class AvailabilityWeekDto {
  @ApiProperty({ description: 'Days with slots, Monday to Sunday.', type: [AvailabilityDayDto] })
  data!: AvailabilityDayDto[];
}
