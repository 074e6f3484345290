import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { ApiErrorBody, DIARY_PHOTO_MAX_BYTES, DIARY_PHOTO_TYPES, ErrorCode, Messages } from '@clinic/contracts';
import { ApiException } from '../errors/api.exception';

/**
 * Deeper than any body the API documents (a plan with meals is 3 levels). A deeply nested body made
 * the validation layer recurse until it failed with a 500 and a stack trace (issue 20 §3).
 */
export const MAX_JSON_DEPTH = 20;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The route that takes an image body (PUT /api/diary/{id}/photo). */
const PHOTO_ROUTE = /^\/api\/diary\/[^/?]+\/photo(\?|$)/;

function errorBody(statusCode: number, code: string, message: string): ApiErrorBody {
  return { statusCode, code, message };
}

function send(reply: FastifyReply, body: ApiErrorBody) {
  return reply.status(body.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** Nesting depth of parsed JSON, without recursion (so the check itself cannot overflow the stack). */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const level = depth + 1;
    if (level > max) max = level;
    if (max > limit) return max;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, level]);
  }
  return max;
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The API takes JSON only (issue 20 §4): a form-encoded or text body is 415 before parsing, so that
 * a cross-site form post (which cannot send application/json without a preflight) never reaches a
 * route, whatever the Origin check decides. The JSON parser refuses bodies nested deeper than
 * MAX_JSON_DEPTH with a 400 before validation.
 */
export function registerJsonOnly(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parseJson(req, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        return done(ApiException.badRequest(Messages.common.tooDeep, ErrorCode.TooDeep), undefined);
      }
      done(null, value);
    });
  });
  // A meal's photo is the one raw body: its bytes are checked by the route, and a cross-site form
  // cannot send these types without a preflight either.
  fastify.addContentTypeParser([...DIARY_PHOTO_TYPES], { parseAs: 'buffer', bodyLimit: DIARY_PHOTO_MAX_BYTES }, (_req, body, done) => done(null, body));
  fastify.addHook('onRequest', (req, reply, done) => {
    if (!BODY_METHODS.has(req.method) || !req.url.startsWith('/api/') || !hasBody(req)) return done();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/json') return done();
    if (req.method === 'PUT' && PHOTO_ROUTE.test(req.url) && (DIARY_PHOTO_TYPES as readonly string[]).includes(type)) return done();
    void send(reply, errorBody(415, ErrorCode.UnsupportedMediaType, Messages.common.unsupportedMediaType));
  });
}

/** Fastify's router errors (a URL such as `/api/users/%zz` that cannot be decoded) in the API's one error shape. */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  void send(
    reply,
    badUrl ? errorBody(400, ErrorCode.BadUrl, Messages.common.badUrl) : errorBody(error.statusCode ?? 400, ErrorCode.ValidationFailed, Messages.common.badUrl),
  );
}

/**
 * A request whose headers or body arrive too slowly is answered 408 in the API's error shape and
 * the connection closed (Node's own check, `requestTimeout`); other socket-level errors as Fastify does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = timedOut
    ? errorBody(408, ErrorCode.RequestTimeout, Messages.common.requestTimeout)
    : errorBody(tooLarge ? 431 : 400, ErrorCode.ValidationFailed, tooLarge ? 'The request headers are too large.' : 'Bad request.');
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${timedOut ? 'Request Timeout' : 'Bad Request'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
