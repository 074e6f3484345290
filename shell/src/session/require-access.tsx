import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@clinic/router';
import { useCurrentUser, type RouteAccess } from '@clinic/host';

/**
 * The one place roles are checked in the browser: signed-out users go to sign in and come back,
 * signed-in users without the role see /unauthorized. (The API checks again; this is only UX.)
 */
/** Without children it guards the nested routes (`<Outlet />`). */
export function RequireAccess({ access, children }: { access: RouteAccess; children?: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  const content = children ?? <Outlet />;
  if (access === 'public') return content;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!access.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return content;
}
