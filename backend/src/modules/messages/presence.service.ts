import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { op } from '../../database/trusted';
import { Presence } from './schemas/unread-email.schema';

/** How often this instance says its users are still here. */
const HEARTBEAT_MS = 60_000;
/** A presence not refreshed for this long belongs to an instance that died. */
const STALE_MS = 150_000;

/**
 * Who has the app open: a user with a live event stream (every signed-in tab holds one) on any
 * instance. Each instance counts its own streams and keeps one document per user it serves, so any
 * instance can tell whether a receiver is away.
 */
@Injectable()
export class PresenceService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Presence');
  private readonly instance = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly here = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(@InjectModel(Presence.name) private readonly presence: Model<Presence>) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.presence.deleteMany({ instance: this.instance }).catch(() => undefined);
  }

  opened(userId: string): void {
    const count = (this.here.get(userId) ?? 0) + 1;
    this.here.set(userId, count);
    if (count === 1) void this.write(userId);
  }

  closed(userId: string): void {
    const count = (this.here.get(userId) ?? 1) - 1;
    if (count > 0) {
      this.here.set(userId, count);
      return;
    }
    this.here.delete(userId);
    this.presence.deleteOne({ _id: `${userId}|${this.instance}` }).catch((error: unknown) => this.warn(error));
  }

  /** Whether the user has the app open on this or any other instance. */
  async isOnline(userId: string): Promise<boolean> {
    if (this.here.has(userId)) return true;
    return Boolean(await this.presence.exists({ user: userId, at: op({ $gt: new Date(Date.now() - STALE_MS) }) }));
  }

  private async write(userId: string): Promise<void> {
    await this.presence
      .updateOne({ _id: `${userId}|${this.instance}` }, { $set: { user: userId, instance: this.instance, at: new Date() } }, { upsert: true })
      .catch((error: unknown) => this.warn(error));
  }

  private async heartbeat(): Promise<void> {
    const users = [...this.here.keys()];
    if (users.length === 0) return;
    await this.presence
      .updateMany({ _id: op({ $in: users.map((u) => `${u}|${this.instance}`) }) }, { $set: { at: new Date() } })
      .catch((error: unknown) => this.warn(error));
  }

  private warn(error: unknown): void {
    this.logger.warn(`Presence not recorded: ${error instanceof Error ? error.message : error}`);
  }
}
