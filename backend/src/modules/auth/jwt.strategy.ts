import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { SESSION_COOKIE } from '../../common/decorators/access.decorator';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { UsersService } from '../users/users.service';
import { SessionsService, type SessionToken } from '../sessions/sessions.service';


@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: (req: FastifyRequest) => req.cookies?.[SESSION_COOKIE] ?? null,
      // A key object made once: with a string secret, jsonwebtoken rebuilds a key on every verify.
      secretOrKey: createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * The token names the user and a server-side session; both must still exist, so sign-out, a
   * password change or the admin can end it. The current role comes from the database, so a change
   * applies at once.
   */
  async validate(payload: SessionToken): Promise<SessionUser | false> {
    if (typeof payload?.sub !== 'string' || !/^[0-9a-f]{24}$/i.test(payload.sub)) return false;
    const [live, user] = await Promise.all([this.sessions.isLive(payload.sub, payload.sid), this.users.findSessionUser(payload.sub)]);
    return live && user ? { ...user, sessionId: payload.sid } : false;
  }
}
