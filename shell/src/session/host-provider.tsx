import { lazy, type ReactNode, useMemo } from 'react';
import type { UserInfo } from '@clinic/contracts';
import { HOST_API_VERSION, HostContext, type ClinicSettings, type HostApi } from '@clinic/host';
import { Themed } from '../app/themed';
import { FrameErrorBoundary } from '../layout/error-boundaries';
import { readSession, writeSession } from './session-store';
import { SessionActionsContext } from './session-actions';
import { useAccountLanguage } from './use-account-language';
import { useSession } from './use-session';
import { useToasts } from './use-toasts';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Owns the signed-in state and builds the host API every screen (shell or remote) reads through
 * `useHost()`. The stored session was checked for expiry when it was first read at load.
 */
export function HostProvider({ clinic, children }: { clinic: ClinicSettings; children: ReactNode }) {
  const { toasts, onShown, wanted, notify } = useToasts();
  const { session, setSession, signOut } = useSession();

  const host = useMemo<HostApi>(
    () => ({
      version: HOST_API_VERSION,
      user: session?.user ?? null,
      clinic,
      notify,
      signOut,
      updateUser: (user: UserInfo) => {
        // Written at once (not in a state updater React may run later), so a page opened right
        // after sees it. An answer arriving after sign-out, or for someone else, changes nothing.
        const current = readSession();
        if (current?.user._id !== user._id) return;
        setSession(writeSession(user, current.expiresAt));
      },
    }),
    [session, setSession, clinic, notify, signOut],
  );
  useAccountLanguage(session?.user, host.updateUser);
  const actions = useMemo(() => ({ signIn: (user: UserInfo) => setSession(writeSession(user)) }), [setSession]);

  return (
    <HostContext.Provider value={host}>
      {wanted && (
        <FrameErrorBoundary name="toaster">
          <Themed>
            <Toaster toasts={toasts} onShown={onShown} />
          </Themed>
        </FrameErrorBoundary>
      )}
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </HostContext.Provider>
  );
}
