import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '@clinic/contracts';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';

export const IDEMPOTENT_KEY = 'idempotent';

/**
 * This POST creates something: with an `Idempotency-Key` header, a retry of the same request within
 * 24 hours gets the first answer instead of creating it again (IdempotencyInterceptor).
 */
export const Idempotent = () =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_KEY, true),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'Any unique string (1–255 visible ASCII characters, e.g. a UUID). A retry with the same key and body within 24 hours returns the first answer ' +
        '(status and body, header `Idempotent-Replayed: true`) without doing the work again. A retry sent while the first is still running waits for its ' +
        'answer, or gets 409 `IDEMPOTENCY.IN_PROGRESS` after 10 s.',
      schema: { type: 'string', maxLength: 255 },
    }),
    ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was already used with a different request (`IDEMPOTENCY.KEY_REUSED`).', type: ErrorResponseDto }),
  );
