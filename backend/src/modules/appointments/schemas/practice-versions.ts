import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

/**
 * `practice_versions`: one document per nutritionist, `{ _id: '<nutritionist id>', v }`, and one
 * for the whole clinic (`_id: 'clinic'`), whose `v` becomes a new random value whenever one of
 * their appointments is written (the same middleware as `appointment_days`, before and after each
 * write). The practice home keeps what it read from a practice's appointments under the `v` it saw
 * first, and uses it while `v` is unchanged (AppointmentsGlance.practice).
 *
 * A fresh random value rather than `$inc`: FerretDB 1.x updates by reading and writing back, so two
 * concurrent increments can write the same number, or a slow one write back a value seen before.
 * A value set once is never written again, so a kept view can only lose its match, never regain it.
 */
export const PRACTICE_VERSIONS = 'practice_versions';
/** The admin's home covers the clinic: any appointment write changes this one too. */
export const CLINIC_PRACTICE = 'clinic';

export interface PracticeVersion {
  _id: string;
  v: string;
}

const DUPLICATE_KEY = 11000;

/** Gives each of these nutritionists' versions, and the clinic's, a new value. */
export async function touchPracticeVersions(connection: Connection, nutritionists: Iterable<unknown>): Promise<void> {
  const keys = [...new Set([...nutritionists].filter((n) => n !== null && n !== undefined && n !== '').map(String))];
  if (!keys.length) return;
  const collection = connection.collection<PracticeVersion>(PRACTICE_VERSIONS);
  await Promise.all(
    [...keys, CLINIC_PRACTICE].map(async (key) => {
      try {
        await collection.updateOne({ _id: key }, { $set: { v: randomUUID() } }, { upsert: true });
      } catch (error) {
        // Two first writes raced to create the document: it exists now, so set it again.
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        await collection.updateOne({ _id: key }, { $set: { v: randomUUID() } });
      }
    }),
  );
}

/**
 * A practice's current version. The first reader creates it by inserting (a unique `_id`, so of two
 * first readers one wins and the other reads the winner's); after a restore emptied the collection,
 * that is a value no kept view was computed at.
 */
export async function practiceVersion(connection: Connection, key: string): Promise<string> {
  const collection = connection.collection<PracticeVersion>(PRACTICE_VERSIONS);
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
