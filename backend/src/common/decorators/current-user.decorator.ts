import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Role } from '@clinic/contracts';

/** The signed-in caller, as the session guard resolved it. */
export interface SessionUser {
  id: string;
  role: Role;
  name: string;
  /** The server-side session of the request (event streams close when it ends). */
  sessionId?: string;
  /** Set when an API key made the request: it acts as the clinic, on behalf of the admin who created it. */
  apiKeyId?: string;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionUser => ctx.switchToHttp().getRequest().user,
);
