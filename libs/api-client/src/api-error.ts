import type { ApiErrorBody, FieldError } from '@clinic/contracts';

/**
 * Why a call failed. `http`: the server answered with an error body; the others are the transport
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
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromBody(status: number, body: unknown): ApiError {
    const b = (body ?? {}) as Partial<ApiErrorBody>;
    const message = typeof b.message === 'string' && b.message ? b.message : `Request failed (${status})`;
    return new ApiError('http', message, status, typeof b.code === 'string' ? b.code : '', Array.isArray(b.errors) ? b.errors : []);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for a failure: the server's message, else the transport error, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
