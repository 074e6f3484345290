import type { Connection } from 'mongoose';
import { currentVersion, idsOf, renewVersions } from '../../../database/versions';

/**
 * `practice_versions`: one document per nutritionist, `{ _id: '<nutritionist id>', v }`, and one
 * for the whole clinic (`_id: 'clinic'`), whose `v` becomes a new random value (database/versions.ts)
 * whenever one of their appointments is written (the same middleware as `appointment_days`, before
 * and after each write). The practice home keeps what it read from a practice's appointments under
 * the `v` it saw first, and uses it while `v` is unchanged (AppointmentsGlance.practice).
 */
export const PRACTICE_VERSIONS = 'practice_versions';
/** The admin's home covers the clinic: any appointment write changes this one too. */
export const CLINIC_PRACTICE = 'clinic';

/** Gives each of these nutritionists' versions, and the clinic's, a new value. */
export async function touchPracticeVersions(connection: Connection, nutritionists: Iterable<unknown>): Promise<void> {
  const keys = idsOf(nutritionists);
  if (keys.length) await renewVersions(connection, PRACTICE_VERSIONS, [...keys, CLINIC_PRACTICE]);
}

/** A practice's current version (created by its first reader). */
export function practiceVersion(connection: Connection, key: string): Promise<string> {
  return currentVersion(connection, PRACTICE_VERSIONS, key);
}
