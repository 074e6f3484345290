/** Business constants of spec section 9, and the input limits the API enforces. */
export const PHONE_LENGTH = 10;
export const SESSION_LIFETIME_MS = 2_592_000_000;
export const TOAST_DURATION_MS = 5000;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but an unbounded password is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 300;
export const SEARCH_MAX_LENGTH = 100;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Booking bounds (issue 20): defaults of the clinic's settings, which the server reads from its configuration. */
export const SESSION_LENGTH_MINUTES_DEFAULT = 30;
export const BOOKING_HORIZON_DAYS_DEFAULT = 90;
export const MAX_PENDING_APPOINTMENTS_DEFAULT = 3;
