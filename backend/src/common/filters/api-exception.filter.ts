import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { mongo, Error as MongooseError } from 'mongoose';
import { ApiErrorBody, ErrorCode, Messages } from '@clinic/contracts';
import { ApiException } from '../errors/api.exception';
import { withMessageKey } from '../errors/message-keys';

const CODE_BY_STATUS: Record<number, string> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.ValidationFailed,
  429: ErrorCode.RateLimited,
  503: ErrorCode.DatabaseUnavailable,
};

function isDatabaseUnavailable(error: unknown): boolean {
  return (
    error instanceof mongo.MongoNetworkError ||
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNotConnectedError ||
    (error instanceof MongooseError && /buffering timed out|not connected/i.test(error.message))
  );
}

/** Turns every failure into `{ statusCode, code, message, errors? }`; nothing else ever leaves the API. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500 && body.code !== ErrorCode.DatabaseUnavailable) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    // Explicit type: a route may have set another one (e.g. text/calendar) before failing.
    void reply.status(body.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof ApiException) {
      const { statusCode, code, message, errors } = exception;
      return errors ? { statusCode, code, message, errors: errors.map(withMessageKey) } : { statusCode, code, message };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'object' && response && 'message' in response && typeof response.message === 'string'
          ? response.message
          : exception.message;
      return { statusCode, code: CODE_BY_STATUS[statusCode] ?? ErrorCode.Internal, message: this.friendly(statusCode, message) };
    }
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: 503, code: ErrorCode.DatabaseUnavailable, message: Messages.common.databaseUnavailable };
    }
    if (exception instanceof MongooseError.CastError) {
      return { statusCode: 400, code: ErrorCode.ValidationFailed, message: `Invalid value for ${exception.path}.` };
    }
    // The schema caught what the request validation should have: still the caller's input, not our fault.
    if (exception instanceof MongooseError.ValidationError) {
      const errors = Object.values(exception.errors).map((e) => withMessageKey({ field: e.path, message: e.message }));
      return { statusCode: 400, code: ErrorCode.ValidationFailed, message: errors[0]?.message ?? Messages.common.invalidRequest, errors };
    }
    // Fastify's own errors (body too large, malformed JSON, wrong content type) carry a 4xx statusCode.
    const status = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = exception instanceof Error ? exception.message : 'Bad request';
      return { statusCode: status, code: CODE_BY_STATUS[status] ?? ErrorCode.ValidationFailed, message: this.friendly(status, message) };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: ErrorCode.Internal, message: Messages.common.internal };
  }

  private friendly(status: number, message: string): string {
    if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) return Messages.common.notFound;
    if (status === 413) return Messages.common.payloadTooLarge;
    return message;
  }
}
