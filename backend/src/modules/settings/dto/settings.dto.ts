import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNumber, IsObject, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import {
  CANCEL_CUTOFF_HOURS_MAX,
  CLINIC_ADDRESS_MAX_LENGTH,
  CLINIC_NAME_MAX_LENGTH,
  CLINIC_PHONE_PATTERN,
  type ClinicSettingsInfo,
  type ClinicSettingsChange,
  FOLLOW_UP_DAYS_MAX,
  Messages,
  PRICE_MAX_RUPEES,
  type SessionType,
  type UpdateClinicSettingsRequest,
} from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { PagedDto } from '../../../common/dto/paging.dto';
import { MaxDecimals, Optional } from '../../../common/validation/optional';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

const Price = (label: string, example: number) => (target: object, key: string) => {
  ApiPropertyOptional({ description: `${label}, rupees (at most two decimals).`, example, minimum: 0, maximum: PRICE_MAX_RUPEES })(target, key);
  Optional()(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.appointments.invalidPrice })(target, key);
  MaxDecimals(2, { message: Messages.appointments.invalidPrice })(target, key);
  Min(0, { message: Messages.appointments.invalidPrice })(target, key);
  Max(PRICE_MAX_RUPEES, { message: Messages.appointments.invalidPrice })(target, key);
};

class PricesInputDto implements Partial<Record<SessionType, number>> {
  @Price('Consultation', 1500)
  consultation?: number;

  @Price('Follow-up', 800)
  'follow-up'?: number;

  @Price('Meal Plan Review', 600)
  'meal-plan-review'?: number;
}

class PricesOutputDto implements Record<SessionType, number> {
  @ApiProperty({ description: 'Consultation, rupees.', example: 1500 })
  consultation!: number;

  @ApiProperty({ description: 'Follow-up, rupees.', example: 800 })
  'follow-up'!: number;

  @ApiProperty({ description: 'Meal Plan Review, rupees.', example: 600 })
  'meal-plan-review'!: number;
}

export class ClinicSettingsDto implements ClinicSettingsInfo {
  @ApiProperty({ description: 'The clinic\'s name (header, footer, emails, calendar files).', example: 'Nutrition Clinic' })
  name!: string;

  @ApiProperty({ description: 'Postal address; may be empty.', example: '12 MG Road, Bengaluru 560001' })
  address!: string;

  @ApiProperty({ description: 'Phone number people call; may be empty.', example: '+91 80 4000 1234' })
  phone!: string;

  @ApiProperty({ description: 'The price of each session type; applies to bookings made after a change.', type: PricesOutputDto })
  prices!: PricesOutputDto;

  @ApiProperty({ description: 'A client may cancel or move their own appointment up to this many hours before it starts.', example: 24 })
  cancelCutoffHours!: number;

  @ApiProperty({ description: 'A client is due a follow-up this many days after their last completed visit.', example: 30 })
  followUpDays!: number;

  @ApiProperty({ description: 'When the settings last changed (ISO 8601); null before the first change.', example: '2026-11-23T02:00:00.000Z', nullable: true, type: String })
  updatedAt!: string | null;
}

@AcceptsOwnOutput(() => ClinicSettingsDto)
export class UpdateClinicSettingsDto implements UpdateClinicSettingsRequest {
  @ApiPropertyOptional({ description: 'The clinic\'s name.', example: 'Nutrition Clinic', minLength: 1, maxLength: CLINIC_NAME_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: Messages.settings.nameRequired })
  @MinLength(1, { message: Messages.settings.nameRequired })
  @MaxLength(CLINIC_NAME_MAX_LENGTH, { message: Messages.settings.nameRequired })
  name?: string;

  @ApiPropertyOptional({ description: 'Postal address; empty to remove.', example: '12 MG Road, Bengaluru 560001', maxLength: CLINIC_ADDRESS_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: Messages.settings.addressTooLong })
  @MaxLength(CLINIC_ADDRESS_MAX_LENGTH, { message: Messages.settings.addressTooLong })
  address?: string;

  @ApiPropertyOptional({ description: 'Phone number: digits, spaces, dashes and a leading +; empty to remove.', example: '+91 80 4000 1234', pattern: CLINIC_PHONE_PATTERN.source })
  @Optional()
  @Trim()
  @IsString({ message: Messages.settings.invalidPhone })
  @ValidateIf((_, value) => value !== '')
  @Matches(CLINIC_PHONE_PATTERN, { message: Messages.settings.invalidPhone })
  phone?: string;

  @ApiPropertyOptional({ description: 'Prices to change; the others stay.', type: PricesInputDto })
  @Optional()
  @IsObject({ message: Messages.appointments.invalidPrice })
  @ValidateNested()
  @Type(() => PricesInputDto)
  prices?: PricesInputDto;

  @ApiPropertyOptional({ description: 'Hours before the start up to which clients may cancel or move online.', example: 24, minimum: 0, maximum: CANCEL_CUTOFF_HOURS_MAX })
  @Optional()
  @IsInt({ message: Messages.settings.invalidCutoff })
  @Min(0, { message: Messages.settings.invalidCutoff })
  @Max(CANCEL_CUTOFF_HOURS_MAX, { message: Messages.settings.invalidCutoff })
  cancelCutoffHours?: number;

  @ApiPropertyOptional({ description: 'Days after the last completed visit when a client is due a follow-up.', example: 30, minimum: 1, maximum: FOLLOW_UP_DAYS_MAX })
  @Optional()
  @IsInt({ message: Messages.settings.invalidFollowUp })
  @Min(1, { message: Messages.settings.invalidFollowUp })
  @Max(FOLLOW_UP_DAYS_MAX, { message: Messages.settings.invalidFollowUp })
  followUpDays?: number;
}

class ChangeActorDto {
  @ApiProperty({ description: 'User id.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'Name at the time of the change.', example: 'Clinic Admin' })
  name!: string;
}

class FieldChangeDto {
  @ApiProperty({ description: 'Which setting (prices as `prices.<type>`).', example: 'prices.consultation' })
  field!: string;

  @ApiProperty({ description: 'Value before.', example: '1500' })
  from!: string;

  @ApiProperty({ description: 'Value after.', example: '1800' })
  to!: string;
}

export class ClinicSettingsChangeDto implements ClinicSettingsChange {
  @ApiProperty({ description: 'Change id.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'When (ISO 8601).', example: '2026-11-23T02:00:00.000Z' })
  at!: string;

  @ApiProperty({ description: 'Who changed it.', type: ChangeActorDto })
  by!: ChangeActorDto;

  @ApiProperty({ description: 'Each field changed.', type: [FieldChangeDto] })
  changes!: FieldChangeDto[];
}

export class ClinicSettingsChangePageDto extends PagedDto(ClinicSettingsChangeDto, 'changes', 'newest first') {}
