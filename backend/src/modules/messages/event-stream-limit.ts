import { Inject, Injectable } from '@nestjs/common';
import { filter, merge, Observable, Subject, takeUntil } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { SessionsService } from '../sessions/sessions.service';
import { PresenceService } from './presence.service';

/**
 * At most `eventStreamsPerUser` live event streams per user on this instance; opening one more
 * closes the oldest (issue 20 §3: one account held hundreds of server connections). A browser tab
 * holds one stream, so the limit is met only by many tabs or a script, and the oldest tab's
 * EventSource simply reconnects if it is still open.
 */
@Injectable()
export class EventStreamLimit {
  private readonly open = new Map<string, Subject<void>[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly presence: PresenceService,
  ) {}

  /**
   * The stream, until the user opens more than the limit (the oldest goes) or its session ends
   * (sign-out, sign out everywhere, a password change): a copied cookie's stream stops with it.
   */
  limit<T>(userId: string, sessionId: string | undefined, stream: Observable<T>): Observable<T> {
    return new Observable<T>((subscriber) => {
      const closer = new Subject<void>();
      const streams = this.open.get(userId) ?? [];
      streams.push(closer);
      this.open.set(userId, streams);
      while (streams.length > this.config.eventStreamsPerUser) {
        const oldest = streams.shift()!;
        oldest.next();
        oldest.complete();
      }
      const sessionEnded = this.sessions.ended$.pipe(filter((e) => e.userId === userId || (e.sid !== undefined && e.sid === sessionId)));
      // An open stream is the app open: the user is present (no unread-message emails).
      this.presence.opened(userId);
      const subscription = stream.pipe(takeUntil(merge(closer, sessionEnded))).subscribe(subscriber);
      return () => {
        subscription.unsubscribe();
        this.presence.closed(userId);
        const current = this.open.get(userId) ?? [];
        const left = current.filter((c) => c !== closer);
        if (left.length) this.open.set(userId, left);
        else this.open.delete(userId);
      };
    });
  }

  /** Streams open for a user on this instance (for tests and diagnostics). */
  count(userId: string): number {
    return this.open.get(userId)?.length ?? 0;
  }
}
