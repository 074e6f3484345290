import type { Role } from './roles';

/** How a practitioner joined a client's care team. */
export const CARE_TEAM_SOURCES = ['client-booking', 'admin'] as const;
export type CareTeamSource = (typeof CARE_TEAM_SOURCES)[number];

export const CARE_TEAM_SOURCE_LABELS: Record<CareTeamSource, string> = {
  'client-booking': 'Booked by the client',
  admin: 'Assigned by the clinic',
};

/** One practitioner on a client's care team: they may read and write the client's plans and progress. */
export interface CareTeamMember {
  practitioner: { _id: string; name: string; email: string; role: Role };
  source: CareTeamSource;
  since: string;
}

export interface CareTeam {
  client: { _id: string; name: string; email: string };
  members: CareTeamMember[];
}

export interface AddCareTeamMemberRequest {
  practitioner: string;
}

/**
 * Whether `user` may change or delete a health record (plan or progress): the admin any; anyone else
 * only what they entered. The server decides (HealthRecordPolicy); screens use this to show a record
 * as read-only up front instead of failing on save.
 */
export function canChangeRecord(user: { _id: string; role: Role } | null | undefined, record: { enteredBy: { _id: string } }): boolean {
  if (!user) return false;
  return user.role === 'admin' || record.enteredBy._id === user._id;
}

/** "You" for the signed-in user's own entries, else the author's name. */
export function enteredByLabel(user: { _id: string } | null | undefined, record: { enteredBy: { _id: string; name: string } }): string {
  return user && record.enteredBy._id === user._id ? 'You' : record.enteredBy.name;
}
