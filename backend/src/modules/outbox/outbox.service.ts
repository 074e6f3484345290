import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { randomBytes, randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import { op } from '../../database/trusted';
import { OutboxLease, OutboxMessage, type OutboxState } from './schemas/outbox-message.schema';

/** How a kind of message is sent. `deliver` throws to ask for a retry. */
export interface OutboxHandler {
  /** `signal` aborts when the app closes: the attempt then fails and is retried after the restart. */
  deliver(message: OutboxMessage, attempt: number, signal: AbortSignal): Promise<void>;
  /** Milliseconds until the next attempt after a failed one, or null to give up. */
  retryDelay(message: OutboxMessage, attempt: number): number | null;
  /** Called once when a message is given up on. */
  onGiveUp?(message: OutboxMessage, error: unknown): Promise<void>;
}

export interface OutboxEntry {
  id?: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
}

/** Due messages read per poll, the oldest first. */
const BATCH = 200;
/** Sent at once per poll and instance. */
const PARALLEL = 8;
/**
 * A claimed attempt that has not finished after this long belongs to an instance that died mid-send:
 * its attempt counts as made and the message is tried again. Well above any handler's timeout.
 */
const LEASE_STALE_MS = 5 * 60_000;
/** Finished messages and their leases are kept this long (webhook resends read them), then swept. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * A durable outbox: requests insert what is to be sent (`enqueue`), a worker on every instance polls
 * and sends it through the handler registered for its kind. Nothing is sent from a request, nothing
 * is lost on a restart (a message stays pending until a handler succeeds or gives up), and the unique
 * lease per attempt keeps two instances from making the same attempt (docs/database.md: inserts with
 * a unique `_id` are the one atomic claim on both FerretDB and MongoDB).
 */
@Injectable()
export class OutboxService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly handlers = new Map<string, OutboxHandler>();
  private readonly owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly closing = new AbortController();
  private lastSweep = 0;

  constructor(
    @InjectModel(OutboxMessage.name) private readonly messages: Model<OutboxMessage>,
    @InjectModel(OutboxLease.name) private readonly leases: Model<OutboxLease>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(kind: string, handler: OutboxHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Writes messages to send; call it in the request, after the change they announce is written. */
  async enqueue(entries: OutboxEntry[]): Promise<string[]> {
    if (entries.length === 0) return [];
    const now = new Date();
    const docs = entries.map((e) => ({ _id: e.id ?? randomUUID(), kind: e.kind, key: e.key, payload: e.payload, createdAt: now, nextAttemptAt: now }));
    await this.messages.insertMany(docs);
    return docs.map((d) => d._id);
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  /**
   * Stops polling, aborts the sends in progress and waits for them to record their outcome, before
   * the database connection closes (hence "before" shutdown).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.closing.abort();
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.poll()
        .catch((error: unknown) => this.logger.warn(`Poll failed: ${error instanceof Error ? error.message : error}`))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.config.outbox.pollMs);
    this.timer.unref();
  }

  /**
   * One round: due messages, oldest first, each sent only if no older message of its key is still
   * pending (which keeps a key's messages in order while one waits out its backoff). Reading due
   * messages, not the oldest pending ones, keeps an endpoint that is down for hours from holding up
   * everybody else's. Public for tests and tools.
   */
  async poll(): Promise<void> {
    const now = Date.now();
    const due = await this.messages
      .find({ state: 'pending', nextAttemptAt: op({ $lte: new Date(now) }) })
      .sort({ createdAt: 1, _id: 1 })
      .limit(BATCH)
      .lean();
    const keys = new Set<string>();
    const heads: OutboxMessage[] = [];
    for (const message of due) {
      if (keys.has(message.key) || !this.handlers.has(message.kind)) continue;
      keys.add(message.key);
      const earlier = await this.messages.exists({ key: message.key, state: 'pending', createdAt: op({ $lt: message.createdAt }) });
      if (!earlier) heads.push(message);
    }
    for (let i = 0; i < heads.length && !this.stopped; i += PARALLEL) {
      await Promise.all(heads.slice(i, i + PARALLEL).map((m) => this.attempt(m)));
    }
    if (now - this.lastSweep > SWEEP_EVERY_MS) await this.sweep(now);
  }

  private async attempt(message: OutboxMessage): Promise<void> {
    const attempt = message.attempts + 1;
    const leaseId = `${message._id}|${attempt}`;
    try {
      await this.leases.create({ _id: leaseId, owner: this.owner, at: new Date() });
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      // Another instance has this attempt; if it died holding it, count the attempt as made.
      const lease = await this.leases.findById(leaseId).lean();
      if (lease && lease.at.getTime() < Date.now() - LEASE_STALE_MS) {
        await this.messages.updateOne({ _id: message._id }, { $set: { attempts: attempt } });
      }
      return;
    }
    // In progress: not due again until the lease would be stale, so no instance starts the next
    // attempt (or the next message of this key) while this one is still out.
    await this.messages.updateOne({ _id: message._id }, { $set: { attempts: attempt, nextAttemptAt: new Date(Date.now() + LEASE_STALE_MS) } });
    const handler = this.handlers.get(message.kind) as OutboxHandler;
    try {
      await handler.deliver(message, attempt, this.closing.signal);
      await this.messages.updateOne({ _id: message._id }, { $set: { state: 'done', lastError: null } });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = handler.retryDelay(message, attempt);
      if (delay === null) {
        await this.messages.updateOne({ _id: message._id }, { $set: { state: 'dead', lastError: reason } });
        this.logger.warn(`Gave up on ${message.kind} message ${message._id} after ${attempt} attempts: ${reason}`);
        await handler.onGiveUp?.(message, error).catch((e: unknown) => this.logger.error(`onGiveUp failed: ${e instanceof Error ? e.message : e}`));
      } else {
        await this.messages.updateOne({ _id: message._id }, { $set: { nextAttemptAt: new Date(Date.now() + delay), lastError: reason } });
      }
    }
  }

  /** Removes a kind's messages, sent or not, e.g. those naming a user who is being deleted. */
  async discard(kind: string, filter: Record<string, unknown>): Promise<void> {
    await this.messages.deleteMany({ ...filter, kind });
  }

  /** Reads sent or abandoned messages (e.g. to send one again). */
  findOne(filter: Record<string, unknown>) {
    return this.messages.findOne(filter).lean();
  }

  private async sweep(now: number): Promise<void> {
    this.lastSweep = now;
    const before = new Date(now - KEEP_DONE_MS);
    await this.messages.deleteMany({ state: op({ $in: ['done', 'dead'] as OutboxState[] }), createdAt: op({ $lt: before }) });
    await this.leases.deleteMany({ at: op({ $lt: before }) });
  }
}
