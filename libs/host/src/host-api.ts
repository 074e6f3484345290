import { createContext, useContext } from 'react';
import type { ClinicSettings, UserInfo } from '@clinic/contracts';

/**
 * The version of the interface the shell offers remotes. Semantic: a minor bump only adds members,
 * so a remote built against 1.x runs in any shell 1.y with y ≥ x; a major bump breaks it.
 */
export const HOST_API_VERSION = '1.3.0';

export interface Notifier {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
  warning(text: string): void;
}

export type { ClinicSettings } from '@clinic/contracts';

/** What the shell gives every remote: who is signed in, toasts, and the clinic's settings. */
export interface HostApi {
  readonly version: string;
  readonly user: UserInfo | null;
  readonly clinic: ClinicSettings;
  readonly notify: Notifier;
  /** Calls the server, forgets the stored session and returns to the welcome page. */
  signOut(): Promise<void>;
  /** Replaces the stored user info after the user changed it (e.g. their profile). */
  updateUser(user: UserInfo): void;
}

export const HostContext = createContext<HostApi | null>(null);

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside the shell (or a standalone dev host).');
  return host;
}

export const useCurrentUser = () => useHost().user;
export const useNotify = () => useHost().notify;
export const useClinic = () => useHost().clinic;
