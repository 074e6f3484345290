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
