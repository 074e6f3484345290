import type { AppointmentStatus, Mode, PaymentStatus, SessionType, TimeRange, Weekday } from './scheduling';
import type { UserRef } from './users';

export interface AvailabilitySlot extends TimeRange {
  /** Blocked by the nutritionist: not offered for booking. */
  isBooked: boolean;
}

export interface AvailabilityDay {
  _id: string;
  nutritionist: string;
  dayOfWeek: Weekday;
  slots: AvailabilitySlot[];
}

export interface AddAvailabilityRequest {
  dayOfWeek: Weekday;
  slots: TimeRange[];
}

export interface ReplaceSlotsRequest {
  /** Blank entries (no start or end) are dropped. */
  slots: Partial<TimeRange>[];
}

export interface SetSlotStatusRequest extends TimeRange {
  isBooked: boolean;
}

export interface Appointment {
  _id: string;
  nutritionist: UserRef;
  client: UserRef;
  /** Calendar date in the clinic's time zone, YYYY-MM-DD. */
  date: string;
  startTime: string;
  endTime: string;
  sessionType: SessionType;
  mode: Mode;
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  /** Rupees, at most two decimals. */
  price: number;
  notes: string;
  meetingLink: string;
  createdAt: string;
  /** Who cancelled, when and why; null unless the status is cancelled. */
  cancellation: Cancellation | null;
}

export interface Cancellation {
  /** Null when that user has since been deleted. */
  by: UserRef | null;
  /** ISO 8601 instant. */
  at: string;
  /** May be empty: the reason is optional. */
  reason: string;
}

/** A cancellation reason is a sentence or two for the client, not a document. */
export const CANCEL_REASON_MAX_LENGTH = 500;

export interface CreateAppointmentRequest {
  nutritionist: string;
  /** Required when the clinic books; a client always books for themselves. */
  client?: string;
  date: string;
  startTime: string;
  endTime: string;
  sessionType: SessionType;
  /** In person when left out (spec section 7's body has no mode). */
  mode?: Mode;
  /** Only the clinic sets a price; a client's is accepted and ignored (the clinic's price applies). */
  price?: number;
  notes?: string;
}

export interface UpdateAppointmentRequest {
  status?: AppointmentStatus;
  paymentStatus?: PaymentStatus;
  price?: number;
  meetingLink?: string;
  notes?: string;
  /** Only with `status: 'cancelled'`: why, shown to the client. */
  cancelReason?: string;
}

export interface PriceList {
  currency: 'INR';
  prices: Record<SessionType, number>;
  /** The clinic's booking rules, so the booking form offers only what the API accepts. */
  booking: BookingRules;
}

export interface BookingRules {
  /** Every appointment is exactly this long (a multiple of 30). */
  sessionMinutes: number;
  /** Bookable up to this many days ahead. */
  horizonDays: number;
  /** Pending future appointments a client may hold at once. */
  maxPending: number;
}

export interface RescheduleAppointmentRequest {
  date: string;
  startTime: string;
  endTime: string;
}

export interface CancelAppointmentRequest {
  /** Required from the clinic, optional from a client. */
  reason?: string;
}
