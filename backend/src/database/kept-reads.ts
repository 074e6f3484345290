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

  /**
   * The read kept under `key` if `versionKey`'s version is still the one it was read at, or a fresh one.
   * `version`: that version, already read in this request (one read for several kept parts of one
   * response); never one read for another request, which may have started before a write it must see.
   */
  async get(connection: Connection, versionKey: string, key: string, read: () => PromiseLike<T>, version?: PromiseLike<string>): Promise<T> {
    const current = await (version ?? currentVersion(connection, this.versions, versionKey));
    let entry = this.kept.get(key);
    if (entry?.version !== current) {
      // Kept as a promise: requests arriving while it is read wait for the same read.
      // Resolved once into a promise: a mongoose query is a thenable that runs again each time it is awaited.
      const fresh = { version: current, value: Promise.resolve(read()) };
      fresh.value.catch(() => this.kept.get(key) === fresh && this.kept.delete(key));
      this.kept.set(key, fresh);
      entry = fresh;
    }
    return entry.value;
  }
}
