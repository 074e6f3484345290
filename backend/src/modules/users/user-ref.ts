import type { Types } from 'mongoose';
import type { UserRef } from '@clinic/contracts';

/** A `ref: 'User'` field after `UserDirectory.populate`: the user, or null if since deleted. */
export type PopulatedUser = { _id: Types.ObjectId; name?: string; email?: string } | null;

/** The short user form other resources embed: `{ _id, name, email }`. */
export function toUserRef(ref: PopulatedUser | Types.ObjectId): UserRef {
  if (ref && 'name' in ref && ref.name !== undefined) return { _id: String(ref._id), name: ref.name, email: ref.email ?? '' };
  // The user was deleted; the history keeps the record.
  return { _id: ref ? String(ref._id) : '', name: 'Deleted user', email: '' };
}
