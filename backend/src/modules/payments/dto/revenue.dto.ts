import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsMongoId, Matches } from 'class-validator';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  DATE_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type PaymentMethod,
  type PaymentState,
  REVENUE_BUCKETS,
  type RevenueBucket,
  type RevenueEntry,
  type RevenueFigures,
  type RevenueReport,
  type RevenueRow,
  SESSION_TYPES,
  type SessionType,
} from '@clinic/contracts';
import { PagedDto, PagingQueryDto } from '../../../common/dto/paging.dto';
import { Optional } from '../../../common/validation/optional';
import { IsCalendarDate } from '../../../common/validation/scheduling.validators';

export class RevenueQueryDto {
  @ApiProperty({ description: 'First appointment date, YYYY-MM-DD.', example: '2026-04-01', pattern: DATE_PATTERN.source })
  @IsCalendarDate()
  from!: string;

  @ApiProperty({ description: 'Last appointment date (inclusive), YYYY-MM-DD; at most 2 years after `from`.', example: '2027-03-31', pattern: DATE_PATTERN.source })
  @IsCalendarDate()
  to!: string;
}

export class RevenueEntriesQueryDto extends PagingQueryDto {
  @ApiProperty({ description: 'First appointment date, YYYY-MM-DD.', example: '2026-04-01', pattern: DATE_PATTERN.source })
  @IsCalendarDate()
  from!: string;

  @ApiProperty({ description: 'Last appointment date (inclusive), YYYY-MM-DD.', example: '2027-03-31', pattern: DATE_PATTERN.source })
  @IsCalendarDate()
  to!: string;

  @ApiProperty({ description: 'Which figure: collected (paid), awaiting (UTR submitted), outstanding (unpaid, not cancelled) or refunded.', enum: REVENUE_BUCKETS, example: 'collected' })
  @IsIn(REVENUE_BUCKETS, { message: `bucket must be one of: ${REVENUE_BUCKETS.join(', ')}.` })
  bucket!: RevenueBucket;

  @ApiPropertyOptional({ description: 'Only this month, YYYY-MM.', example: '2026-11', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })
  @Optional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be YYYY-MM.' })
  month?: string;

  @ApiPropertyOptional({ description: 'Only this nutritionist\'s appointments.', example: '665f1c2b9d3e4a0012ab34cd' })
  @Optional()
  @IsMongoId({ message: 'nutritionist must be a user id.' })
  nutritionist?: string;

  @ApiPropertyOptional({ description: 'Only this session type.', enum: SESSION_TYPES, example: 'consultation' })
  @Optional()
  @IsIn(SESSION_TYPES, { message: `sessionType must be one of: ${SESSION_TYPES.join(', ')}.` })
  sessionType?: SessionType;
}

export class RevenueFiguresDto implements RevenueFigures {
  @ApiProperty({ description: 'Rupees paid (verified UPI, cash, card).', example: 150000 })
  collected!: number;
  @ApiProperty({ description: 'Rupees submitted by UPI and not yet verified.', example: 3000 })
  awaiting!: number;
  @ApiProperty({ description: 'Rupees not yet paid on appointments that are not cancelled.', example: 8000 })
  outstanding!: number;
  @ApiProperty({ description: 'Rupees of appointments marked refunded.', example: 0 })
  refunded!: number;
  @ApiProperty({ description: 'Appointments behind `collected`.', example: 100 })
  collectedCount!: number;
  @ApiProperty({ description: 'Appointments behind `awaiting`.', example: 2 })
  awaitingCount!: number;
  @ApiProperty({ description: 'Appointments behind `outstanding`.', example: 6 })
  outstandingCount!: number;
  @ApiProperty({ description: 'Appointments behind `refunded`.', example: 0 })
  refundedCount!: number;
}

export class RevenueRowDto extends RevenueFiguresDto implements RevenueRow {
  @ApiProperty({ description: 'YYYY-MM, a nutritionist\'s id or a session type.', example: '2026-11' })
  key!: string;
  @ApiProperty({ description: 'The month, nutritionist or session type, as shown.', example: 'Nov 2026' })
  label!: string;
}

export class RevenueReportDto implements RevenueReport {
  @ApiProperty({ description: 'First appointment date of the range.', example: '2026-04-01' })
  from!: string;
  @ApiProperty({ description: 'Last appointment date of the range.', example: '2027-03-31' })
  to!: string;
  @ApiProperty({ description: 'The whole range.', type: RevenueFiguresDto })
  totals!: RevenueFiguresDto;
  @ApiProperty({ description: 'One row per month with appointments.', type: [RevenueRowDto] })
  byMonth!: RevenueRowDto[];
  @ApiProperty({ description: 'One row per nutritionist.', type: [RevenueRowDto] })
  byNutritionist!: RevenueRowDto[];
  @ApiProperty({ description: 'One row per session type.', type: [RevenueRowDto] })
  bySessionType!: RevenueRowDto[];
}

class PersonDto {
  @ApiProperty({ description: 'User id.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;
  @ApiProperty({ description: 'The person’s name.', example: 'Asha Rao' })
  name!: string;
}

export class RevenueEntryDto implements RevenueEntry {
  @ApiProperty({ description: 'The appointment’s id.', example: '665f1c2b9d3e4a0012ab34cd' })
  appointmentId!: string;
  @ApiProperty({ description: 'A short reference: the appointment’s in the UPI note and on the receipt, or the refund’s.', example: 'APT-12AB34CD' })
  reference!: string;
  @ApiProperty({ description: 'Appointment date, YYYY-MM-DD.', example: '2026-11-20' })
  date!: string;
  @ApiProperty({ description: 'The client.', type: PersonDto })
  client!: PersonDto;
  @ApiProperty({ description: 'The nutritionist.', type: PersonDto })
  nutritionist!: PersonDto;
  @ApiProperty({ description: 'Session type.', enum: SESSION_TYPES, example: 'consultation' })
  sessionType!: SessionType;
  @ApiProperty({ description: 'Appointment status.', enum: APPOINTMENT_STATUSES, example: 'confirmed' })
  status!: AppointmentStatus;
  @ApiProperty({ description: 'Rupees.', example: 1500 })
  amount!: number;
  @ApiProperty({ description: 'Where the payment is.', enum: PAYMENT_STATES, example: 'paid' })
  state!: PaymentState;
  @ApiProperty({ description: 'How it was paid.', enum: PAYMENT_METHODS, nullable: true, example: 'upi' })
  method!: PaymentMethod | null;
  @ApiProperty({ description: 'The UTR, or the clinic’s card reference.', example: '412345678901' })
  paymentReference!: string;
  @ApiProperty({ description: 'When the payment was confirmed (verified or recorded).', type: String, nullable: true, example: '2026-11-20T10:00:00.000Z' })
  paidAt!: string | null;
  @ApiProperty({ description: 'The receipt’s number, once paid.', type: String, nullable: true, example: '2026-27/000042' })
  receiptNumber!: string | null;
}

export class RevenueEntryPageDto extends PagedDto(RevenueEntryDto, 'entries', 'in date, then time order') {}
