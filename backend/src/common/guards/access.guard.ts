import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_KEY, AccessRule } from '../decorators/access.decorator';
import type { SessionUser } from '../decorators/current-user.decorator';
import { ApiException } from '../errors/api.exception';

/**
 * The one global guard: reads the route's access rule (handler first, then controller), lets public
 * routes through, authenticates the session cookie through passport for the rest and checks the role.
 * A route that declares no rule is refused: access is never open by omission.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no access rule`);
      throw ApiException.forbidden();
    }
    if (rule.public) return true;
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: SessionUser }>().user;
    if (!rule.roles.includes(user.role)) throw ApiException.forbidden();
    return true;
  }

  override handleRequest<TUser = SessionUser>(err: unknown, user: TUser | false): TUser {
    // passport-jwt reports a bad or expired token as "no user"; an error here comes from looking the
    // user up (the database is away). That is ours, not the session's: passed on it becomes a 503,
    // where a 401 would make the browser sign out a user whose session is perfectly valid.
    if (err) throw err;
    if (!user) throw ApiException.unauthenticated();
    return user;
  }
}
