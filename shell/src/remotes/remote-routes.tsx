import { type ReactNode, useEffect, useMemo } from 'react';
import { useRoutes, type RouteObject } from '@clinic/router';
import type { RemoteModule, RemoteRoute } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { ScreenErrorBoundary } from '../layout/error-boundaries';
import { RequireAccess } from '../session/require-access';

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
        <route.Component />
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
