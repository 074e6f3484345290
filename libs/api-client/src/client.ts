import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { ApiError } from './api-error';

/** Calls that take longer than this are abandoned and reported as a timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;

type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/**
 * Called when any API call answers 401 (the session cookie expired or was revoked). The shell
 * registers one listener that clears the stored session and sends the user to sign in.
 */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

async function fetchWithTimeout(request: Request): Promise<Response> {
  try {
    return await fetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError('timeout', 'The server took too long to answer. Please try again.');
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('fetch', 'Could not reach the server. Check your connection and try again.');
  }
}

const sessionWatcher: Middleware = {
  onResponse({ response, request }) {
    // A failed sign-in is an answer, not a lost session.
    if (response.status === 401 && !request.url.endsWith('/api/users/auth')) {
      unauthenticatedListeners.forEach((listener) => listener());
    }
    return undefined;
  },
};

/**
 * The typed client for the whole API, generated from docs/openapi.json: paths, parameters, bodies and
 * responses are checked at compile time, so a contract change that breaks a screen fails typecheck.
 * Same origin; the session travels in the httpOnly cookie.
 */
export const api = createClient<paths>({
  // Absolute, so the Request objects it builds are valid outside a document too (tests, workers).
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'same-origin',
  fetch: fetchWithTimeout,
});
api.use(sessionWatcher);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the response body, or rejects with an ApiError carrying the server's message and code. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof SyntaxError) throw new ApiError('parse', 'The server sent a response that could not be read.');
    throw new ApiError('fetch', error instanceof Error ? error.message : 'Request failed');
  }
  if (result.error !== undefined || !result.response.ok) throw ApiError.fromBody(result.response.status, result.error);
  return result.data as T;
}
