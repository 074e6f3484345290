import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * On a public route, recognises a signed-in caller when there is one (sets `request.user`) and
 * lets everyone through either way: the route answers more to some callers, never less to others.
 * A failed lookup (the database away) counts as signed out rather than failing the request.
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      await super.canActivate(context);
    } catch {
      // signed out, or the session could not be checked: answer as to anyone
    }
    return true;
  }

  override handleRequest<TUser>(_err: unknown, user: TUser | false): TUser {
    return (user || undefined) as TUser;
  }
}
