import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import {
  type AppointmentPayment,
  CLINIC_ADDRESS_MAX_LENGTH,
  GST_RATE_MAX,
  GSTIN_PATTERN,
  Messages,
  PAYEE_NAME_MAX_LENGTH,
  PAYMENT_ACTIONS,
  PAYMENT_METHODS,
  PAYMENT_REASON_MAX_LENGTH,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PAYMENT_STATES,
  PAYMENT_STATUSES,
  type PaymentAction,
  type PaymentMethod,
  type PaymentSettings,
  type PaymentState,
  type PaymentStatus,
  PRICE_MAX_RUPEES,
  type SubmitPaymentRequest,
  type UpdatePaymentRequest,
  type UpdatePaymentSettingsRequest,
  UTR_PATTERN,
  VPA_PATTERN,
} from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { MaxDecimals, Optional } from '../../../common/validation/optional';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

export class SubmitPaymentDto implements SubmitPaymentRequest {
  @ApiProperty({ description: 'The 12-digit UPI transaction reference (UTR) from the payer\'s UPI app. Usable once across the clinic.', example: '412345678901', pattern: UTR_PATTERN.source })
  @Trim()
  @IsString({ message: Messages.payments.invalidUtr })
  @Matches(UTR_PATTERN, { message: Messages.payments.invalidUtr })
  utr!: string;
}

export class UpdatePaymentDto implements UpdatePaymentRequest {
  @ApiProperty({
    description: '`verify` a submitted UPI payment (it becomes paid), `reject` it with a `reason`, `record` a cash or card payment (`method`, optional `reference`), or `refund` a paid appointment the clinic cancelled (`amount`, `reference`).',
    enum: PAYMENT_ACTIONS,
    example: 'verify',
  })
  @IsIn(PAYMENT_ACTIONS, { message: `action must be one of: ${PAYMENT_ACTIONS.join(', ')}.` })
  action!: PaymentAction;

  @ApiPropertyOptional({ description: 'Why the payment was rejected (reject only); shown to the client.', example: 'No such credit on the statement of 21 Nov.', maxLength: PAYMENT_REASON_MAX_LENGTH })
  @ValidateIf((dto: UpdatePaymentDto) => dto.action === 'reject' || dto.reason !== undefined)
  @Trim()
  @IsString({ message: Messages.payments.reasonRequired })
  @MinLength(1, { message: Messages.payments.reasonRequired })
  @MaxLength(PAYMENT_REASON_MAX_LENGTH, { message: Messages.payments.reasonRequired })
  reason?: string;

  @ApiPropertyOptional({ description: 'How it was paid (record only).', enum: ['cash', 'card'], example: 'cash' })
  @ValidateIf((dto: UpdatePaymentDto) => dto.action === 'record' || dto.method !== undefined)
  @IsIn(['cash', 'card'], { message: Messages.payments.methodRequired })
  method?: 'cash' | 'card';

  @ApiPropertyOptional({ description: 'Card slip number (record, optional) or the refund\'s UTR or note (refund, required).', example: '512345678901', maxLength: PAYMENT_REFERENCE_MAX_LENGTH })
  @ValidateIf((dto: UpdatePaymentDto) => dto.action === 'refund' || dto.reference !== undefined)
  @Trim()
  @IsString({ message: Messages.payments.referenceRequired })
  @MinLength(1, { message: Messages.payments.referenceRequired })
  @MaxLength(PAYMENT_REFERENCE_MAX_LENGTH, { message: Messages.payments.invalidReference })
  reference?: string;

  @ApiPropertyOptional({ description: 'Rupees refunded (refund only), more than 0 and at most what was paid.', example: 1500, minimum: 0.01, maximum: PRICE_MAX_RUPEES })
  @ValidateIf((dto: UpdatePaymentDto) => dto.action === 'refund' || dto.amount !== undefined)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.payments.invalidRefundAmount })
  @MaxDecimals(2, { message: Messages.payments.invalidRefundAmount })
  @Min(0.01, { message: Messages.payments.invalidRefundAmount })
  @Max(PRICE_MAX_RUPEES, { message: Messages.payments.invalidRefundAmount })
  amount?: number;
}

class UpiDto {
  @ApiProperty({ description: 'The UPI intent link: opens the payer\'s UPI app with payee, amount and note filled in.', example: 'upi://pay?pa=clinic%40okhdfcbank&pn=Clinic&am=1500.00&cu=INR&tn=Appointment%20APT-12AB34CD' })
  link!: string;

  @ApiProperty({ description: 'The same link as a QR code, an SVG data URL for an <img>.', example: 'data:image/svg+xml;base64,PHN2Zy…' })
  qr!: string;

  @ApiProperty({ description: 'The name UPI apps show the payer.', example: 'Clinic' })
  payeeName!: string;

  @ApiProperty({ description: 'The clinic’s UPI ID (VPA).', example: 'clinic@okhdfcbank' })
  upiId!: string;
}

class RefundDto {
  @ApiProperty({ description: 'Rupees.', example: 1500 })
  amount!: number;

  @ApiProperty({ description: 'A short reference: the appointment’s in the UPI note and on the receipt, or the refund’s.', example: '512345678901' })
  reference!: string;

  @ApiProperty({ description: 'When it was recorded.', example: '2026-12-01T10:00:00.000Z' })
  at!: string;
}

export class AppointmentPaymentDto implements AppointmentPayment {
  @ApiProperty({ description: 'The appointment’s id.', example: '665f1c2b9d3e4a0012ab34cd' })
  appointmentId!: string;

