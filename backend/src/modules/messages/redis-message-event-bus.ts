import { Injectable, IntrinsicException, Logger, OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { merge, Observable, Subject, switchMap, take, throwError } from 'rxjs';
import type { MessageEvent } from '@clinic/contracts';
import { RedisService } from '../../common/redis/redis.service';
import { InProcessMessageEventBus, type MessageEventBus } from './message-events';

const channelOf = (userId: string) => `user:${userId}`;

/**
 * Ends a stream so that the browser's EventSource reconnects (and re-reads the unread count). An
 * expected event, so Nest does not log it as an error.
 */
export class StreamReset extends IntrinsicException {
  constructor() {
    super('Live event stream reset: the event bus reconnected');
  }
}

/**
 * Events cross instances through Redis pub/sub, one channel per user: an instance subscribes to a
 * user's channel while it holds at least one stream of theirs. While Redis is away, events are
 * delivered to this instance's own streams (what one instance alone would do), and every stream is
 * ended when Redis goes or comes back, so browsers reconnect to a stream that sees every instance's
 * events again and re-read what they missed.
 */
@Injectable()
export class RedisMessageEventBus implements MessageEventBus, OnModuleDestroy {
  private readonly logger = new Logger('MessageEventBus');
  private readonly local = new InProcessMessageEventBus();
  private readonly resets = new Subject<void>();
  private readonly listeners = new Map<string, number>();
  private readonly subscriber: Redis;
  private readonly publisher: Redis;

  constructor(redis: RedisService) {
    this.publisher = redis.client as Redis;
    this.subscriber = redis.subscriber() as Redis;
    this.subscriber.on('message', (channel: string, payload: string) => {
      const userId = channel.slice('user:'.length);
      try {
        this.local.publish(userId, JSON.parse(payload) as MessageEvent);
      } catch {
        this.logger.warn(`Dropped a malformed event on ${channel}`);
      }
    });
    // ioredis re-subscribes its channels after a reconnect, but what was published meanwhile is gone.
    // Only the transitions count: ioredis reports a close for every failed reconnect attempt too.
    let up = this.subscriber.status === 'ready';
    const changed = (now: boolean) => {
      if (now === up) return;
      up = now;
      this.resets.next();
    };
    this.subscriber.on('ready', () => changed(true));
    this.subscriber.on('close', () => changed(false));
  }

  publish(userId: string, event: MessageEvent): void {
    if (this.publisher.status !== 'ready') {
      this.local.publish(userId, event);
      return;
    }
    this.publisher.publish(channelOf(userId), JSON.stringify(event)).catch(() => this.local.publish(userId, event));
  }

  stream(userId: string): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      this.listen(userId);
      const reset = this.resets.pipe(
        take(1),
        switchMap(() => throwError(() => new StreamReset())),
      );
      const subscription = merge(this.local.stream(userId), reset).subscribe(subscriber);
      return () => {
        subscription.unsubscribe();
        this.unlisten(userId);
      };
    });
  }

  private listen(userId: string): void {
    const count = this.listeners.get(userId) ?? 0;
    this.listeners.set(userId, count + 1);
    if (count === 0 && this.subscriber.status === 'ready') {
      // A failure here means Redis just went away: the reset that follows ends this stream.
      this.subscriber.subscribe(channelOf(userId)).catch(() => undefined);
    }
  }

  private unlisten(userId: string): void {
    const count = (this.listeners.get(userId) ?? 1) - 1;
    if (count > 0) {
      this.listeners.set(userId, count);
      return;
    }
    this.listeners.delete(userId);
    if (this.subscriber.status === 'ready') this.subscriber.unsubscribe(channelOf(userId)).catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.resets.complete();
  }
}

/** The bus for this deployment: across instances through Redis when `REDIS_URL` is set. */
export function createMessageEventBus(redis: RedisService): MessageEventBus {
  return redis.enabled ? new RedisMessageEventBus(redis) : new InProcessMessageEventBus();
}
