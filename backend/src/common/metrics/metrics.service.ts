import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { FastifyInstance } from 'fastify';
import type { Connection } from 'mongoose';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AuditService } from '../../modules/audit/audit.service';
import { RedisService } from '../redis/redis.service';

const EVENT_STREAM_ROUTE = '/api/messages/events';

/**
 * This instance's figures in Prometheus' format. A registry per application rather than
 * prom-client's global one, so that two applications in one process (tests) do not collide.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly streams = new Gauge({
    name: 'event_stream_connections',
    help: 'Live message event streams (SSE) open on this instance.',
    registers: [this.registry],
  });

  constructor(
    @InjectConnection() connection: Connection,
    redis: RedisService,
    audit: AuditService,
  ) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'database_up',
      help: '1 while the connection to the database is open.',
      registers: [this.registry],
      collect() {
        this.set(connection.readyState === 1 ? 1 : 0);
      },
    });
    new Gauge({
      name: 'redis_up',
      help: '1 while Redis answers, 0 while it is away; absent without REDIS_URL.',
      registers: redis.enabled ? [this.registry] : [],
      collect() {
        this.set(redis.state === 'up' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'audit_queue_depth',
      help: 'Audit entries waiting to be written (written every 200 ms; a growing queue means the database refuses them).',
      registers: [this.registry],
      collect() {
        this.set(audit.queueDepth);
      },
    });
  }

  /** Counts every answered request by its route pattern (never the raw URL: ids would explode the labels). */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.url === EVENT_STREAM_ROUTE) {
        this.streams.inc();
        reply.raw.once('close', () => this.streams.dec());
      }
      done();
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      this.requests.inc(labels);
      this.duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }
}
