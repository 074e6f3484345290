import { SESSION_LIFETIME_MS, type StoredSession, type UserInfo } from '@clinic/contracts';

/**
 * The browser keeps only the user info and when the session ends (spec section 4); the token itself
 * lives in an httpOnly cookie that scripts cannot read.
 */
export const SESSION_STORAGE_KEY = 'clinic.session';

function isSession(value: unknown): value is StoredSession {
  const v = value as StoredSession | null;
  return Boolean(v && typeof v.expiresAt === 'number' && v.user && typeof v.user._id === 'string' && typeof v.user.role === 'string');
}

/** The stored session, or null when there is none or it has expired (an expired one is removed). */
export function readSession(now = Date.now()): StoredSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isSession(parsed) || parsed.expiresAt <= now) {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
  return parsed;
}

/** Stores the user after sign-in; the session lasts 30 days from now unless an expiry is kept. */
export function writeSession(user: UserInfo, expiresAt = Date.now() + SESSION_LIFETIME_MS): StoredSession {
  const session = { user, expiresAt };
  // Signed in: the cookie is this user's now, and an earlier sign-out must not end it.
  clearPendingSignOut();
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}

/** Set when a sign-out could not reach the server; it is told later (use-session.ts). */
export const PENDING_SIGN_OUT_KEY = 'clinic.pendingSignOut';

export function clearPendingSignOut(): void {
  localStorage.removeItem(PENDING_SIGN_OUT_KEY);
}
