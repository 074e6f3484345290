import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { type FastifyInstance, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/** The request being served, so that every line logged while serving it carries its id. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** At a terminal, one line per entry: the fields an access line carries are written inline. */
const PRETTY_LINE =
  '{if context}[{context}] {end}{msg}{if route} {method} {route} {status} {ms} ms{end}{if userId} user {userId}{end}{if requestId} ({requestId}){end}';
const PRETTY_INLINE = 'pid,hostname,context,method,route,status,ms,userId,requestId';

/** What a proxy may send as a request id: short, printable, nothing that could forge a log line. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * JSON lines for log collectors, or readable lines for a person at a terminal; each with the id of
 * the request it was written for. `silent` for the tests that ask for no logs.
 */
export function createLogger(format: 'json' | 'pretty', levels: LogLevel[] | false, destination?: pino.DestinationStream): Logger {
  const level = levels === false || levels.length === 0 ? 'silent' : levels.includes('debug') || levels.includes('verbose') ? 'debug' : levels.includes('log') ? 'info' : levels.includes('warn') ? 'warn' : 'error';
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const store = requestContext.getStore();
      return store ? { requestId: store.requestId } : {};
    },
  };
  return format === 'pretty'
    ? pino(options, pretty({ sync: true, colorize: Boolean(process.stdout.isTTY), ignore: PRETTY_INLINE, messageFormat: PRETTY_LINE, translateTime: 'SYS:HH:MM:ss.l' }))
    : destination
      ? pino(options, destination)
      : pino(options);
}

/**
 * The request id: the one a trusted proxy sent in `X-Request-Id` (HAProxy makes one per request),
 * else a new one. Without a trusted proxy a client's header is ignored: anyone could reuse an id.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage | Http2ServerRequest): string => {
    const sent = request.headers['x-request-id'];
    return trustProxy && typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
  };
}

/** Fastify's own two lines per request are off: registerRequestLogging writes one access line. */
export const quietLogController = () => new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' });

/**
 * Returns the id in `X-Request-Id`, and writes one access line per request (method, route, status,
 * time, user id; never a body). Health checks (a balancer's, several a second) are logged at debug.
 */
export function registerRequestLogging(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const user = (request as { user?: { id?: string } }).user;
    const line = {
      method: request.method,
      route,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(user?.id ? { userId: user.id } : {}),
    };
    if (route === '/api/health') request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}

/** Nest's own lines (start-up, errors) through the same logger, with their context. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, stackOrContext?: string, context?: string) {
    // Nest passes (message, stack, context), or (message, context) when there is no stack.
    if (context !== undefined) this.logger.error({ context, stack: stackOrContext }, String(message));
    else this.logger.error({ context: stackOrContext }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
