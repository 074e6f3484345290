import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { RemoteModule } from '@clinic/host';
import type { RemoteName } from '../app/runtime-config';
import { loadRemoteRoutes, type RemoteDefect, RemoteLoadError } from './remote-loader';
import { findOwner, knownHeading, type Ownership, subscribeToManifests } from './remote-ownership';

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; reason?: RemoteDefect };

/** A remote's routes, loaded once per attempt (a retry is a new attempt). */
export function useRemote(remote: RemoteName, attempt: number): LoadState {
  const [state, setState] = useState<LoadState & { key: string }>({ status: 'loading', key: '' });
  const key = `${remote}:${attempt}`;
  useEffect(() => {
    let live = true;
    loadRemoteRoutes(remote).then(
      // In a transition, so the remote's routes and screen are first drawn in React's slices, not
      // in one task (issue 17, docs/decisions.md).
      (module) => live && startTransition(() => setState({ status: 'ready', module, key })),
      (error: unknown) => {
        console.error(error);
        // An incompatible build is worth saying; a network failure is covered by the general text.
        const reason = error instanceof RemoteLoadError ? error.defect : undefined;
        if (live) setState({ status: 'failed', key, reason });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, key]);
  return state.key === key ? state : { status: 'loading' };
}

/** Which remote declares `pathname`, and which remotes could not be asked. */
export function useOwner(pathname: string, attempt: number): Ownership | null {
  const [state, setState] = useState<{ key: string; ownership: Ownership } | null>(null);
  const key = `${pathname}:${attempt}`;
  useEffect(() => {
    let live = true;
    void findOwner(pathname).then((ownership) => live && setState({ key, ownership }));
    return () => {
      live = false;
    };
  }, [pathname, key]);
  return state?.key === key ? state.ownership : null;
}

/** The heading a remote's manifest declares for the screen at `pathname` (see knownHeading), once known. */
export function useDeclaredHeading(pathname: string, role: string | undefined, language: string): string | undefined {
  const heading = useSyncExternalStore(subscribeToManifests, () => knownHeading(pathname, role, language));
  // Asks for the manifests if nobody has yet (a retry forgets those that failed).
  useEffect(() => {
    void findOwner(pathname);
  }, [pathname]);
  return heading ?? undefined;
}
