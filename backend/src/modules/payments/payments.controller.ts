import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles, SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { AppointmentPaymentDto, PaymentSettingsDto, SubmitPaymentDto, UpdatePaymentDto, UpdatePaymentSettingsDto } from './dto/payment.dto';
import { RevenueEntriesQueryDto, RevenueEntryPageDto, RevenueQueryDto, RevenueReportDto } from './dto/revenue.dto';
import { PaymentSettingsService } from './payment-settings.service';
import { PaymentsService } from './payments.service';
import { RevenueService } from './revenue.service';
import { Idempotent } from '../idempotency/idempotent.decorator';


/** An appointment's payment and receipt: the client pays by UPI, the clinic verifies. */
@ApiTags('Payments')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('appointments/:id')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payment')
  @ApiScope('appointments:read')
  @SignedIn()
  @ApiOperation({
    summary: 'An appointment\'s payment',
    description: 'Amount, status and, while it can be paid and the clinic has set up UPI, the UPI intent link and its QR code. Clients see their own appointments\', nutritionists theirs, the admin all.',
  })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The appointment\'s payment.', type: AppointmentPaymentDto })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.payments.get(user, id);
  }

  @Post('payment')
  @Idempotent()
  @HttpCode(200)
  @Roles('client')
  @ApiOperation({
    summary: 'Tell the clinic you paid by UPI',
    description: 'The client gives the 12-digit UTR of their UPI payment; the appointment becomes "payment submitted" until a practitioner verifies or rejects it. A UTR is accepted once across the clinic.',
  })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The appointment\'s payment.', type: AppointmentPaymentDto })
  @ApiConflictResponse({ description: '`PAYMENT.UTR_USED`: the UTR was used before; `PAYMENT.NOT_PAYABLE`: cancelled or free; `PAYMENT.INVALID_TRANSITION`: already paid or submitted; `PAYMENT.UPI_NOT_SET_UP`.', type: ErrorResponseDto })
  submit(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: SubmitPaymentDto) {
    return this.payments.submit(user, id, dto.utr);
  }

  @Put('payment')
  @ApiScope('appointments:write')
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'Verify, reject, record or refund a payment',
    description: 'Practitioners only (a nutritionist on their own appointments). `verify` and `record` make the appointment paid and issue its receipt.',
  })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The appointment\'s payment.', type: AppointmentPaymentDto })
  @ApiConflictResponse({ description: '`PAYMENT.INVALID_TRANSITION`: not possible from the current state (e.g. verifying what was not submitted, refunding an appointment that is not cancelled).', type: ErrorResponseDto })
  change(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: UpdatePaymentDto) {
    return this.payments.change(user, id, dto);
  }

  @Get('receipt.pdf')
  @ApiScope('appointments:read')
  @SignedIn()
  @ApiOperation({ summary: 'The receipt of a paid appointment', description: 'A PDF with the clinic-wide receipt number, the amount in figures and words, and the tax split when the clinic charges GST.' })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiConflictResponse({ description: '`PAYMENT.NO_RECEIPT`: the appointment is not paid.', type: ErrorResponseDto })
  async receipt(@CurrentUser() user: SessionUser, @IdParam() id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const { number, pdf } = await this.payments.receiptPdf(user, id);
    void reply.type('application/pdf').header('content-disposition', `attachment; filename="receipt-${number.replace('/', '-')}.pdf"`);
    return pdf;
  }
}

/** The clinic's payee (UPI ID, name) and receipt details. */
@ApiTags('Payments')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('payment-settings')
export class PaymentSettingsController {
  constructor(private readonly settings: PaymentSettingsService) {}

  @Get()
  @Roles('admin', 'nutritionist')
  @ApiOperation({ summary: 'The clinic\'s payment settings' })
  @ApiOkResponse({ description: 'The payment settings.', type: PaymentSettingsDto })
  get() {
    return this.settings.get();
  }

  @Put()
  @Roles('admin')
  @ApiOperation({ summary: 'Change the clinic\'s payment settings', description: 'Fields left out keep their value; an empty `gstin` removes it.' })
  @ApiOkResponse({ description: 'The payment settings.', type: PaymentSettingsDto })
  update(@Body() dto: UpdatePaymentSettingsDto) {
    return this.settings.update(dto);
  }
}

/** The clinic's money: what was collected, what awaits verification, what is outstanding. */
@ApiTags('Payments')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('revenue')
@Roles('admin', 'nutritionist')
export class RevenueController {
  constructor(private readonly revenue: RevenueService) {}

  @Get()
  @ApiOperation({ summary: 'Revenue report', description: 'For appointments dated in the range: totals, by month, by nutritionist and by session type. A nutritionist sees their own appointments\'.' })
  @ApiOkResponse({ description: 'The report.', type: RevenueReportDto })
  report(@CurrentUser() user: SessionUser, @Query() query: RevenueQueryDto) {
    return this.revenue.report(user, query);
  }

  @Get('entries')
  @ApiOperation({ summary: 'The appointments behind a figure', description: 'Paged, in date order; narrowed by month, nutritionist or session type like the report\'s rows.' })
  @ApiOkResponse({ description: 'A page of entries.', type: RevenueEntryPageDto })
  entries(@CurrentUser() user: SessionUser, @Query() query: RevenueEntriesQueryDto) {
    return this.revenue.entries(user, query);
  }

  @Get('payments.csv')
  @ApiOperation({ summary: 'Payments in the range as CSV', description: 'Paid, refunded and awaiting-verification appointments, one row each, for a spreadsheet or the accountant.' })
  @ApiOkResponse({ description: 'CSV, UTF-8, a header row first.', content: { 'text/csv': { schema: { type: 'string' } } } })
  async csv(@CurrentUser() user: SessionUser, @Query() query: RevenueQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="payments-${query.from}-to-${query.to}.csv"`);
    return this.revenue.csv(user, query);
  }
}
