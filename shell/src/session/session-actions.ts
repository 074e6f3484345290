import { createContext, useContext } from 'react';
import type { UserInfo } from '@clinic/contracts';

/** Shell-only session actions (remotes get sign-out through the host API, never sign-in). */
export interface SessionActions {
  signIn(user: UserInfo): void;
}

export const SessionActionsContext = createContext<SessionActions | null>(null);

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions() outside HostProvider');
  return actions;
}
