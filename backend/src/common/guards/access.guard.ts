import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, type ApiKeyScope, ErrorCode, Messages } from '@clinic/contracts';
import { ApiKeysService } from '../../modules/api-keys/api-keys.service';
import { ACCESS_KEY, AccessRule } from '../decorators/access.decorator';
import { API_SCOPE_KEY } from '../decorators/api-scope.decorator';
import type { SessionUser } from '../decorators/current-user.decorator';
import { ApiException } from '../errors/api.exception';

/**
 * The one global guard: reads the route's access rule (handler first, then controller), lets public
 * routes through, authenticates the session cookie through passport for the rest and checks the role.
 * A route that declares no rule is refused: access is never open by omission.
 *
 * A request with `Authorization: Bearer ncl_live_…` is an integration's: the key is checked instead of
 * the cookie, and only routes declaring an `@ApiScope` the key holds let it through. It acts as the
 * clinic (the admin who created it), so the route must allow the admin too.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeysService,
  ) {
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
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    const key = bearerApiKey(request);
    if (key !== null) {
      const caller = await this.apiKeys.authenticate(key);
      const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(API_SCOPE_KEY, [context.getHandler(), context.getClass()]);
      if (!scope || !rule.roles.includes('admin')) throw ApiException.forbidden(Messages.integrations.routeNotAllowed, ErrorCode.ApiKeyRouteNotAllowed);
      if (!caller.scopes.includes(scope)) throw ApiException.forbidden(Messages.integrations.missingScope, ErrorCode.ApiKeyMissingScope);
      await this.apiKeys.throttle(caller.user.apiKeyId as string, context.switchToHttp().getResponse<FastifyReply>());
      request.user = caller.user;
      return true;
    }
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

/** The API key a request carries, or null when it has none (other bearer tokens are not keys). */
function bearerApiKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && match[1].startsWith(API_KEY_PREFIX) ? match[1] : null;
}
