import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsNumber, IsString, IsUrl, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  type Appointment,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  type BookingRules,
  type CreateAppointmentRequest,
  DATE_PATTERN,
  Messages,
  type Mode,
  MODES,
  NOTES_MAX_LENGTH,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type PriceList,
  PRICE_MAX_RUPEES,
  SESSION_TYPES,
  type SessionType,
  type UpdateAppointmentRequest,
  type UserRef,
  type Cancellation,
  CANCEL_REASON_MAX_LENGTH,
  type CancelAppointmentRequest,
  type RescheduleAppointmentRequest,
} from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { PagedDto, PagingQueryDto } from '../../../common/dto/paging.dto';
import { IsCalendarDate, IsGridTime } from '../../../common/validation/scheduling.validators';
import { MaxDecimals, Optional } from '../../../common/validation/optional';
import { ID_PATTERN, TIME_PATTERN } from '../../../common/dto/api-formats';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

const PriceField = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({
    description,
    example: 1500,
    minimum: 0,
    maximum: PRICE_MAX_RUPEES,
  })(target, key);
  Optional()(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.appointments.invalidPrice })(target, key);
  MaxDecimals(2, { message: Messages.appointments.invalidPrice })(target, key);
  Min(0, { message: Messages.appointments.invalidPrice })(target, key);
  Max(PRICE_MAX_RUPEES, { message: Messages.appointments.invalidPrice })(target, key);
};

const NotesField = () => (target: object, key: string) => {
  ApiPropertyOptional({ description: 'Free text for the nutritionist.', example: 'Vegetarian; mild lactose intolerance.', maxLength: NOTES_MAX_LENGTH })(target, key);
  Optional()(target, key);
  Trim()(target, key);
  IsString({ message: Messages.common.notesNotText })(target, key);
  MaxLength(NOTES_MAX_LENGTH, { message: Messages.common.notesTooLong(NOTES_MAX_LENGTH) })(target, key);
};

