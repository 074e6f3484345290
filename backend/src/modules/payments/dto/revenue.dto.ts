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
import { PagingQueryDto } from '../../../common/dto/paging.dto';
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

  @ApiPropertyOptional({ description: 'Only this session type.', enum: SESSION_TYPES })
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
  @ApiProperty({ example: 100 })
  collectedCount!: number;
  @ApiProperty({ example: 2 })
  awaitingCount!: number;
  @ApiProperty({ example: 6 })
  outstandingCount!: number;
  @ApiProperty({ example: 0 })
  refundedCount!: number;
}

export class RevenueRowDto extends RevenueFiguresDto implements RevenueRow {
  @ApiProperty({ description: 'YYYY-MM, a nutritionist\'s id or a session type.', example: '2026-11' })
  key!: string;
  @ApiProperty({ example: 'Nov 2026' })
  label!: string;
}

export class RevenueReportDto implements RevenueReport {
  @ApiProperty({ example: '2026-04-01' })
  from!: string;
  @ApiProperty({ example: '2027-03-31' })
  to!: string;
  @ApiProperty({ type: RevenueFiguresDto })
  totals!: RevenueFiguresDto;
  @ApiProperty({ type: [RevenueRowDto] })
  byMonth!: RevenueRowDto[];
  @ApiProperty({ type: [RevenueRowDto] })
  byNutritionist!: RevenueRowDto[];
  @ApiProperty({ type: [RevenueRowDto] })
  bySessionType!: RevenueRowDto[];
}

class PersonDto {
  @ApiProperty({ example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;
  @ApiProperty({ example: 'Asha Rao' })
  name!: string;
}

export class RevenueEntryDto implements RevenueEntry {
  @ApiProperty({ example: '665f1c2b9d3e4a0012ab34cd' })
  appointmentId!: string;
  @ApiProperty({ example: 'APT-12AB34CD' })
  reference!: string;
  @ApiProperty({ example: '2026-11-20' })
  date!: string;
  @ApiProperty({ type: PersonDto })
  client!: PersonDto;
  @ApiProperty({ type: PersonDto })
  nutritionist!: PersonDto;
  @ApiProperty({ enum: SESSION_TYPES })
  sessionType!: SessionType;
  @ApiProperty({ enum: APPOINTMENT_STATUSES })
  status!: AppointmentStatus;
  @ApiProperty({ description: 'Rupees.', example: 1500 })
  amount!: number;
  @ApiProperty({ enum: PAYMENT_STATES })
  state!: PaymentState;
  @ApiProperty({ enum: PAYMENT_METHODS, nullable: true })
  method!: PaymentMethod | null;
  @ApiProperty({ example: '412345678901' })
  paymentReference!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-20T10:00:00.000Z' })
  paidAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-27/000042' })
  receiptNumber!: string | null;
}

export class RevenueEntryPageDto {
  @ApiProperty({ type: [RevenueEntryDto] })
  data!: RevenueEntryDto[];
  @ApiProperty({ example: 1 })
  page!: number;
  @ApiProperty({ example: 20 })
  limit!: number;
  @ApiProperty({ example: 1 })
  total!: number;
}
