import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { createLogger, PinoNestLogger, quietLogController, registerRequestLogging, requestIdGenerator } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, stream };
}

async function server(trustProxy: boolean) {
  const { lines, stream } = capture();
  const logger = createLogger('json', ['log', 'warn', 'error'], stream);
  const fastify = Fastify({ loggerInstance: logger, logController: quietLogController(), genReqId: requestIdGenerator(trustProxy) }) as unknown as FastifyInstance;
  // As the app's exception filter does: the stack through Nest's logger.
  const nestLogger = new PinoNestLogger(logger);
  fastify.setErrorHandler(async (error: Error, _request, reply) => {
    nestLogger.error(error.message, error.stack, 'ApiError');
    return reply.status(500).send({ statusCode: 500 });
  });
  registerRequestLogging(fastify);
  fastify.post('/api/things/:id', async (request) => {
    // A line written by the handler through the app-wide logger, not request.log.
    logger.warn('inside the handler');
    return { ok: (request.params as { id: string }).id };
  });
  fastify.get('/api/fail', async () => {
    throw new Error('boom');
  });
  await fastify.ready();
  return { fastify, lines };
}

describe('request logging', () => {
  it('writes one access line per request with the request id, the route pattern and no body', async () => {
    const { fastify, lines } = await server(true);
    const res = await fastify.inject({ method: 'POST', url: '/api/things/42', headers: { 'x-request-id': 'lb-abc-123' }, payload: { secret: 'hunter2' } });
    expect(res.headers['x-request-id']).toBe('lb-abc-123');
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ requestId: 'lb-abc-123', method: 'POST', route: '/api/things/:id', status: 200 });
    expect(typeof access[0].ms).toBe('number');
    expect(lines.find((l) => l.msg === 'inside the handler')).toMatchObject({ requestId: 'lb-abc-123' });
    expect(JSON.stringify(lines)).not.toContain('hunter2');
    await fastify.close();
  });

  it('ignores a client\'s X-Request-Id when no proxy is trusted, and a malformed one always', async () => {
    const { fastify } = await server(false);
    const res = await fastify.inject({ method: 'POST', url: '/api/things/1', headers: { 'x-request-id': 'forged-id' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await fastify.close();
    const trusted = await server(true);
    const bad = await trusted.fastify.inject({ method: 'POST', url: '/api/things/1', headers: { 'x-request-id': 'bad id\n{"level":60}' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await trusted.fastify.close();
  });

  it('logs a 5xx with its request id', async () => {
    const { fastify, lines } = await server(true);
    await fastify.inject({ method: 'GET', url: '/api/fail', headers: { 'x-request-id': 'req-500' } });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ requestId: 'req-500', status: 500 });
    expect(lines.find((l) => l.level === 50)).toMatchObject({ requestId: 'req-500', context: 'ApiError', msg: 'boom' });
    expect(String(lines.find((l) => l.level === 50)?.stack)).toContain('Error: boom');
    await fastify.close();
  });
});
