import { Injectable } from '@nestjs/common';
import { filter, map, Observable, Subject } from 'rxjs';
import type { MessageEvent } from '@clinic/contracts';

/**
 * Carries live events to the users they concern. This instance's SSE connections subscribe to it.
 * With one backend instance an in-process subject is enough; with several, a user's tab may be
 * connected to another instance than the one that stored the message, so events must cross
 * instances: a `MessageEventBus` backed by Redis pub/sub (one channel per user) or NATS takes this
 * one's place through the MESSAGE_EVENT_BUS token, and nothing else changes.
 */
export interface MessageEventBus {
  publish(userId: string, event: MessageEvent): void;
  stream(userId: string): Observable<MessageEvent>;
}

export const MESSAGE_EVENT_BUS = Symbol('MESSAGE_EVENT_BUS');

@Injectable()
export class InProcessMessageEventBus implements MessageEventBus {
  private readonly events = new Subject<{ userId: string; event: MessageEvent }>();

  publish(userId: string, event: MessageEvent): void {
    this.events.next({ userId, event });
  }

  stream(userId: string): Observable<MessageEvent> {
    return this.events.pipe(
      filter((e) => e.userId === userId),
      map((e) => e.event),
    );
  }
}
