import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

/**
 * Version documents `{ _id: key, v }` in a collection of their own, for views kept in memory while
 * what they were read from is unchanged (practice_versions, unread_versions). `v` is set to a new
 * random value by each write, not raised with `$inc`: FerretDB 1.x updates by reading and writing
 * back, so two concurrent increments can write the same number, or a slow one write back a number
 * seen before. A value set once is never written again, so a kept view can only lose its match.
 */
export interface VersionDoc {
  _id: string;
  v: string;
}

const DUPLICATE_KEY = 11000;
const AT_ONCE = 12;

/** Gives each key's version a new value (creating it on first use). */
export async function renewVersions(connection: Connection, collectionName: string, keys: Iterable<string>): Promise<void> {
  const collection = connection.collection<VersionDoc>(collectionName);
  const renew = async (key: string) => {
    try {
      await collection.updateOne({ _id: key }, { $set: { v: randomUUID() } }, { upsert: true });
    } catch (error) {
      // Two first writes raced to create the document: it exists now, so set it again.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      await collection.updateOne({ _id: key }, { $set: { v: randomUUID() } });
    }
  };
  // A few at a time: hundreds of concurrent upserts (a bulk insert) exhausted FerretDB's PostgreSQL
  // pool and stalled it (seen with appointment_days and the scale seed).
  const all = [...new Set(keys)];
  for (let i = 0; i < all.length; i += AT_ONCE) await Promise.all(all.slice(i, i + AT_ONCE).map(renew));
}

/**
 * A key's current version. The first reader creates it by inserting (a unique `_id`: of two first
 * readers one wins and the other reads the winner's); after a restore emptied the collection, that
 * is a value no kept view was computed at.
 */
export async function currentVersion(connection: Connection, collectionName: string, key: string): Promise<string> {
  const collection = connection.collection<VersionDoc>(collectionName);
  const found = await collection.findOne({ _id: key });
  if (found) return found.v;
  const v = randomUUID();
  try {
    await collection.insertOne({ _id: key, v });
    return v;
  } catch (error) {
    if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    // Gone again in between (a restore): a value nothing was kept under, so nothing kept is used.
    return (await collection.findOne({ _id: key }))?.v ?? randomUUID();
  }
}

/** The ids in a list of values that may be ObjectIds, strings, null or missing. */
export function idsOf(values: Iterable<unknown>): string[] {
  return [...values].filter((v) => v !== null && v !== undefined && v !== '').map(String);
}

/** The values an update gives `path`, directly or through `$set`. */
export function valuesSetBy(update: unknown, path: string): unknown[] {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return [];
  const u = update as Record<string, unknown>;
  const set = (u.$set ?? {}) as Record<string, unknown>;
  return [u[path], set[path]].filter((v) => v !== undefined && v !== null);
}