  @ApiProperty({ description: 'The appointment\'s short reference, in the UPI note and on the receipt.', example: 'APT-12AB34CD' })
  reference!: string;

  @ApiProperty({ description: 'Rupees, at most two decimals.', example: 1500 })
  amount!: number;

  @ApiProperty({ description: 'The spec\'s payment status.', enum: PAYMENT_STATUSES, example: 'unpaid' })
  paymentStatus!: PaymentStatus;

  @ApiProperty({ description: 'Where the payment is: the spec\'s status, or the UPI step (submitted, rejected) while unpaid.', enum: PAYMENT_STATES, example: 'submitted' })
  state!: PaymentState;

  @ApiProperty({ description: 'How it was paid.', enum: PAYMENT_METHODS, nullable: true, example: 'upi' })
  method!: PaymentMethod | null;

  @ApiProperty({ description: 'The UTR the client gave, or the clinic\'s card reference; empty when none.', example: '412345678901' })
  paymentReference!: string;

  @ApiProperty({ description: 'Why the clinic rejected the last submitted payment; empty otherwise.', example: '' })
  rejectionReason!: string;

  @ApiProperty({ description: 'When the client submitted the UTR.', type: String, nullable: true, example: '2026-12-01T10:00:00.000Z' })
  submittedAt!: string | null;

  @ApiProperty({ description: 'When the payment was confirmed (verified or recorded).', type: String, nullable: true, example: '2026-12-01T11:00:00.000Z' })
  paidAt!: string | null;

  @ApiProperty({ description: 'The receipt’s number, once paid.', type: String, nullable: true, example: '2026-27/000042' })
  receiptNumber!: string | null;

  @ApiProperty({ description: 'The refund, when the clinic gave the money back.', type: RefundDto, nullable: true })
  refund!: RefundDto | null;

  @ApiProperty({ description: 'Whether the client can pay now.', example: true })
  payable!: boolean;

  @ApiProperty({ type: UpiDto, nullable: true, description: 'Present while payable and once the clinic has set up UPI.' })
  upi!: UpiDto | null;
}

export class PaymentSettingsDto implements PaymentSettings {
  @ApiProperty({ description: 'The clinic\'s UPI ID (VPA), name@handle; empty until set up.', example: 'clinic@okhdfcbank' })
  upiId!: string;

  @ApiProperty({ description: 'The name UPI apps show the payer.', example: 'Green Leaf Nutrition Clinic' })
  payeeName!: string;

  @ApiProperty({ description: 'Printed at the top of receipts.', example: 'Green Leaf Nutrition Clinic' })
  clinicName!: string;

  @ApiProperty({ description: 'Printed on receipts.', example: '12 MG Road, Bengaluru 560001' })
  clinicAddress!: string;

  @ApiProperty({ description: 'GSTIN, empty when not registered.', example: '29ABCDE1234F1Z5' })
  gstin!: string;

  @ApiProperty({ description: 'GST percent included in prices; 0 for none.', example: 18 })
  gstRate!: number;
}

@AcceptsOwnOutput(() => PaymentSettingsDto)
export class UpdatePaymentSettingsDto implements UpdatePaymentSettingsRequest {
  @ApiPropertyOptional({ description: 'UPI ID as name@handle.', example: 'clinic@okhdfcbank', pattern: VPA_PATTERN.source })
  @Optional()
  @Trim()
  @IsString({ message: Messages.payments.invalidUpiId })
  @Matches(VPA_PATTERN, { message: Messages.payments.invalidUpiId })
  upiId?: string;

  @ApiPropertyOptional({ description: 'The name UPI apps show the payer.', example: 'Green Leaf Nutrition Clinic', maxLength: PAYEE_NAME_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: Messages.payments.invalidPayeeName })
  @MinLength(1, { message: Messages.payments.invalidPayeeName })
  @MaxLength(PAYEE_NAME_MAX_LENGTH, { message: Messages.payments.invalidPayeeName })
  payeeName?: string;

  @ApiPropertyOptional({ description: 'Printed at the top of receipts.', example: 'Green Leaf Nutrition Clinic', maxLength: PAYEE_NAME_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: Messages.payments.invalidPayeeName })
  @MaxLength(PAYEE_NAME_MAX_LENGTH, { message: Messages.payments.invalidPayeeName })
  clinicName?: string;

  @ApiPropertyOptional({ description: 'Printed on receipts.', example: '12 MG Road, Bengaluru 560001', maxLength: CLINIC_ADDRESS_MAX_LENGTH })
  @Optional()
  @Trim()
  @IsString({ message: Messages.payments.invalidAddress })
  @MaxLength(CLINIC_ADDRESS_MAX_LENGTH, { message: Messages.payments.invalidAddress })
  clinicAddress?: string;

  @ApiPropertyOptional({ description: 'GSTIN, or empty to remove it.', example: '29ABCDE1234F1Z5' })
  @Optional()
  @Trim()
  @IsString({ message: Messages.payments.invalidGstin })
  @ValidateIf((_, value) => value !== '')
  @Matches(GSTIN_PATTERN, { message: Messages.payments.invalidGstin })
  gstin?: string;

  @ApiPropertyOptional({ description: 'GST percent included in prices, 0 for none.', example: 18, minimum: 0, maximum: GST_RATE_MAX })
  @Optional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.payments.invalidGstRate })
  @MaxDecimals(2, { message: Messages.payments.invalidGstRate })
  @Min(0, { message: Messages.payments.invalidGstRate })
  @Max(GST_RATE_MAX, { message: Messages.payments.invalidGstRate })
  gstRate?: number;
}
