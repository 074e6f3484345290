import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ROLES, Role } from '@clinic/contracts';
import { ErrorResponseDto } from '../dto/error-response.dto';

export const ACCESS_KEY = 'access';
export const SESSION_COOKIE = 'clinic_session';

/** Who may call a route: everyone, or signed-in users with one of the listed roles. */
export type AccessRule = { public: true } | { public: false; roles: readonly Role[] };

/** Anyone may call this route, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { public: true } satisfies AccessRule);

/**
 * Only signed-in users whose role is listed. Usable on a controller and on a handler; the handler's
 * rule wins (the guard reads handler first, then class).
 */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { public: false, roles } satisfies AccessRule),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: 'Not signed in, or the session expired.', type: ErrorResponseDto }),
    ...(roles.length < ROLES.length
      ? [ApiForbiddenResponse({ description: `Allowed roles: ${roles.join(', ')}.`, type: ErrorResponseDto })]
      : []),
  );

/** Any signed-in user, whatever the role. */
export const SignedIn = () => Roles(...ROLES);
