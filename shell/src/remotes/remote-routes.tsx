import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useRoutes, type RouteObject } from '@clinic/router';
import { type RemoteModule, type RemoteRoute, useCurrentUser } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { ScreenErrorBoundary } from '../layout/error-boundaries';
import { RequireAccess } from '../session/require-access';
import { loadingView } from './remote-unavailable';
import { ScreenHeadingPlaceholder } from './screen-heading';

/** While a screen's code loads: its heading, when the remote says what it will be, and a spinner. */
function ScreenLoading({ route }: { route: RemoteRoute }) {
  const role = useCurrentUser()?.role;
  const heading = route.heading?.(role);
  return (
    <>
      <ScreenHeadingPlaceholder text={heading} />
      {loadingView}
    </>
  );
}

/** One of a remote's screens: its page title, its access rule and its own error boundary. */
function Screen({ route }: { route: RemoteRoute }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = t('app.documentTitle', { page: route.title });
  }, [route.title, t]);
  return (
    <RequireAccess access={route.access}>
      {/* Inside the remote's own boundary, so a broken screen leaves the remote's other screens usable. */}
      <ScreenErrorBoundary>
        <Suspense fallback={<ScreenLoading route={route} />}>
          <route.Component />
        </Suspense>
      </ScreenErrorBoundary>
    </RequireAccess>
  );
}

/**
 * A path the owner has no screen for is "not found", unless a remote could not be asked: a more
 * specific declaration of that remote (`/admin/conversationList` within `/admin/*`) may be the one.
 */
export function RemoteRoutes({ module, missing }: { module: RemoteModule; missing: ReactNode }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      ...module.routes.map((route) => ({ path: route.path, element: <Screen route={route} /> })),
      { path: '*', element: missing },
    ],
    [module, missing],
  );
  return useRoutes(routes);
}
