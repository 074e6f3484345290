import type { AppointmentStatus, PaymentStatus, SessionType } from './scheduling';

/**
 * Where an appointment is in the UPI flow. `paymentStatus` keeps the spec's three values; the steps
 * in between (a UTR submitted, a UTR rejected) are this separate state, kept beside it.
 */
export const PaymentState = {
  Unpaid: 'unpaid',
  Submitted: 'submitted',
  Rejected: 'rejected',
  Paid: 'paid',
  Refunded: 'refunded',
} as const;
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];
export const PAYMENT_STATES: readonly PaymentState[] = Object.values(PaymentState);
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  submitted: 'Payment submitted',
  rejected: 'Payment rejected',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** The intermediate states stored beside `paymentStatus` on an appointment ('' when there is none). */
export const PAYMENT_FLOW_STATES = ['', 'submitted', 'rejected'] as const;
export type PaymentFlowState = (typeof PAYMENT_FLOW_STATES)[number];

export const PaymentMethod = { Upi: 'upi', Cash: 'cash', Card: 'card' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHODS: readonly PaymentMethod[] = Object.values(PaymentMethod);
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { upi: 'UPI', cash: 'Cash', card: 'Card' };

/** What a practitioner does to a payment with `PUT /appointments/{id}/payment`. */
export const PaymentAction = { Verify: 'verify', Reject: 'reject', Record: 'record', Refund: 'refund' } as const;
export type PaymentAction = (typeof PaymentAction)[keyof typeof PaymentAction];
export const PAYMENT_ACTIONS: readonly PaymentAction[] = Object.values(PaymentAction);

/**
 * A UPI ID (VPA): a handle-local name, `@`, and the payment provider's handle (`clinic@okhdfcbank`,
 * `98xxxxxx10@ybl`). NPCI allows letters, digits, dot, hyphen and underscore in the name.
 */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
/** A UPI transaction reference (UTR / RRN): exactly 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;
/** An Indian GSTIN: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAYEE_NAME_MAX_LENGTH = 100;
export const CLINIC_ADDRESS_MAX_LENGTH = 300;
export const PAYMENT_REASON_MAX_LENGTH = 300;
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;
/** GST rates a clinic may set (percent); health services are mostly exempt, hence "none" by default. */
export const GST_RATE_MAX = 28;

/** The short reference printed on receipts and put in the UPI note: the id's last 8 characters. */
export function appointmentReference(appointmentId: string): string {
  return `APT-${appointmentId.slice(-8).toUpperCase()}`;
}

/** Paise as rupees with exactly two decimals and no grouping, as the UPI `am` parameter wants. */
export function paiseToAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface UpiPayee {
  upiId: string;
  payeeName: string;
}

/**
 * The UPI deep link (NPCI's "upi://pay" intent) that opens the payer's UPI app with everything
 * filled in. Values are percent-encoded: some UPI apps reject a `+` for a space.
 */
export function upiLink(payee: UpiPayee, amountPaise: number, note: string): string {
  const params: [string, string][] = [
    ['pa', payee.upiId],
    ['pn', payee.payeeName],
    ['am', paiseToAmount(amountPaise)],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: crore, lakh, thousand (1,50,000 → One Lakh Fifty Thousand). */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "One Thousand Five Hundred Rupees Only"; paise, when any, as "… Rupees and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeePart = `${numberInIndianWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  return rest ? `${rupeePart} and ${belowHundred(rest)} Paise Only` : `${rupeePart} Only`;
}

/** Split of a GST-inclusive amount into taxable value and equal CGST and SGST, all in whole paise. */
export function gstSplit(amountPaise: number, ratePercent: number): { taxablePaise: number; cgstPaise: number; sgstPaise: number } {
  const rateBasisPoints = Math.round(ratePercent * 100);
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + rateBasisPoints));
  const tax = amountPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise };
}

/** The clinic's payee and receipt details. */
export interface PaymentSettings {
  /** '' until the clinic sets it up: then the pay panel says UPI is not available yet. */
  upiId: string;
  payeeName: string;
  clinicName: string;
  clinicAddress: string;
  /** '' when the clinic is not GST-registered. */
  gstin: string;
  /** Percent, GST-inclusive prices; 0 means no tax is shown. */
  gstRate: number;
}

export type UpdatePaymentSettingsRequest = Partial<PaymentSettings>;

export interface AppointmentPayment {
  appointmentId: string;
  reference: string;
  /** Rupees, two decimals at most. */
  amount: number;
  paymentStatus: PaymentStatus;
  state: PaymentState;
  method: PaymentMethod | null;
  /** The UTR a client gave, or the clinic's card reference. */
  paymentReference: string;
  rejectionReason: string;
  submittedAt: string | null;
  paidAt: string | null;
  receiptNumber: string | null;
  refund: { amount: number; reference: string; at: string } | null;
  /** Whether the client can pay now (unpaid or rejected, not cancelled, price above zero). */
  payable: boolean;
  /** The UPI intent link and its QR code (an SVG data URL); null when not payable or UPI is not set up. */
  upi: { link: string; qr: string; payeeName: string; upiId: string } | null;
}

export interface SubmitPaymentRequest {
  utr: string;
}

export interface UpdatePaymentRequest {
  action: PaymentAction;
  /** reject: why (shown to the client). */
  reason?: string;
  /** record: cash or card. */
  method?: 'cash' | 'card';
  /** record (card slip, optional) or refund (the refund's UTR or note, required). */
  reference?: string;
  /** refund: rupees given back, at most what was paid. */
  amount?: number;
}

export interface RevenueFigures {
  /** Rupees. */
  collected: number;
  awaiting: number;
  outstanding: number;
  refunded: number;
  collectedCount: number;
  awaitingCount: number;
  outstandingCount: number;
  refundedCount: number;
}

export interface RevenueRow extends RevenueFigures {
  key: string;
  label: string;
}

export interface RevenueReport {
  from: string;
  to: string;
  totals: RevenueFigures;
  byMonth: RevenueRow[];
  byNutritionist: RevenueRow[];
  bySessionType: RevenueRow[];
}

export const REVENUE_BUCKETS = ['collected', 'awaiting', 'outstanding', 'refunded'] as const;
export type RevenueBucket = (typeof REVENUE_BUCKETS)[number];

export interface RevenueEntry {
  appointmentId: string;
  reference: string;
  date: string;
  client: { _id: string; name: string };
  nutritionist: { _id: string; name: string };
  sessionType: SessionType;
  status: AppointmentStatus;
  amount: number;
  state: PaymentState;
  method: PaymentMethod | null;
  paymentReference: string;
  paidAt: string | null;
  receiptNumber: string | null;
}
