import type { ApiErrorBody, FieldError } from '@clinic/contracts';
import { translateServerMessage } from '@clinic/i18n';

/**
 * Why a call failed. `http`: the server answered with an error status; the others are the transport
 * failures the spec names (network/fetch error, timeout, unreadable response).
 */
export type ApiErrorKind = 'http' | 'fetch' | 'timeout' | 'parse';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly code = '',
    readonly errors: FieldError[] = [],
    /**
     * Whether `message` is the API's own text for people. A proxy's 502 page, a timeout or an
     * unreadable body carry none: `message` then only describes the failure for logs.
     */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The API answers in English (integrators read it); a person reads its message, and each field's,
   * in the language they chose: the one place the browser translates them (docs/decisions.md, "Languages").
   */
  static fromBody(status: number, body: unknown): ApiError {
    const b = (body !== null && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
    const own = typeof b.message === 'string' && b.message.trim() !== '';
    const errors = Array.isArray(b.errors) ? b.errors.map((e) => ({ ...e, message: translateServerMessage(String(e.message)) })) : [];
    return new ApiError(
      'http',
      own ? translateServerMessage(b.message as string) : `Request failed (${status})`,
      status,
      typeof b.code === 'string' ? b.code : '',
      errors,
      own,
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failure: the API's message when it sent one, else the screen's fallback
 * (the spec's wording). Status codes, proxy pages and transport details are for logs, not people.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  return fallback;
}
