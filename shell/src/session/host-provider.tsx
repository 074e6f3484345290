import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@clinic/router';
import { api, onUnauthenticated, reconnectMessageEvents } from '@clinic/api-client';
import type { UserInfo } from '@clinic/contracts';
import { HOST_API_VERSION, HostContext, type ClinicSettings, type HostApi, type Notifier } from '@clinic/host';
import { FrameErrorBoundary } from '../layout/error-boundaries';
import { clearSession, readSession, SESSION_STORAGE_KEY, writeSession } from './session-store';
import { SessionActionsContext } from './session-actions';
import type { Toast, ToastKind } from './toaster';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Owns the signed-in state and builds the host API every screen (shell or remote) reads through
 * `useHost()`. The stored session was checked for expiry when it was first read at load.
 */
export function HostProvider({ clinic, children }: { clinic: ClinicSettings; children: ReactNode }) {
  // Toasts wait here until the toaster's chunk has loaded (the first one only).
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextToast = useRef(0);
  const toast = useCallback((kind: ToastKind, text: string) => setToasts((queue) => [...queue, { id: nextToast.current++, kind, text }]), []);
  const onShown = useCallback((ids: number[]) => setToasts((queue) => queue.filter((t) => !ids.includes(t.id))), []);
  const [toasterWanted, setToasterWanted] = useState(false);
  if (toasts.length > 0 && !toasterWanted) setToasterWanted(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [session, setSession] = useState(readSession);

  const forget = useCallback(() => {
    clearSession();
    setSession(null);
    queryClient.clear();
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await api.POST('/api/users/logout');
    } catch (error) {
      // Spec: a failed logout call is only logged; the browser forgets the session regardless.
      console.error('Logout request failed', error);
    }
    forget();
    navigate('/');
  }, [forget, navigate]);

  // The server refused the cookie (expired or revoked): sign out here too and ask to sign in again.
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (!readSession()) return;
        forget();
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      }),
    [forget, navigate],
  );

  // The live event stream belongs to whoever is signed in now.
  const userId = session?.user._id;
  useEffect(() => reconnectMessageEvents(), [userId]);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) setSession(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The expiry is checked at load; also check it as the user moves around a long-open tab.
  useEffect(() => {
    if (session && session.expiresAt <= Date.now()) forget();
  }, [location.pathname, session, forget]);

  const notify = useMemo<Notifier>(
    () => ({
      success: (text) => toast('success', text),
      error: (text) => toast('error', text),
      info: (text) => toast('info', text),
      warning: (text) => toast('warning', text),
    }),
    [toast],
  );

  const host = useMemo<HostApi>(
    () => ({
      version: HOST_API_VERSION,
      user: session?.user ?? null,
      clinic,
      notify,
      signOut,
      updateUser: (user: UserInfo) => setSession((current) => writeSession(user, current?.expiresAt)),
    }),
    [session, clinic, notify, signOut],
  );
  const actions = useMemo(() => ({ signIn: (user: UserInfo) => setSession(writeSession(user)) }), []);

  return (
    <HostContext.Provider value={host}>
      {toasterWanted && (
        <FrameErrorBoundary name="toaster">
          <Suspense fallback={null}>
            <Toaster toasts={toasts} onShown={onShown} />
          </Suspense>
        </FrameErrorBoundary>
      )}
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </HostContext.Provider>
  );
}
