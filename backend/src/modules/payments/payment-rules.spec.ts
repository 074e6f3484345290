import { ApiException } from '../../common/errors/api.exception';
import { financialYearOf, nextPaymentState, paymentStateOf, receiptNumber, storedAs, type PaymentStep } from './payment-rules';

const booked = { status: 'confirmed' as const, pricePaise: 150_000 };
const cancelled = { status: 'cancelled' as const, pricePaise: 150_000 };

function refusal(run: () => unknown): { status: number; code: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    return { status: error.statusCode, code: error.code };
  }
}

describe('payment states', () => {
  it('reads the spec status first and the UPI step only while unpaid', () => {
    expect(paymentStateOf('unpaid', '')).toBe('unpaid');
    expect(paymentStateOf('unpaid', 'submitted')).toBe('submitted');
    expect(paymentStateOf('unpaid', 'rejected')).toBe('rejected');
    expect(paymentStateOf('paid', 'submitted')).toBe('paid');
    expect(paymentStateOf('refunded', '')).toBe('refunded');
  });

  it('stores the intermediate steps beside an unpaid status, never as new values of it', () => {
    expect(storedAs('submitted')).toEqual({ paymentStatus: 'unpaid', paymentState: 'submitted' });
    expect(storedAs('rejected')).toEqual({ paymentStatus: 'unpaid', paymentState: 'rejected' });
    expect(storedAs('paid')).toEqual({ paymentStatus: 'paid', paymentState: '' });
  });

  const allowed: [string, PaymentStep, string][] = [
    ['unpaid', 'submit', 'submitted'],
    ['rejected', 'submit', 'submitted'],
    ['submitted', 'verify', 'paid'],
    ['submitted', 'reject', 'rejected'],
    ['unpaid', 'record', 'paid'],
    ['rejected', 'record', 'paid'],
  ];
  it.each(allowed)('%s --%s--> %s', (from, step, to) => {
    expect(nextPaymentState(from as never, step, booked)).toBe(to);
  });

  it('refunds only a paid appointment that was cancelled', () => {
    expect(nextPaymentState('paid', 'refund', cancelled)).toBe('refunded');
    expect(refusal(() => nextPaymentState('paid', 'refund', booked))).toEqual({ status: 409, code: 'PAYMENT.INVALID_TRANSITION' });
    expect(refusal(() => nextPaymentState('unpaid', 'refund', cancelled))).toEqual({ status: 409, code: 'PAYMENT.INVALID_TRANSITION' });
  });

  const refused: [string, PaymentStep, typeof booked | typeof cancelled, string][] = [
    ['submitted', 'submit', booked, 'PAYMENT.INVALID_TRANSITION'],
    ['paid', 'submit', booked, 'PAYMENT.INVALID_TRANSITION'],
    ['unpaid', 'submit', cancelled, 'PAYMENT.NOT_PAYABLE'],
    ['unpaid', 'verify', booked, 'PAYMENT.INVALID_TRANSITION'],
    ['rejected', 'reject', booked, 'PAYMENT.INVALID_TRANSITION'],
    ['submitted', 'record', booked, 'PAYMENT.INVALID_TRANSITION'],
    ['paid', 'record', booked, 'PAYMENT.INVALID_TRANSITION'],
    ['refunded', 'verify', cancelled, 'PAYMENT.INVALID_TRANSITION'],
  ];
  it.each(refused)('refuses %s --%s--> with 409', (from, step, appointment, code) => {
    expect(refusal(() => nextPaymentState(from as never, step, appointment))).toEqual({ status: 409, code });
  });

  it('has nothing to pay on a free appointment', () => {
    expect(refusal(() => nextPaymentState('unpaid', 'submit', { status: 'pending', pricePaise: 0 }))).toEqual({ status: 409, code: 'PAYMENT.NOT_PAYABLE' });
  });
});

describe('receipt numbers', () => {
  it('follow the Indian financial year, April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2099-12-01')).toBe('2099-00');
  });

  it('are the year and a zero-padded sequence, within GST’s 16 characters', () => {
    expect(receiptNumber('2026-27', 42)).toBe('2026-27/000042');
    expect(receiptNumber('2026-27', 42).length).toBeLessThanOrEqual(16);
  });
});
