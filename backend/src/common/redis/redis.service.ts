import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';

/** Reconnect quickly but not in a tight loop: at most once a second while Redis is away. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 1000);

/**
 * The connections to Redis, when `REDIS_URL` is set. Commands fail at once while Redis is away
 * (no offline queue), so every user of Redis can fall back to what one instance can do alone
 * instead of hanging a request; ioredis reconnects by itself.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  /** Commands (publish, counters, locks). */
  readonly client: Redis | null;
  private subscriberConnection: Redis | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.client = config.redisUrl ? this.connect('commands') : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** Whether Redis is configured and answering; `off` when this instance runs alone. */
  get state(): 'up' | 'down' | 'off' {
    if (!this.client) return 'off';
    const connections = [this.client, this.subscriberConnection].filter((c) => c !== null);
    return connections.every((c) => c.status === 'ready') ? 'up' : 'down';
  }

  /** A connection in subscriber mode (it can run no other command), made on first use. */
  subscriber(): Redis | null {
    if (!this.config.redisUrl) return null;
    this.subscriberConnection ??= this.connect('subscriber');
    return this.subscriberConnection;
  }

  private connect(name: string): Redis {
    const options: RedisOptions = {
      connectionName: `clinic-${name}`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy,
    };
    const redis = new Redis(this.config.redisUrl as string, options);
    let wasUp = false;
    redis.on('ready', () => {
      wasUp = true;
      this.logger.log(`${name} connection ready`);
    });
    redis.on('error', (error: Error) => {
      // ioredis reports every failed reconnect; one line per outage is enough.
      if (wasUp) this.logger.warn(`${name} connection lost: ${error.message}`);
      wasUp = false;
    });
    return redis;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.client, this.subscriberConnection].map((c) => c?.quit().catch(() => c.disconnect())),
    );
  }
}

@Global()
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule {}
