/** What an API key may do. Each route open to keys names the one scope it needs. */
export const API_KEY_SCOPES = [
  'appointments:read',
  'appointments:write',
  'availability:read',
  'clients:read',
  'plans:read',
  'progress:read',
  'messages:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ncl_live_';

/** An API key as the Integrations screen lists it; the secret itself is only in `CreatedApiKey`. */
export interface ApiKeyInfo {
  _id: string;
  name: string;
  /** The key's first characters, to tell keys apart (`ncl_live_AbCd…`). */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the only time the secret is shown. */
export interface CreatedApiKey extends ApiKeyInfo {
  secret: string;
}

export interface CreateApiKeyRequest {
  name: string;
  scopes: ApiKeyScope[];
  /** ISO date-time; none: the key does not expire. */
  expiresAt?: string;
}

export const WEBHOOK_EVENT_TYPES = [
  'appointment.booked',
  'appointment.confirmed',
  'appointment.rescheduled',
  'appointment.cancelled',
  'appointment.completed',
  'appointment.no_show',
  'payment.submitted',
  'payment.verified',
  'message.received',
  'client.registered',
  'plan.created',
  'plan.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Clinic-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Clinic-Event-Id';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** What every delivery's body is: ids and what changed, never health details. */
export interface WebhookEvent<T = Record<string, unknown>> {
  /** Unique per event; a resend or retry carries the same id, so receivers drop duplicates with it. */
  id: string;
  type: WebhookEventType;
  createdAt: string;
  /** API path to fetch the full record with an API key. */
  link: string;
  data: T;
}

export interface WebhookEndpointInfo {
  _id: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  createdAt: string;
  /** Set when deliveries failed for a day: nothing more is sent until the admin enables it again. */
  disabledAt: string | null;
  disabledReason: string | null;
}

export interface CreatedWebhookEndpoint extends WebhookEndpointInfo {
  /** The signing secret: shown once. */
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One attempt to deliver one event. */
export interface WebhookDeliveryInfo {
  _id: string;
  eventId: string;
  type: WebhookEventType;
  at: string;
  attempt: number;
  status: WebhookDeliveryStatus;
  responseCode: number | null;
  error: string | null;
}

/** The header a POST that creates something accepts; a retry with the same key and body gets the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
