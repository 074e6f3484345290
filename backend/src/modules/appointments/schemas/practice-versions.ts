import type { Connection } from 'mongoose';
import type { SessionUser } from '../../../common/decorators/current-user.decorator';
import { idsOf, renewVersions } from '../../../database/versions';

/**
 * `practice_versions`: one document per nutritionist, `{ _id: '<nutritionist id>', v }`, and one
 * for the whole clinic (`_id: 'clinic'`), whose `v` becomes a new random value (database/versions.ts)
 * whenever one of their appointments is written (the same middleware as `appointment_days`, before
 * and after each write). The practice home and the practice's appointment lists keep what they read
 * from a practice's appointments under the `v` they saw first, and use it while `v` is unchanged
 * (AppointmentsGlance.practice, AppointmentsService.list; database/kept-reads.ts).
 */
export const PRACTICE_VERSIONS = 'practice_versions';
/** The admin's home covers the clinic: any appointment write changes this one too. */
export const CLINIC_PRACTICE = 'clinic';

/** Gives each of these nutritionists' versions, and the clinic's, a new value. */
export async function touchPracticeVersions(connection: Connection, nutritionists: Iterable<unknown>): Promise<void> {
  const keys = idsOf(nutritionists);
  if (keys.length) await renewVersions(connection, PRACTICE_VERSIONS, [...keys, CLINIC_PRACTICE]);
}

/** The practice whose version covers what this caller sees: a nutritionist's own, or the admin's clinic. */
export function practiceOf(caller: SessionUser): string {
  if (caller.role === 'nutritionist') return caller.id;
  if (caller.role === 'admin') return CLINIC_PRACTICE;
  throw new Error(`No practice for the role ${caller.role}`);
}
