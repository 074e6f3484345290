import { applyDecorators, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { ID_PATTERN } from '../dto/api-formats';
import { ErrorResponseDto } from '../dto/error-response.dto';
import { ParseObjectIdPipe } from '../pipes/parse-object-id.pipe';

const NOT_FOUND = 'No such record, or not one the caller may see.';

/**
 * Documents a path id: its format (a malformed one is a 400, which every controller documents) and
 * the 404 when nothing the caller may see has that id. Pair it with `@IdParam(name)` on the parameter.
 */
export function ApiIdParam(name: string, description: string, notFound: string | null = NOT_FOUND) {
  const param = ApiParam({ name, description, example: '665f1c2b9d3e4a0012ab34cd', schema: { type: 'string', pattern: ID_PATTERN } });
  // null: a second id on the same route, whose 404 the first one already documents.
  return notFound === null ? applyDecorators(param) : applyDecorators(param, ApiNotFoundResponse({ description: notFound, type: ErrorResponseDto }));
}

/** A path id, checked to be an ObjectId (400 otherwise) before the handler runs. */
export const IdParam = (name = 'id') => Param(name, ParseObjectIdPipe);
