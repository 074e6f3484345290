import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { ApiKeyScope } from '@clinic/contracts';
import { ErrorResponseDto } from '../dto/error-response.dto';

export const API_SCOPE_KEY = 'apiScope';
/** The OpenAPI security scheme an API key is sent with (`Authorization: Bearer ncl_live_…`). */
export const API_KEY_SCHEME = 'api-key';

/**
 * The scope an API key needs to call this route. Routes without one refuse keys (403): a key reaches
 * only what is declared for it, never user management or settings by omission. Sits next to the
 * route's `@Roles`; the key acts as the clinic, so the route must also allow the admin.
 */
export const ApiScope = (scope: ApiKeyScope) =>
  applyDecorators(
    SetMetadata(API_SCOPE_KEY, scope),
    ApiBearerAuth(API_KEY_SCHEME),
    ApiExtension('x-scopes', [scope]),
    ApiTooManyRequestsResponse({ description: 'The API key went over its rate limit (`RateLimit-*` and `Retry-After` headers).', type: ErrorResponseDto }),
  );
