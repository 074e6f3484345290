import type { FastifyReply } from 'fastify';
import { SESSION_LIFETIME_MS } from '@clinic/contracts';
import { SESSION_COOKIE } from '../../common/decorators/access.decorator';

export function sessionCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    // Fastify's maxAge is in seconds.
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(secure);
  reply.clearCookie(SESSION_COOKIE, options);
}
