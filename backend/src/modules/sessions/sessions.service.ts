import { LRUCache } from 'lru-cache';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Model, Types } from 'mongoose';
import { Subject } from 'rxjs';
import { randomBytes } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { SESSION_COOKIE } from '../../common/decorators/access.decorator';
import { op } from '../../database/trusted';
import { Session } from './schemas/session.schema';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/** What the session cookie's token carries: the user and the server-side session it belongs to. */
export interface SessionToken {
  sub: string;
  sid: string;
}

/**
 * How long "this session exists" is reused on one instance. Ending a session on this instance drops
 * the entry at once; another instance notices within this time (the same bound as the role cache).
 */
const SESSION_CACHE_MS = 5000;
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/** Server-side sessions: started at sign-in, checked on every request, ended by sign-out, a password change or the admin. */
@Injectable()
export class SessionsService {
  /** Session id → its user, for a few seconds; bounded by recency instead of emptied when full. */
  private readonly live = new LRUCache<string, { userId: string }>({ max: 10_000, ttl: SESSION_CACHE_MS });
  private readonly endings = new Subject<{ userId?: string; sid?: string }>();
  /** Sessions ended on this instance (one by `sid`, or all of a user's): live event streams close on it. */
  readonly ended$ = this.endings.asObservable();

  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a session for the user and sets its cookie; returns the new session id. */
  async start(userId: string, reply: FastifyReply): Promise<string> {
    const now = new Date();
    const sid = randomBytes(16).toString('base64url');
    const user = new Types.ObjectId(userId);
    // Expired sessions of this user are swept here, since no TTL index may do it (docs/database.md).
    // The sweep cannot touch the new session (it expires in 30 days), so both go at once: one round
    // trip less before the cookie is set (issue 17).
    await Promise.all([
      this.sessions.deleteMany({ user, expiresAt: op({ $lt: now }) }),
      this.sessions.create({ _id: sid, user, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) }),
    ]);
    const token = await this.jwt.signAsync({ sub: userId, sid } satisfies SessionToken);
    setSessionCookie(reply, token, this.config.auth.cookieSecure);
    return sid;
  }

  /** Whether the token's session still exists and belongs to the token's user. */
  async isLive(userId: string, sid: unknown): Promise<boolean> {
    if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return false;
    const cached = this.live.get(sid);
    if (cached) return cached.userId === userId;
    const doc = await this.sessions.findById(sid).lean();
    if (!doc || doc.expiresAt.getTime() <= Date.now()) {
      this.live.delete(sid);
      return false;
    }
    this.live.set(sid, { userId: String(doc.user) });
    return String(doc.user) === userId;
  }

  /** Sign-out: ends the session the request's cookie names (if any) and clears the cookie. */
  async endCurrent(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies?.[SESSION_COOKIE];
    if (token) {
      const payload = await this.jwt.verifyAsync<SessionToken>(token, { algorithms: ['HS256'] }).catch(() => null);
      if (payload && typeof payload.sid === 'string') await this.end(payload.sid);
    }
    this.clearCookie(reply);
  }

  clearCookie(reply: FastifyReply): void {
    clearSessionCookie(reply, this.config.auth.cookieSecure);
  }

  async end(sid: string): Promise<void> {
    this.live.delete(sid);
    await this.sessions.deleteOne({ _id: sid });
    this.endings.next({ sid });
  }

  /** Ends every session of the user (sign out everywhere, an admin's reset, a deleted account). */
  async endAll(userId: string): Promise<number> {
    for (const [sid, entry] of this.live.entries()) if (entry.userId === userId) this.live.delete(sid);
    const { deletedCount } = await this.sessions.deleteMany({ user: new Types.ObjectId(userId) });
    this.endings.next({ userId });
    return deletedCount;
  }

  /**
   * After a password or phone change: every session of the user ends, this browser included, and this
   * browser gets a fresh one. A copy of the old cookie (wherever it was taken) stops working.
   */
  async renew(userId: string, reply: FastifyReply): Promise<void> {
    await this.endAll(userId);
    await this.start(userId, reply);
  }
}
