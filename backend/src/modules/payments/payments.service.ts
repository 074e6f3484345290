import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import QRCode from 'qrcode';
import {
  type AppointmentPayment,
  appointmentReference,
  ErrorCode,
  Messages,
  type PaymentState,
  toPaise,
  upiLink,
  type WebhookEventType,
} from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { KeyedSerializer } from '../../common/concurrency/keyed-serializer';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { AppointmentsService } from '../appointments/appointments.service';
import { AuditService } from '../audit/audit.service';
import { toUserRef } from '../users/user-ref';
import type { UpdatePaymentDto } from './dto/payment.dto';
import { nextPaymentState, payBlocker, paymentStateOf, storedAs } from './payment-rules';
import { PaymentSettingsService } from './payment-settings.service';
import { renderReceiptPdf } from './receipt-pdf';
import { isDuplicateKey, ReceiptsService, type VisibleAppointment } from './receipts.service';
import { PaymentEvent } from './schemas/payment-event.schema';
import { Payment } from './schemas/payment.schema';
import { WebhooksService } from '../webhooks/webhooks.service';
import { UtrClaim } from './schemas/utr-claim.schema';

type PaymentDetails = Omit<Payment, '_id'>;

/**
 * The UPI flow of an appointment: a client submits the UTR of a payment they made, a practitioner
 * verifies it against the bank statement (or rejects it), records cash or card, or marks a cancelled
 * appointment's payment refunded. Every change is written to `payment_events` and the audit log.
 */
/** Payment steps announced to webhooks: a client's UPI claim, and the clinic confirming money received. */
const PAYMENT_EVENTS: Record<string, WebhookEventType | undefined> = { submit: 'payment.submitted', verify: 'payment.verified', record: 'payment.verified' };