export class CreateAppointmentDto implements CreateAppointmentRequest {
  @ApiProperty({ description: 'User id of the nutritionist (an admin or nutritionist).', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @IsMongoId({ message: Messages.appointments.fillRequired })
  nutritionist!: string;

  @ApiPropertyOptional({ description: 'User id of the client. Required when an admin or nutritionist books; a client books for themselves and must leave it out or give their own id.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: Messages.appointments.fillRequired })
  client?: string;

  @ApiProperty({ description: 'Date on the clinic\'s calendar, YYYY-MM-DD.', example: '2026-12-01', pattern: DATE_PATTERN.source })
  @IsCalendarDate({ message: Messages.appointments.fillRequired })
  date!: string;

  @ApiProperty({ description: 'Start, HH:MM on the 30-minute grid (clinic time).', example: '10:00', pattern: TIME_PATTERN })
  @IsGridTime()
  startTime!: string;

  @ApiProperty({ description: 'End, HH:MM on the 30-minute grid (clinic time).', example: '10:30', pattern: TIME_PATTERN })
  @IsGridTime()
  endTime!: string;

  @ApiProperty({ description: 'What the session is for.', enum: SESSION_TYPES, example: 'consultation' })
  @IsIn(SESSION_TYPES, { message: `sessionType must be one of: ${SESSION_TYPES.join(', ')}.` })
  sessionType!: SessionType;

  @ApiPropertyOptional({ description: 'Online or at the clinic; in person when left out (spec section 7 sends no mode).', enum: MODES, example: 'in-person' })
  @Optional()
  @IsIn(MODES, { message: `mode must be one of: ${MODES.join(', ')}.` })
  mode?: Mode;

  @PriceField(
    'Price in rupees, at most two decimals. Set by admins and nutritionists. Accepted from a client for compatibility with spec section 7 and ignored: a client\'s booking gets the clinic\'s price for the session type (shown in the response).',
  )
  price?: number;

  @NotesField()
  notes?: string;
}

@AcceptsOwnOutput(() => AppointmentDto)
export class UpdateAppointmentDto implements UpdateAppointmentRequest {
  @ApiPropertyOptional({ description: 'Status (admins and nutritionists only).', enum: APPOINTMENT_STATUSES, example: 'confirmed' })
  @Optional()
  @IsIn(APPOINTMENT_STATUSES, { message: `status must be one of: ${APPOINTMENT_STATUSES.join(', ')}.` })
  status?: AppointmentStatus;

  @ApiPropertyOptional({ description: 'Payment status (admins and nutritionists only).', enum: PAYMENT_STATUSES, example: 'paid' })
  @Optional()
  @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of: ${PAYMENT_STATUSES.join(', ')}.` })
  paymentStatus?: PaymentStatus;

  @PriceField('Price in rupees, at most two decimals (admins and nutritionists only; a client\'s is refused with 403).')
  price?: number;

  @ApiPropertyOptional({ description: 'Video call address for an online session (admins and nutritionists only); empty to remove.', example: 'https://meet.example.com/abc-defg' })
  @Optional()
  @Trim()
  @IsString({ message: Messages.appointments.invalidMeetingLink })
  @ValidateIf((_, value) => value !== '')
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: Messages.appointments.invalidMeetingLink })
  @MaxLength(500, { message: Messages.appointments.invalidMeetingLink })
  meetingLink?: string;

  @NotesField()
  notes?: string;

  @ApiPropertyOptional({
    description: `Why the appointment is cancelled, shown to the client (at most ${CANCEL_REASON_MAX_LENGTH} characters). Only with \`status: cancelled\` (admins and nutritionists).`,
    example: 'The nutritionist is unwell.',
  })
  @Optional()
  @Trim()
  @IsString({ message: Messages.appointments.cancelReasonTooLong })
  @MaxLength(CANCEL_REASON_MAX_LENGTH, { message: Messages.appointments.cancelReasonTooLong })
  cancelReason?: string;
}

export class RescheduleAppointmentDto implements RescheduleAppointmentRequest {
  @ApiProperty({ description: 'New date on the clinic\'s calendar, YYYY-MM-DD.', example: '2026-12-02', pattern: DATE_PATTERN.source })
  @IsCalendarDate({ message: Messages.appointments.fillRequired })
  date!: string;

  @ApiProperty({ description: 'New start, HH:MM on the 30-minute grid (clinic time).', example: '11:00', pattern: TIME_PATTERN })
  @IsGridTime()
  startTime!: string;

  @ApiProperty({ description: 'New end, HH:MM on the 30-minute grid (clinic time).', example: '11:30', pattern: TIME_PATTERN })
  @IsGridTime()
  endTime!: string;
}

export class CancelAppointmentDto implements CancelAppointmentRequest {
  @ApiPropertyOptional({
    description: `Why, shown to the other party in the app (at most ${CANCEL_REASON_MAX_LENGTH} characters). Required when the clinic cancels; optional for a client.`,
    example: 'The nutritionist is unwell.',
  })
  @Optional()
  @Trim()
  @IsString({ message: Messages.appointments.cancelReasonTooLong })
  @MaxLength(CANCEL_REASON_MAX_LENGTH, { message: Messages.appointments.cancelReasonTooLong })
  reason?: string;
}

export const APPOINTMENT_SORTS = ['date', '-date', 'upcoming'] as const;

export class ListAppointmentsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'From this date on (inclusive), YYYY-MM-DD.', example: '2026-12-01' })
  @Optional()
  @IsCalendarDate()
  startDate?: string;

  @ApiPropertyOptional({ description: 'Up to this date (inclusive), YYYY-MM-DD.', example: '2026-12-31' })
  @Optional()
  @IsCalendarDate()
  endDate?: string;

  @ApiPropertyOptional({ description: "Only this nutritionist's (the admin's calendar filter); within what the caller may see.", example: ID_EXAMPLE, pattern: ID_PATTERN })
  @Optional()
  @IsMongoId({ message: 'nutritionist must be a user id.' })
  nutritionist?: string;

  @ApiPropertyOptional({ description: 'Only this status.', enum: APPOINTMENT_STATUSES })
  @Optional()
  @IsIn(APPOINTMENT_STATUSES, { message: `status must be one of: ${APPOINTMENT_STATUSES.join(', ')}.` })
  status?: AppointmentStatus;

  @ApiPropertyOptional({ description: 'Only this session type.', enum: SESSION_TYPES })
  @Optional()
  @IsIn(SESSION_TYPES, { message: `sessionType must be one of: ${SESSION_TYPES.join(', ')}.` })
  sessionType?: SessionType;

  @ApiPropertyOptional({ description: 'Only this mode.', enum: MODES })
  @Optional()
  @IsIn(MODES, { message: `mode must be one of: ${MODES.join(', ')}.` })
  mode?: Mode;

  @ApiPropertyOptional({
    description:
      'Order by date and time: `date` oldest first, `-date` newest first (default), `upcoming` those still ahead first (soonest at the top), then past ones (most recent first).',
    enum: APPOINTMENT_SORTS,
    example: '-date',
  })
  @Optional()
  @IsIn(APPOINTMENT_SORTS, { message: 'sort must be date, -date or upcoming.' })
  sort?: (typeof APPOINTMENT_SORTS)[number];
}

