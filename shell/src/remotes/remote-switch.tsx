import { Suspense, useState } from 'react';
import { useLocation } from '@clinic/router';
import type { RemoteName } from '../app/runtime-config';
import { NotFoundPage } from '../features/errors/not-found-page';
import { resetRemote } from './remote-loader';
import { RemoteRoutes } from './remote-routes';
import { loadingView, RemoteErrorBoundary, RemoteUnavailable } from './remote-unavailable';
import { useOwner, useRemote } from './use-remote';

function RemoteView({ remote, unreachable, onRetryOthers }: { remote: RemoteName; unreachable: RemoteName[]; onRetryOthers: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemote(remote, attempt);
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  if (state.status === 'loading') return loadingView;
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} onRetry={retry} reason={state.reason} />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} key={attempt}>
      <Suspense fallback={loadingView}>
        <RemoteRoutes
          module={state.module}
          missing={unreachable.length ? <RemoteUnavailable remote={unreachable.length === 1 ? unreachable[0] : undefined} onRetry={onRetryOthers} /> : <NotFoundPage />}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Renders whichever remote declares the current path, loading it on first visit. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const ownership = useOwner(pathname, attempt);
  if (!ownership) return loadingView;
  const { owner, unreachable } = ownership;
  const retry = () => {
    unreachable.forEach(resetRemote);
    setAttempt((n) => n + 1);
  };
  if (owner) return <RemoteView remote={owner} key={owner} unreachable={unreachable} onRetryOthers={retry} />;
  if (unreachable.length === 0) return <NotFoundPage />;
  return <RemoteUnavailable remote={unreachable.length === 1 ? unreachable[0] : undefined} onRetry={retry} />;
}
