/**
 * Stable error codes. The HTTP status says what kind of failure it was, the code says which one,
 * so a client can switch on `code` and show `message` to the user.
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION.FAILED',
  Unauthenticated: 'AUTH.UNAUTHENTICATED',
  InvalidCredentials: 'AUTH.INVALID_CREDENTIALS',
  Forbidden: 'AUTH.FORBIDDEN',
  CrossSiteRequest: 'AUTH.CROSS_SITE_REQUEST',
  RateLimited: 'RATE_LIMITED',
  NotFound: 'NOT_FOUND',
  UserNotFound: 'USER.NOT_FOUND',
  PhoneTaken: 'USER.PHONE_TAKEN',
  EmailTaken: 'USER.EMAIL_TAKEN',
  AdminProtected: 'USER.ADMIN_PROTECTED',
  UserHasUpcomingAppointments: 'USER.HAS_UPCOMING_APPOINTMENTS',
  AvailabilityNotFound: 'AVAILABILITY.NOT_FOUND',
  SlotNotFound: 'AVAILABILITY.SLOT_NOT_FOUND',
  SlotOverlap: 'AVAILABILITY.OVERLAP',
  AppointmentNotFound: 'APPOINTMENT.NOT_FOUND',
  SlotTaken: 'APPOINTMENT.SLOT_TAKEN',
  OutsideAvailability: 'APPOINTMENT.OUTSIDE_AVAILABILITY',
  InThePast: 'APPOINTMENT.IN_THE_PAST',
  PlanNotFound: 'PLAN.NOT_FOUND',
  ProgressNotFound: 'PROGRESS.NOT_FOUND',
  NotYourClient: 'CARE.NOT_YOUR_CLIENT',
  RecipientNotFound: 'MESSAGE.RECIPIENT_NOT_FOUND',
  MessagingNotAllowed: 'MESSAGE.NOT_ALLOWED',
  MessageNotFound: 'MESSAGE.NOT_FOUND',
  UtrUsed: 'PAYMENT.UTR_USED',
  NotPayable: 'PAYMENT.NOT_PAYABLE',
  PaymentTransition: 'PAYMENT.INVALID_TRANSITION',
  UpiNotSetUp: 'PAYMENT.UPI_NOT_SET_UP',
  ReceiptUnavailable: 'PAYMENT.NO_RECEIPT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  DatabaseUnavailable: 'DATABASE.UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface FieldError {
  /** Dotted path of the offending field, e.g. `meals.0.description`. */
  field: string;
  message: string;
}

/** The one error shape every failing API response has. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  errors?: FieldError[];
}