@Injectable()
export class PaymentsService {
  /** One change at a time per appointment in this process (see docs/database.md on FerretDB updates). */
  private readonly serial = new KeyedSerializer();

  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(UtrClaim.name) private readonly claims: Model<UtrClaim>,
    @InjectModel(PaymentEvent.name) private readonly events: Model<PaymentEvent>,
    private readonly appointments: AppointmentsService,
    private readonly settings: PaymentSettingsService,
    private readonly receipts: ReceiptsService,
    private readonly audit: AuditService,
    private readonly clock: ClinicClock,
    private readonly webhooks: WebhooksService,
  ) {}

  async get(caller: SessionUser, id: string): Promise<AppointmentPayment> {
    const appointment = await this.appointments.findVisible(caller, id);
    this.audit.record(caller, 'read', 'payment', [toUserRef(appointment.client)._id], id);
    return this.view(appointment);
  }

  /** A client's "I have paid": claims the UTR clinic-wide, then waits for the clinic to verify. */
  submit(caller: SessionUser, id: string, utr: string): Promise<AppointmentPayment> {
    return this.serial.run(id, async () => {
      const appointment = await this.appointments.findVisible(caller, id);
      const from = stateOf(appointment);
      const to = nextPaymentState(from, 'submit', appointment);
      const clinic = await this.settings.get();
      if (!clinic.upiId) throw ApiException.conflict(Messages.payments.upiNotSetUp, ErrorCode.UpiNotSetUp);
      try {
        await this.claims.create({ _id: utr, appointment: appointment._id, at: new Date() });
      } catch (error) {
        if (isDuplicateKey(error)) throw ApiException.conflict(Messages.payments.utrUsed, ErrorCode.UtrUsed);
        throw error;
      }
      try {
        await this.save(appointment, to, {
          amountPaise: appointment.pricePaise,
          method: 'upi',
          utr,
          reference: '',
          rejectionReason: '',
          submittedAt: new Date(),
          paidAt: null,
          confirmedBy: null,
          refund: null,
        });
      } catch (error) {
        await this.claims.deleteOne({ _id: utr, appointment: appointment._id });
        throw error;
      }
      await this.log(caller, appointment, 'submit', from, to, { amountPaise: appointment.pricePaise, method: 'upi', reference: utr });
      return this.view(await this.appointments.findVisible(caller, id));
    });
  }

  /** A practitioner's verify, reject, record or refund. */
  change(caller: SessionUser, id: string, dto: UpdatePaymentDto): Promise<AppointmentPayment> {
    return this.serial.run(id, async () => {
      const appointment = await this.appointments.findVisible(caller, id);
      const from = stateOf(appointment);
      const to = nextPaymentState(from, dto.action, appointment);
      const current = await this.payments.findById(appointment._id).lean<Payment>();
      const now = new Date();
      switch (dto.action) {
        case 'verify': {
          const amountPaise = current?.amountPaise ?? appointment.pricePaise;
          await this.save(appointment, to, { paidAt: now, confirmedBy: new Types.ObjectId(caller.id), amountPaise });
          await this.log(caller, appointment, 'verify', from, to, { amountPaise, method: 'upi', reference: current?.utr ?? '' });
          await this.receipts.issue(appointment, { amountPaise, method: 'upi', reference: current?.utr ?? '' });
          break;
        }
        case 'reject': {
          const reason = dto.reason ?? '';
          await this.save(appointment, to, { rejectionReason: reason });
          // A mistyped UTR may be another payment's real one: the number is free again.
          if (current?.utr) await this.claims.deleteOne({ _id: current.utr, appointment: appointment._id });
          await this.log(caller, appointment, 'reject', from, to, { amountPaise: current?.amountPaise ?? 0, method: 'upi', reference: current?.utr ?? '', reason });
          break;
        }
        case 'record': {
          const method = dto.method!;
          const reference = dto.reference ?? '';
          const amountPaise = appointment.pricePaise;
          await this.save(appointment, to, {
            amountPaise,
            method,
            utr: '',
            reference,
            rejectionReason: '',
            submittedAt: null,
            paidAt: now,
            confirmedBy: new Types.ObjectId(caller.id),
            refund: null,
          });
          await this.log(caller, appointment, 'record', from, to, { amountPaise, method, reference });
          await this.receipts.issue(appointment, { amountPaise, method, reference });
          break;
        }
        case 'refund': {
          const paidPaise = current?.amountPaise ?? appointment.pricePaise;
          const amountPaise = toPaise(dto.amount!);
          if (amountPaise === null || amountPaise <= 0 || amountPaise > paidPaise) {
            throw ApiException.badRequest(Messages.payments.invalidRefundAmount, ErrorCode.ValidationFailed, [
              { field: 'amount', message: Messages.payments.invalidRefundAmount },
            ]);
          }
          const reference = dto.reference!;
          await this.save(appointment, to, { refund: { amountPaise, reference, at: now, by: new Types.ObjectId(caller.id) } });
          await this.log(caller, appointment, 'refund', from, to, { amountPaise, method: current?.method ?? '', reference });
          break;
        }
      }
      return this.view(await this.appointments.findVisible(caller, id));
    });
  }

  /** The receipt of a paid (or since refunded) appointment, issued now if a crash left it unissued. */
  async receiptPdf(caller: SessionUser, id: string): Promise<{ number: string; pdf: Buffer }> {
    const appointment = await this.appointments.findVisible(caller, id);
    const state = stateOf(appointment);
    if (state !== 'paid' && state !== 'refunded') throw ApiException.conflict(Messages.payments.noReceipt, ErrorCode.ReceiptUnavailable);
    const payment = await this.payments.findById(appointment._id).lean<Payment>();
    const receipt = await this.receipts.issue(appointment, {
      amountPaise: payment?.amountPaise ?? appointment.pricePaise,
      method: payment?.method ?? 'cash',
      reference: payment?.utr || payment?.reference || '',
    });
    this.audit.record(caller, 'read', 'payment', [toUserRef(appointment.client)._id], id);
    const pdf = await renderReceiptPdf(receipt, this.clock.at(receipt.issuedAt).date, appointmentReference(id));
    return { number: receipt.number, pdf };
  }

  private async save(appointment: VisibleAppointment, to: PaymentState, details: Partial<PaymentDetails>): Promise<void> {
    await this.payments.updateOne({ _id: appointment._id }, { $set: details }, { upsert: true, runValidators: true });
    await this.appointments.setPayment(appointment._id, storedAs(to));
  }

  private async log(
    caller: SessionUser,
    appointment: VisibleAppointment,
    action: string,
    from: PaymentState,
    to: PaymentState,
    detail: { amountPaise: number; method: string; reference: string; reason?: string },
  ): Promise<void> {
    await this.events.create({ appointment: appointment._id, at: new Date(), actor: new Types.ObjectId(caller.id), actorRole: caller.role, action, from, to, ...detail });
    this.audit.record(caller, 'update', 'payment', [toUserRef(appointment.client)._id], String(appointment._id));
    const event = PAYMENT_EVENTS[action];
    if (event) {
      const id = String(appointment._id);
      await this.webhooks.emit(event, { appointmentId: id, action, from, to, amount: detail.amountPaise / 100, method: detail.method }, { link: `/api/appointments/${id}/payment`, orderKey: `appointment:${id}` });
    }
  }

  private async view(appointment: VisibleAppointment): Promise<AppointmentPayment> {
    const id = String(appointment._id);
    const state = stateOf(appointment);
    const [payment, receipt, clinic] = await Promise.all([
      this.payments.findById(appointment._id).lean<Payment>(),
      this.receipts.find(appointment._id),
      this.settings.get(),
    ]);
    const payable = payBlocker(appointment, state) === null;
    const reference = appointmentReference(id);
    let upi: AppointmentPayment['upi'] = null;
    if (payable && clinic.upiId) {
      const payee = { upiId: clinic.upiId, payeeName: clinic.payeeName || clinic.clinicName || clinic.upiId };
      const link = upiLink(payee, appointment.pricePaise, `Appointment ${reference}`);
      const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      upi = { link, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, ...payee };
    }
    const settled = state !== 'unpaid' && payment;
    return {
      appointmentId: id,
      reference,
      amount: (settled ? payment.amountPaise : appointment.pricePaise) / 100,
      paymentStatus: appointment.paymentStatus,
      state,
      method: settled ? payment.method : null,
      paymentReference: settled ? payment.utr || payment.reference : '',
      rejectionReason: state === 'rejected' ? (payment?.rejectionReason ?? '') : '',
      submittedAt: settled && payment.submittedAt ? payment.submittedAt.toISOString() : null,
      paidAt: settled && payment.paidAt ? payment.paidAt.toISOString() : null,
      receiptNumber: receipt?.number ?? null,
      refund: payment?.refund ? { amount: payment.refund.amountPaise / 100, reference: payment.refund.reference, at: payment.refund.at.toISOString() } : null,
      payable,
      upi,
    };
  }
}

function stateOf(appointment: VisibleAppointment): PaymentState {
  return paymentStateOf(appointment.paymentStatus, appointment.paymentState);
}
