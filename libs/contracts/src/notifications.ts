import type { Paged } from './users';

/** What an in-app notification (and the email beside it) is about. */
export const NOTIFICATION_KINDS = [
  'appointment.booked',
  'appointment.confirmed',
  'appointment.cancelled',
  'appointment.rescheduled',
  'appointment.no-show',
  'appointment.reminder',
  'plan.updated',
  'progress.recorded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One in-app notification as its recipient sees it. Says what happened, never health data. */
export interface NotificationInfo {
  _id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path inside the app (e.g. `/appointments`). */
  link: string;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationPage extends Paged<NotificationInfo> {
  /** The recipient's unread notifications in all (not only this page). */
  unread: number;
}

/** Marks the listed notifications read, or all of them. */
export interface MarkNotificationsReadRequest {
  ids?: string[];
  all?: boolean;
}

/** What became of an email: sent, not sent (no mail server configured) or failed after a day of retries. */
export const EMAIL_STATES = ['queued', 'sent', 'not-sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/** Reminders before an appointment, in minutes (24 h and 2 h). */
export const REMINDER_LEADS_MINUTES_DEFAULT = [1440, 120] as const;

/**
 * Kinds of email, one switch each on the profile: every notification kind, plus the emails that have
 * no in-app notification beside them (a message left unread, a password reset link). A password reset
 * email cannot be turned off.
 */
export const EMAIL_PREFERENCE_KINDS = [...NOTIFICATION_KINDS, 'message.unread', 'password.reset'] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];
export const ALWAYS_EMAILED: readonly EmailPreferenceKind[] = ['password.reset'];

export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKind, string> = {
  'appointment.booked': 'Appointment booked',
  'appointment.confirmed': 'Appointment confirmed',
  'appointment.cancelled': 'Appointment cancelled',
  'appointment.rescheduled': 'Appointment moved to another time',
  'appointment.no-show': 'Appointment marked as missed',
  'appointment.reminder': 'Appointment reminders',
  'plan.updated': 'Nutrition plan written or changed',
  'progress.recorded': 'Progress recorded by your nutritionist',
  'message.unread': 'Unread messages (at most one email per conversation an hour)',
  'password.reset': 'Password reset (always sent)',
};

/** Which emails the user gets (true: sent). In-app notifications are always kept. */
export interface NotificationPreferences {
  email: Record<EmailPreferenceKind, boolean>;
}

export interface UpdateNotificationPreferencesRequest {
  email: Partial<Record<EmailPreferenceKind, boolean>>;
}

/** The clinic's notification settings (admin). */
export interface NotificationSettingsInfo {
  /** Reminders before each appointment, in minutes, longest first (at most 5, each up to 14 days). */
  reminderLeadsMinutes: number[];
  /** Whether the nutritionist gets each reminder too (the client always does); off until turned on. Left out of a change: unchanged. */
  remindNutritionist?: boolean;
}

/** Asks for a password reset link by email; the answer is the same whether or not the account exists. */
export interface PasswordResetRequest {
  /** The account's phone number or email address. */
  account: string;
}

/** Sets a new password with the token from a reset link. */
export interface CompletePasswordResetRequest {
  token: string;
  password: string;
}

/** How long a password reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 30;

/** An unread message is emailed about after this long, if its receiver is not in the app. */
export const UNREAD_MESSAGE_EMAIL_AFTER_MINUTES = 15;

/** One email as the admin's outbox view lists it: what, to whom, and what became of it. Never its text. */
export interface EmailInfo {
  _id: string;
  kind: EmailPreferenceKind;
  subject: string;
  state: EmailState;
  error: string | null;
  at: string;
}
