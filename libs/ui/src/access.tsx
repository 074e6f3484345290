import type { ReactNode } from 'react';
import { isClinician, type Role } from '@clinic/contracts';
import { useCurrentUser } from '@clinic/host';

/**
 * The one way a screen asks who is looking: which controls to offer. (The server decides what is
 * allowed; this only keeps screens from offering what would be refused.)
 */
export function useRole() {
  const user = useCurrentUser();
  const role = user?.role;
  return {
    user,
    role,
    /** admin or nutritionist: the clinic's side. */
    clinician: isClinician(role),
    is: (...roles: Role[]) => role !== undefined && roles.includes(role),
  };
}

/** Renders its children only for the given roles. */
export function ForRoles({ roles, children, otherwise = null }: { roles: readonly Role[]; children: ReactNode; otherwise?: ReactNode }) {
  const { role } = useRole();
  return <>{role && roles.includes(role) ? children : otherwise}</>;
}
