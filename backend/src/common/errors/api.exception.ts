import { HttpStatus } from '@nestjs/common';
import { ErrorCode, FieldError, Messages } from '@clinic/contracts';

/**
 * A failure the API reports on purpose: an HTTP status, a stable code and the message a user sees.
 * The exception filter turns it into the one error shape; services throw it instead of Nest's
 * HttpExceptions so that every error carries a code.
 */
export class ApiException extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  static badRequest(message: string, code: string = ErrorCode.ValidationFailed, errors?: FieldError[]) {
    return new ApiException(HttpStatus.BAD_REQUEST, code, message, errors);
  }

  static unauthenticated(message: string = Messages.auth.signInRequired) {
    return new ApiException(HttpStatus.UNAUTHORIZED, ErrorCode.Unauthenticated, message);
  }

  static forbidden(message: string = Messages.auth.forbidden, code: string = ErrorCode.Forbidden) {
    return new ApiException(HttpStatus.FORBIDDEN, code, message);
  }

  static notFound(message: string = Messages.common.notFound, code: string = ErrorCode.NotFound) {
    return new ApiException(HttpStatus.NOT_FOUND, code, message);
  }

  static conflict(message: string, code: string) {
    return new ApiException(HttpStatus.CONFLICT, code, message);
  }
}
