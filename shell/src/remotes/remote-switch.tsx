import { Button, Result, Spin } from 'antd';
import { Component, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@clinic/router';
import type { RemoteModule, RemoteRoute } from '@clinic/host';
import { ScreenErrorBoundary } from '../layout/error-boundaries';
import type { RemoteName } from '../app/runtime-config';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RequireAccess } from '../session/require-access';
import { loadRemoteRoutes, RemoteLoadError, resetRemote } from './remote-loader';
import { findOwner, type Ownership } from './remote-ownership';

const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_client: 'appointments, plans and progress',
  mfe_admin: 'clinic administration',
  mfe_messaging: 'messages',
};

/** `remote` is unknown when the path's owner could not be asked (its manifest is unreachable). */
function RemoteUnavailable({ remote, onRetry, reason }: { remote?: RemoteName; onRetry: () => void; reason?: string }) {
  return (
    <Result
      status="warning"
      title="This section is temporarily unavailable"
      subTitle={
        <>
          {remote ? `The ${REMOTE_LABELS[remote]} screens could not be loaded.` : 'The screens of this page could not be loaded.'} The rest of
          the app still works.
          {reason && <div style={{ marginTop: 8 }}>{reason}</div>}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

/** Catches render errors inside a remote's screens so one broken remote never blanks the shell. */
class RemoteErrorBoundary extends Component<{ remote: RemoteName; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remote} failed while rendering`, error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

function Screen({ route }: { route: RemoteRoute }) {
  useEffect(() => {
    document.title = `${route.title} · Nutrition Clinic`;
  }, [route.title]);
  return (
    <RequireAccess access={route.access}>
      {/* Inside the remote's own boundary, so a broken screen leaves the remote's other screens usable. */}
      <ScreenErrorBoundary>
        <route.Component />
      </ScreenErrorBoundary>
    </RequireAccess>
  );
}

/**
 * A path the owner has no screen for is "not found", unless a remote could not be asked: a more
 * specific declaration of that remote (`/admin/conversationList` within `/admin/*`) may be the one.
 */
function RemoteRoutes({ module, missing }: { module: RemoteModule; missing: ReactNode }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      ...module.routes.map((route) => ({ path: route.path, element: <Screen route={route} /> })),
      { path: '*', element: missing },
    ],
    [module, missing],
  );
  return useRoutes(routes);
}

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; reason?: string };

function useRemote(remote: RemoteName, attempt: number): LoadState {
  const [state, setState] = useState<LoadState & { key: string }>({ status: 'loading', key: '' });
  const key = `${remote}:${attempt}`;
  useEffect(() => {
    let live = true;
    loadRemoteRoutes(remote).then(
      (module) => live && setState({ status: 'ready', module, key }),
      (error: unknown) => {
        console.error(error);
        // An incompatible build is worth saying; a network failure is covered by the general text.
        const reason = error instanceof RemoteLoadError && !error.cause ? error.message : undefined;
        if (live) setState({ status: 'failed', key, reason });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, key]);
  return state.key === key ? state : { status: 'loading' };
}

const loadingView = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
    <Spin size="large" />
  </div>
);

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

function useOwner(pathname: string, attempt: number): Ownership | null {
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
