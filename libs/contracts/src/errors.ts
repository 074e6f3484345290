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
  LastAdmin: 'USER.LAST_ADMIN',
  IdMismatch: 'REQUEST.ID_MISMATCH',
  CurrentPasswordRequired: 'AUTH.CURRENT_PASSWORD_REQUIRED',
  CurrentPasswordWrong: 'AUTH.CURRENT_PASSWORD_WRONG',
  UnsupportedMediaType: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  TooDeep: 'REQUEST.TOO_DEEP',
  BadUrl: 'REQUEST.BAD_URL',
  RequestTimeout: 'REQUEST.TIMEOUT',
  UserHasUpcomingAppointments: 'USER.HAS_UPCOMING_APPOINTMENTS',
  UserDeletionIncomplete: 'USER.DELETION_INCOMPLETE',
  AvailabilityNotFound: 'AVAILABILITY.NOT_FOUND',
  SlotNotFound: 'AVAILABILITY.SLOT_NOT_FOUND',
  SlotOverlap: 'AVAILABILITY.OVERLAP',
  AppointmentNotFound: 'APPOINTMENT.NOT_FOUND',
  SlotTaken: 'APPOINTMENT.SLOT_TAKEN',
  OutsideAvailability: 'APPOINTMENT.OUTSIDE_AVAILABILITY',
  InThePast: 'APPOINTMENT.IN_THE_PAST',
  WrongLength: 'APPOINTMENT.WRONG_LENGTH',
  BeyondHorizon: 'APPOINTMENT.BEYOND_HORIZON',
  TooManyPending: 'APPOINTMENT.TOO_MANY_PENDING',
  PlanNotFound: 'PLAN.NOT_FOUND',
  ProgressNotFound: 'PROGRESS.NOT_FOUND',
  NotYourClient: 'CARE.NOT_YOUR_CLIENT',
  NotTheAuthor: 'CARE.NOT_THE_AUTHOR',
  NotAPractitioner: 'CARE.NOT_A_PRACTITIONER',
  CareMemberNotFound: 'CARE.MEMBER_NOT_FOUND',
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
  BackupInProgress: 'BACKUP.IN_PROGRESS',
  InvalidId: 'REQUEST.INVALID_ID',
  AvailabilityEndBeforeStart: 'AVAILABILITY.END_BEFORE_START',
  AvailabilityNoSlots: 'AVAILABILITY.NO_SLOTS',
  AvailabilityInvalidTime: 'AVAILABILITY.INVALID_TIME',
  AvailabilityInvalidDay: 'AVAILABILITY.INVALID_DAY',
  AvailabilityChanged: 'AVAILABILITY.CHANGED_WHILE_SAVING',
  TimeOff: 'APPOINTMENT.TIME_OFF',
  OverrideNotFound: 'AVAILABILITY.OVERRIDE_NOT_FOUND',
  OverrideInvalidRange: 'AVAILABILITY.OVERRIDE_INVALID_RANGE',
  OverrideInThePast: 'AVAILABILITY.OVERRIDE_IN_THE_PAST',
  OverrideOverlap: 'AVAILABILITY.OVERRIDE_OVERLAP',
  OverrideNotYours: 'AVAILABILITY.OVERRIDE_NOT_YOURS',
  DatedRangeInvalid: 'AVAILABILITY.DATED_RANGE_INVALID',
  AppointmentNotYours: 'APPOINTMENT.NOT_YOURS',
  AppointmentEndBeforeStart: 'APPOINTMENT.END_BEFORE_START',
  AppointmentInvalidPrice: 'APPOINTMENT.INVALID_PRICE',
  AppointmentClientCannotChange: 'APPOINTMENT.CLIENT_CANNOT_CHANGE',
  AppointmentClientCannotDelete: 'APPOINTMENT.CLIENT_CANNOT_DELETE',
  AppointmentCancelReasonWithoutCancel: 'APPOINTMENT.CANCEL_REASON_WITHOUT_CANCEL',
  AppointmentMeetingLinkNotOnline: 'APPOINTMENT.MEETING_LINK_NOT_ONLINE',
  AppointmentBookForYourself: 'APPOINTMENT.BOOK_FOR_YOURSELF',
  AppointmentClientRequired: 'APPOINTMENT.CLIENT_REQUIRED',
  AppointmentNotAClient: 'APPOINTMENT.NOT_A_CLIENT',
  AppointmentPastCutoff: 'APPOINTMENT.PAST_CUTOFF',
  AppointmentNotMovable: 'APPOINTMENT.NOT_MOVABLE',
  AppointmentSameTime: 'APPOINTMENT.SAME_TIME',
  AppointmentCancelReasonRequired: 'APPOINTMENT.CANCEL_REASON_REQUIRED',
  AppointmentNoShowTooEarly: 'APPOINTMENT.NO_SHOW_TOO_EARLY',
  PlanClientRequired: 'PLAN.CLIENT_REQUIRED',
  PlanEndBeforeStart: 'PLAN.END_BEFORE_START',
  PlanDayHasNoMeals: 'PLAN.DAY_HAS_NO_MEALS',
  PlanTemplateNotFound: 'PLAN_TEMPLATE.NOT_FOUND',
  NutritionProfileNotFound: 'NUTRITION_PROFILE.NOT_FOUND',
  TargetPractitionerOnly: 'NUTRITION_PROFILE.TARGET_PRACTITIONER_ONLY',
  ProgressClientRequired: 'PROGRESS.CLIENT_REQUIRED',
  ProgressNoMeasurement: 'PROGRESS.NO_MEASUREMENT',
  OwnRecordsOnly: 'CARE.OWN_RECORDS_ONLY',
  MessageToSelf: 'MESSAGE.TO_SELF',
  MessageBadCursor: 'MESSAGE.BAD_CURSOR',
  MessageNotTheSender: 'MESSAGE.NOT_THE_SENDER',
  RevenueInvalidRange: 'REVENUE.INVALID_RANGE',
  ApiKeyInvalid: 'API_KEY.INVALID',
  ApiKeyRouteNotAllowed: 'API_KEY.ROUTE_NOT_ALLOWED',
  ApiKeyMissingScope: 'API_KEY.MISSING_SCOPE',
  ApiKeyRateLimited: 'API_KEY.RATE_LIMITED',
  ApiKeyNotFound: 'API_KEY.NOT_FOUND',
  WebhookNotFound: 'WEBHOOK.NOT_FOUND',
  WebhookBadUrl: 'WEBHOOK.BAD_URL',
  WebhookEventNotFound: 'WEBHOOK.EVENT_NOT_FOUND',
  IdempotencyKeyReused: 'IDEMPOTENCY.KEY_REUSED',
  IdempotencyInProgress: 'IDEMPOTENCY.IN_PROGRESS',
  IdempotencyKeyInvalid: 'IDEMPOTENCY.KEY_INVALID',
  NotificationsNothingSelected: 'NOTIFICATION.NOTHING_SELECTED',
  NotificationsAlwaysSent: 'NOTIFICATION.ALWAYS_SENT',
  UnsubscribeLinkInvalid: 'NOTIFICATION.UNSUBSCRIBE_LINK_INVALID',
  ResetLinkInvalid: 'AUTH.RESET_LINK_INVALID',
  DiaryEntryNotFound: 'DIARY.NOT_FOUND',
  DiaryDateOutOfRange: 'DIARY.DATE_OUT_OF_RANGE',
  DiaryItemsOrPlan: 'DIARY.ITEMS_OR_PLAN',
  DiaryPlanNotFound: 'DIARY.PLAN_NOT_FOUND',
  DiaryPlanNotActive: 'DIARY.PLAN_NOT_ACTIVE',
  DiaryNoPlannedMeal: 'DIARY.NO_PLANNED_MEAL',
  DiaryRangeInvalid: 'DIARY.RANGE_INVALID',
  DiaryClientRequired: 'DIARY.CLIENT_REQUIRED',
  DiaryPhotoNotFound: 'DIARY.PHOTO_NOT_FOUND',
  DiaryPhotoType: 'DIARY.PHOTO_TYPE',
  FoodNotFound: 'FOOD.NOT_FOUND',
  FoodRetired: 'FOOD.RETIRED',
  FoodTableReadOnly: 'FOOD.TABLE_READ_ONLY',
  FoodTableNotDeletable: 'FOOD.TABLE_NOT_DELETABLE',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface FieldError {
  /** Dotted path of the offending field, e.g. `meals.0.description`. */
  field: string;
  /** In English, always (integrators read it); the browser shows it in the reader's language by `code`. */
  message: string;
  /**
   * The message's key in the messages catalogue (`users.invalidEmail`, `common.unknownField`) when it
   * is one of the catalogue's texts; absent for the few that are not (docs/decisions.md, "Languages").
   */
  code?: string;
  /** The values in a catalogue message that takes some (`common.unknownField`: the field's name). */
  params?: string[];
}

/** The one error shape every failing API response has. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  errors?: FieldError[];
}
