import type { SessionType } from './scheduling';

/** Hours before the start up to which a client may cancel or move their own appointment. */
export const CANCEL_CUTOFF_HOURS_DEFAULT = 24;
/** A client whose last completed visit is older than this (days) and has nothing booked is due a follow-up. */
export const FOLLOW_UP_DAYS_DEFAULT = 30;
export const CANCEL_CUTOFF_HOURS_MAX = 336;
export const FOLLOW_UP_DAYS_MAX = 365;
export const CLINIC_NAME_MAX_LENGTH = 100;
/** A landline or mobile as people write it: digits, spaces, dashes, a leading +. */
export const CLINIC_PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;

/**
 * The clinic's own settings, kept in the database (the environment only seeds the first start).
 * Public: the header shows the name to everyone and the prices are the public price list.
 */
export interface ClinicSettingsInfo {
  name: string;
  address: string;
  phone: string;
  /** Rupees per session type; a change applies to bookings made after it. */
  prices: Record<SessionType, number>;
  cancelCutoffHours: number;
  followUpDays: number;
  /** ISO instant of the last change; null before any. */
  updatedAt: string | null;
}

/** Only the fields given change. */
export type UpdateClinicSettingsRequest = Partial<Omit<ClinicSettingsInfo, 'updatedAt' | 'prices'>> & {
  prices?: Partial<Record<SessionType, number>>;
};

/** One audited change of the settings: who, when, each field's old and new value. */
export interface ClinicSettingsChange {
  _id: string;
  at: string;
  by: { _id: string; name: string };
  changes: { field: string; from: string; to: string }[];
}
