import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@clinic/router';
import { api, onUnauthenticated, reconnectMessageEvents } from '@clinic/api-client';
import { clearOfflineData } from '../offline/offline-store';
import { clearSession, readSession, SESSION_STORAGE_KEY } from './session-store';

/**
 * The signed-in state: read at load (checked for expiry then), kept in step with other tabs and
 * with the server, which may refuse the cookie at any time.
 */
export function useSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [session, setSession] = useState(readSession);

  const forget = useCallback(() => {
    clearSession();
    // Nothing of this user stays on the device: neither the query cache nor its offline copy.
    clearOfflineData();
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

  return { session, setSession, signOut };
}
