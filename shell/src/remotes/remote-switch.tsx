import { lazy, Suspense, useState } from 'react';
import { useLocation } from '@clinic/router';
import { useAntdStyles } from '../app/antd-stylesheet';
import type { RemoteName } from '../app/runtime-config';
import { resetRemote } from './remote-loader';
import { RemoteRoutes } from './remote-routes';
import { loadingView, RemoteErrorBoundary, RemoteUnavailable } from './remote-unavailable';
import { DeclaredScreenHeading } from './screen-heading';
import { useOwner, useRemote } from './use-remote';

// Only for an address nobody serves: antd's Result (with its illustrations) is not fetched on every remote screen's way.
const NotFoundPage = lazy(() => import('../features/errors/not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })));
const notFound = (
  <Suspense fallback={null}>
    <NotFoundPage />
  </Suspense>
);

/** While the remote is found and its routes load: the screen's heading from its manifest, and a spinner. */
function Loading({ pathname }: { pathname: string }) {
  return (
    <>
      <DeclaredScreenHeading pathname={pathname} />
      {loadingView}
    </>
  );
}

function RemoteView({ remote, unreachable, onRetryOthers }: { remote: RemoteName; unreachable: RemoteName[]; onRetryOthers: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemote(remote, attempt);
  const styles = useAntdStyles();
  const { pathname } = useLocation();
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  if (state.status === 'loading' || styles.retrying) return <Loading pathname={pathname} />;
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} onRetry={retry} reason={state.reason} />;
  // A remote's production build writes none of antd's styles itself: without the shell's
  // stylesheet its screens would be drawn without them (popups open, no layout).
  if (styles.missing) return <RemoteUnavailable remote={remote} onRetry={styles.retry} />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} key={attempt}>
      <Suspense fallback={loadingView}>
        <RemoteRoutes
          module={state.module}
          missing={unreachable.length ? <RemoteUnavailable remote={unreachable.length === 1 ? unreachable[0] : undefined} onRetry={onRetryOthers} /> : notFound}
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
  if (!ownership) return <Loading pathname={pathname} />;
  const { owner, unreachable } = ownership;
  const retry = () => {
    unreachable.forEach(resetRemote);
    setAttempt((n) => n + 1);
  };
  if (owner) return <RemoteView remote={owner} key={owner} unreachable={unreachable} onRetryOthers={retry} />;
  if (unreachable.length === 0) return notFound;
  return <RemoteUnavailable remote={unreachable.length === 1 ? unreachable[0] : undefined} onRetry={retry} />;
}
