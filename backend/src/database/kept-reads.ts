import { LRUCache } from 'lru-cache';
import type { Connection } from 'mongoose';
import { currentVersion } from './versions';

/**
 * How long a kept read is used at most, even while its version is unchanged: a bound on how stale a
 * write that bypasses the model's middleware (a restore, a hand edit) can leave it.
 */
export const KEEP_MS = 60_000;

/**
 * Reads kept in memory under the version (database/versions.ts) of what they were read from: one
 * small read by `_id` per request instead of the read itself, for as long as the version stays the
 * same. The version is read before the data, so a write whose middleware renews it afterwards always
 * retires what was read before or during that write, on every instance.
 * Keep documents as read: callers fill names into copies, never into what is kept.
 */
export class KeptReads<T> {
  private readonly kept: LRUCache<string, { version: string; value: Promise<T> }>;

  constructor(
    private readonly versions: string,
    max: number,
  ) {
    this.kept = new LRUCache({ max, ttl: KEEP_MS });
  }

  /** The read kept under `key` if `versionKey`'s version is still the one it was read at, or a fresh one. */
  async get(connection: Connection, versionKey: string, key: string, read: () => Promise<T>): Promise<T> {
    const version = await currentVersion(connection, this.versions, versionKey);
    let entry = this.kept.get(key);
    if (entry?.version !== version) {
      // Kept as a promise: requests arriving while it is read wait for the same read.
      const fresh = { version, value: read() };
      fresh.value.catch(() => this.kept.get(key) === fresh && this.kept.delete(key));
      this.kept.set(key, fresh);
      entry = fresh;
    }
    return entry.value;
  }
}
