export const Role = {
  Admin: 'admin',
  Nutritionist: 'nutritionist',
  Client: 'client',
} as const;

export type Role = (typeof Role)[keyof typeof Role];

export const ROLES: readonly Role[] = [Role.Admin, Role.Nutritionist, Role.Client];

/** Roles that practise: they own availability, plans and progress, and are "nutritionists" to clients. */
export const CLINICIAN_ROLES: readonly Role[] = [Role.Admin, Role.Nutritionist];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  nutritionist: 'Nutritionist',
  client: 'Client',
};

export function isClinician(role: Role | undefined | null): boolean {
  return role === Role.Admin || role === Role.Nutritionist;
}
