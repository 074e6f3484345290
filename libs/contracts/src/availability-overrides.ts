import type { TimeRange } from './scheduling';

/**
 * Date overrides of a practitioner's repeating week: `time-off` closes whole days (one date or a
 * range: holidays, leave), `extra-hours` opens a time range on one date.
 */
export const OVERRIDE_KINDS = ['time-off', 'extra-hours'] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];
export const OVERRIDE_KIND_LABELS: Record<OverrideKind, string> = { 'time-off': 'Time off', 'extra-hours': 'Extra hours' };

/** Longest time off one override may cover, in days (a year of leave is several entries). */
export const TIME_OFF_MAX_DAYS = 366;
/** Longest range the dated availability answers for at once, in days (six weeks). */
export const DATED_RANGE_MAX_DAYS = 42;
export const OVERRIDE_NOTE_MAX_LENGTH = 200;

export interface AvailabilityOverride {
  _id: string;
  nutritionist: string;
  kind: OverrideKind;
  /** First date, YYYY-MM-DD on the clinic's calendar. */
  startDate: string;
  /** Last date (inclusive); equal to startDate for one day and for extra hours. */
  endDate: string;
  /** Extra hours only. */
  startTime?: string;
  endTime?: string;
  note: string;
}

export interface CreateOverrideRequest {
  /** Whose calendar; the admin may name anyone, a nutritionist only themselves (the default). */
  nutritionist?: string;
  kind: OverrideKind;
  startDate: string;
  /** Time off only; defaults to startDate. */
  endDate?: string;
  startTime?: string;
  endTime?: string;
  note?: string;
}

/** What one bookable session on a date is for a client: free, or why not. */
export const DATED_SLOT_STATES = ['free', 'booked', 'blocked', 'time-off', 'past'] as const;
export type DatedSlotState = (typeof DATED_SLOT_STATES)[number];
export const DATED_SLOT_STATE_LABELS: Record<DatedSlotState, string> = {
  free: 'Free',
  booked: 'Booked',
  blocked: 'Not offered by the nutritionist',
  'time-off': 'Time off',
  past: 'Passed',
};

export interface DatedSlot extends TimeRange {
  state: DatedSlotState;
  /** Opened by extra hours on this date rather than by the weekly hours. */
  extra: boolean;
}

export interface DatedDay {
  date: string;
  timeOff: boolean;
  slots: DatedSlot[];
}

export interface DatedAvailability {
  nutritionist: string;
  from: string;
  to: string;
  days: DatedDay[];
}
