import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Metrics go to a scraper holding `METRICS_TOKEN` (`Authorization: Bearer …`) or to a signed-in
 * admin; never to the public. The session is checked the way every other route checks it.
 */
@Injectable()
export class MetricsAccessGuard extends AuthGuard('jwt') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: SessionUser }>();
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (token !== undefined) {
      if (this.config.metricsToken && sameSecret(token, this.config.metricsToken)) return true;
      throw ApiException.unauthenticated();
    }
    await super.canActivate(context);
    if (request.user?.role !== 'admin') throw ApiException.forbidden();
    return true;
  }

  override handleRequest<TUser = SessionUser>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw ApiException.unauthenticated();
    return user;
  }
}
