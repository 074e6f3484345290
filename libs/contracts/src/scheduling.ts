import { formatIndianNumber } from './indian-numbers';

/** Weekdays as availability forms list them (spec: Monday to Sunday). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes between two bookable times (spec: 30). */
export const SLOT_MINUTES = 30;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 00:00, 00:30, … 23:30: every time a form may offer. */
export const TIME_OPTIONS: readonly string[] = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) => fromMinutes(i * SLOT_MINUTES));

export function isGridTime(time: unknown): time is string {
  return typeof time === 'string' && TIME_PATTERN.test(time) && toMinutes(time) % SLOT_MINUTES === 0;
}

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(date: unknown): date is string {
  if (typeof date !== 'string' || !DATE_PATTERN.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}

/** The weekday of a calendar date; the date is a day on the clinic's calendar, so no time zone applies. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7];
}

export interface TimeRange {
  startTime: string;
  endTime: string;
}

/** Half-open ranges [start, end): 10:00–10:30 and 10:30–11:00 do not overlap. */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return toMinutes(a.startTime) < toMinutes(b.endTime) && toMinutes(b.startTime) < toMinutes(a.endTime);
}

/** The first pair of overlapping ranges in a list, if any. */
export function findOverlap<T extends TimeRange>(ranges: readonly T[]): [T, T] | null {
  const sorted = [...ranges].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
  for (let i = 1; i < sorted.length; i++) {
    if (rangesOverlap(sorted[i - 1], sorted[i])) return [sorted[i - 1], sorted[i]];
  }
  return null;
}

export const SessionType = { Consultation: 'consultation', FollowUp: 'follow-up', MealPlanReview: 'meal-plan-review' } as const;
export type SessionType = (typeof SessionType)[keyof typeof SessionType];
export const SESSION_TYPES: readonly SessionType[] = Object.values(SessionType);
export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  consultation: 'Consultation',
  'follow-up': 'Follow-up',
  'meal-plan-review': 'Meal Plan Review',
};

export const Mode = { Online: 'online', InPerson: 'in-person' } as const;
export type Mode = (typeof Mode)[keyof typeof Mode];
export const MODES: readonly Mode[] = Object.values(Mode);
export const MODE_LABELS: Record<Mode, string> = { online: 'Online', 'in-person': 'In person' };

export const AppointmentStatus = { Pending: 'pending', Confirmed: 'confirmed', Completed: 'completed', Cancelled: 'cancelled', NoShow: 'no-show' } as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];
export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = Object.values(AppointmentStatus);
/** Statuses that hold their time: no other booking may overlap them. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

export const PaymentStatus = { Unpaid: 'unpaid', Paid: 'paid', Refunded: 'refunded' } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = Object.values(PaymentStatus);
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' };

/** Highest price an appointment may carry, in rupees. */
export const PRICE_MAX_RUPEES = 1_000_000;
export const NOTES_MAX_LENGTH = 2000;
export const SLOTS_PER_DAY_MAX = (24 * 60) / SLOT_MINUTES;

/** ₹1,500.00: the rupee sign and two decimals (spec section 9), Indian digit grouping. */
export function formatRupees(amount: number): string {
  return formatIndianNumber(amount, { rupees: true, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Rupees as an exact whole number of paise; null when the amount has more than two decimals. */
export function toPaise(rupeesAmount: number): number | null {
  const paise = Math.round(rupeesAmount * 100);
  return Math.abs(paise - rupeesAmount * 100) < 1e-6 ? paise : null;
}
