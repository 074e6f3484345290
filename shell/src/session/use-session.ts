import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@clinic/router';
import { api, onUnauthenticated, reconnectMessageEvents } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { clearOfflineData } from '../offline/offline-store';
import { clearPendingSignOut, clearSession, PENDING_SIGN_OUT_KEY, readSession, SESSION_STORAGE_KEY } from './session-store';

/**
 * A sign-out the server never heard of (the phone was offline): the browser forgot the user, but
 * its cookie still opened their account (their data export, say) to the next person holding the
 * phone. The server is told as soon as it can be, unless someone has signed in since.
 */
function endSignedOutSession(): void {
  if (!localStorage.getItem(PENDING_SIGN_OUT_KEY) || readSession()) return;
  api.POST('/api/users/logout').then(clearPendingSignOut, () => undefined);
}

/**
 * The signed-in state: read at load (checked for expiry then), kept in step with other tabs and
 * with the server, which may refuse the cookie at any time.
 */
export function useSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [session, setSession] = useState(readSession);
  const { t } = useTranslation('shell');

  const forget = useCallback(() => {
    clearSession();
    // Nothing of this user stays on the device: neither the query cache nor its offline copy.
    clearOfflineData();
    setSession(null);
    queryClient.clear();
  }, [queryClient]);

  const signOut = useCallback(async () => {
    // A message sent offline waits in memory; signing out would drop it without a word.
    const queued = queryClient.getMutationCache().getAll().some((mutation) => mutation.state.isPaused);
    if (queued && !window.confirm(t('offline.discardQueued'))) return;
    try {
      await api.POST('/api/users/logout');
      clearPendingSignOut();
    } catch (error) {
      // Spec: a failed logout call is only logged; the browser forgets the session regardless.
      console.error('Logout request failed', error);
      localStorage.setItem(PENDING_SIGN_OUT_KEY, '1');
    }
    forget();
    navigate('/');
  }, [forget, navigate, queryClient, t]);

  useEffect(() => {
    endSignedOutSession();
    return onlineManager.subscribe((online) => {
      if (online) endSignedOutSession();
    });
  }, []);

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

  return { session, setSession, signOut };
}
