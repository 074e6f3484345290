import { type AppointmentStatus, ErrorCode, Messages, type PaymentFlowState, type PaymentState, type PaymentStatus } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';

/** Where an appointment is in the flow: the spec's `paymentStatus` wins, the UPI step fills in "unpaid". */
export function paymentStateOf(paymentStatus: PaymentStatus, flow: PaymentFlowState | undefined): PaymentState {
  if (paymentStatus !== 'unpaid') return paymentStatus;
  return flow || 'unpaid';
}

/** How a state is stored on the appointment: the spec's value and the step beside it. */
export function storedAs(state: PaymentState): { paymentStatus: PaymentStatus; paymentState: PaymentFlowState } {
  if (state === 'submitted' || state === 'rejected') return { paymentStatus: 'unpaid', paymentState: state };
  return { paymentStatus: state, paymentState: '' };
}

export interface PayableAppointment {
  status: AppointmentStatus;
  pricePaise: number;
}

/** Whether a client may pay now; the reason they may not when not. */
export function payBlocker(appointment: PayableAppointment, state: PaymentState): { message: string; code: string } | null {
  if (state === 'paid' || state === 'refunded') return { message: Messages.payments.alreadyPaid, code: ErrorCode.PaymentTransition };
  if (state === 'submitted') return { message: Messages.payments.alreadySubmitted, code: ErrorCode.PaymentTransition };
  if (appointment.status === 'cancelled') return { message: Messages.payments.cancelled, code: ErrorCode.NotPayable };
  if (appointment.pricePaise <= 0) return { message: Messages.payments.nothingToPay, code: ErrorCode.NotPayable };
  return null;
}

export type PaymentStep = 'submit' | 'verify' | 'reject' | 'record' | 'refund';

/**
 * The state a step leads to, or a 409 saying why it cannot be taken from here:
 * unpaid/rejected --submit--> submitted --verify--> paid --refund (cancelled only)--> refunded;
 * submitted --reject--> rejected; unpaid/rejected --record (cash, card)--> paid.
 */
export function nextPaymentState(current: PaymentState, step: PaymentStep, appointment: PayableAppointment): PaymentState {
  const refuse = (message: string, code: string = ErrorCode.PaymentTransition) => {
    throw ApiException.conflict(message, code);
  };
  switch (step) {
    case 'submit':
    case 'record': {
      const blocker = payBlocker(appointment, current);
      if (blocker) {
        if (step === 'record' && current === 'submitted') refuse(Messages.payments.cannotRecord);
        refuse(blocker.message, blocker.code);
      }
      return step === 'submit' ? 'submitted' : 'paid';
    }
    case 'verify':
      if (current !== 'submitted') refuse(Messages.payments.notSubmitted);
      return 'paid';
    case 'reject':
      if (current !== 'submitted') refuse(Messages.payments.notSubmitted);
      return 'rejected';
    case 'refund':
      if (current !== 'paid') refuse(Messages.payments.refundNeedsPaid);
      if (appointment.status !== 'cancelled') refuse(Messages.payments.refundNeedsCancelled);
      return 'refunded';
  }
}

/** The Indian financial year (April to March) a clinic date falls in: 2026-11-22 → 2026-27. */
export function financialYearOf(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function receiptNumber(financialYear: string, sequence: number): string {
  return `${financialYear}/${String(sequence).padStart(6, '0')}`;
}
