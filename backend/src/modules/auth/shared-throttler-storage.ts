import { Logger } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { RedisService } from '../../common/redis/redis.service';

/**
 * Sign-in counters shared by every instance through Redis, so the 11th wrong password for a phone is
 * refused whichever instance it reaches. While Redis is away each instance counts on its own with
 * the same limits: attempts stay limited (at most the limit per instance), and nobody is refused
 * for want of a counter. Back in Redis when it answers again.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('ThrottlerStorage');
  private readonly local = new ThrottlerStorageService();
  private readonly shared: ThrottlerStorageRedisService | null;
  private usingLocal = false;

  constructor(private readonly redis: RedisService) {
    this.shared = redis.client ? new ThrottlerStorageRedisService(redis.client) : null;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.shared && this.redis.state === 'up') {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        this.switchTo(false);
        return record;
      } catch (error) {
        this.logger.warn(`Redis counter failed: ${error instanceof Error ? error.message : error}`);
      }
    }
    this.switchTo(true);
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  private switchTo(local: boolean): void {
    if (local === this.usingLocal || !this.shared) return;
    this.usingLocal = local;
    this.logger.warn(local ? 'Redis away: sign-in limits counted per instance' : 'Redis back: sign-in limits shared again');
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}