export class BookedQueryDto {
  @ApiProperty({ description: 'The nutritionist\'s user id.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @IsMongoId({ message: 'nutritionist must be a user id.' })
  nutritionist!: string;

  @ApiProperty({ description: 'Date, YYYY-MM-DD.', example: '2026-12-01' })
  @IsCalendarDate()
  date!: string;
}

export class UserRefDto implements UserRef {
  @ApiProperty({ description: 'User id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'Name.', example: 'Dr. Asha Rao' })
  name!: string;

  @ApiProperty({ description: 'Email, or an empty string.', example: 'asha@clinic.example' })
  email!: string;
}

export class AppointmentDto implements Appointment {
  @ApiProperty({ description: 'Appointment id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'The nutritionist.', type: UserRefDto })
  nutritionist!: UserRefDto;

  @ApiProperty({ description: 'The client.', type: UserRefDto })
  client!: UserRefDto;

  @ApiProperty({ description: 'Date on the clinic\'s calendar, YYYY-MM-DD.', example: '2026-12-01' })
  date!: string;

  @ApiProperty({ description: 'Start, HH:MM clinic time.', example: '10:00' })
  startTime!: string;

  @ApiProperty({ description: 'End, HH:MM clinic time.', example: '10:30' })
  endTime!: string;

  @ApiProperty({ description: 'Session type.', enum: SESSION_TYPES, example: 'consultation' })
  sessionType!: SessionType;

  @ApiProperty({ description: 'Mode.', enum: MODES, example: 'in-person' })
  mode!: Mode;

  @ApiProperty({ description: 'Status.', enum: APPOINTMENT_STATUSES, example: 'pending' })
  status!: AppointmentStatus;

  @ApiProperty({ description: 'Payment status.', enum: PAYMENT_STATUSES, example: 'unpaid' })
  paymentStatus!: PaymentStatus;

  @ApiProperty({ description: 'Price in rupees (two decimals at most).', example: 1500 })
  price!: number;

  @ApiProperty({ description: 'Notes, or an empty string.', example: 'Vegetarian.' })
  notes!: string;

  @ApiProperty({ description: 'Video call address for online sessions, or an empty string.', example: '' })
  meetingLink!: string;

  @ApiProperty({ description: 'When it was booked (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  createdAt!: string;

  @ApiProperty({ description: 'Who cancelled it, when and why; null unless cancelled.', type: () => CancellationDto, nullable: true })
  cancellation!: CancellationDto | null;
}

export class CancellationDto implements Cancellation {
  @ApiProperty({ description: 'Who cancelled it; null if that user has since been deleted.', type: UserRefDto, nullable: true })
  by!: UserRefDto | null;

  @ApiProperty({ description: 'When (ISO 8601).', example: '2026-11-22T09:00:00.000Z' })
  at!: string;

  @ApiProperty({ description: 'Why, or an empty string.', example: 'The nutritionist is unwell.' })
  reason!: string;
}

export class AppointmentPageDto extends PagedDto(AppointmentDto, 'appointments') {}

export class BookedRangeDto {
  @ApiProperty({ description: 'Start, HH:MM.', example: '10:00' })
  startTime!: string;

  @ApiProperty({ description: 'End, HH:MM.', example: '10:30' })
  endTime!: string;
}

export class BookedSlotsDto {
  @ApiProperty({ description: 'Time ranges already taken by pending or confirmed appointments (who booked is not shown).', type: [BookedRangeDto] })
  data!: BookedRangeDto[];
}

class PricesDto implements Record<SessionType, number> {
  @ApiProperty({ description: 'Consultation, rupees.', example: 1500 })
  consultation!: number;

  @ApiProperty({ description: 'Follow-up, rupees.', example: 800 })
  'follow-up'!: number;

  @ApiProperty({ description: 'Meal plan review, rupees.', example: 600 })
  'meal-plan-review'!: number;
}

class BookingRulesDto implements BookingRules {
  @ApiProperty({ description: 'Every appointment is exactly this long, in minutes (on the 30-minute grid).', example: 30 })
  sessionMinutes!: number;

  @ApiProperty({ description: 'Appointments can be booked up to this many days ahead.', example: 90 })
  horizonDays!: number;

  @ApiProperty({ description: 'Pending future appointments a client may hold at once.', example: 3 })
  maxPending!: number;
}

export class PriceListDto implements PriceList {
  @ApiProperty({ description: 'Currency: Indian rupees.', enum: ['INR'], example: 'INR' })
  currency!: 'INR';

  @ApiProperty({ description: 'The clinic\'s price for each session type.', type: PricesDto })
  prices!: PricesDto;

  @ApiProperty({ description: 'The clinic\'s booking rules.', type: BookingRulesDto })
  booking!: BookingRulesDto;
}
