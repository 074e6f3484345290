/**
 * The routing every app uses, re-exported from react-router. Apps import it from here, never from
 * react-router-dom directly (lint enforces it), for one reason: this module is what is shared at
 * run time, so the shell and the remotes use one router (one set of React contexts), and since it
 * names only these exports, the shared copy carries only them. Shared whole, react-router is 62 kB
 * gzip on every page; most of it (data loaders, server rendering, cookies) no app uses.
 * Need another export? Add it here.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
// Not react-router's, but about moving between screens: focus follows navigation (WCAG 2.4.3).
export { focusHeading, useFocusHeadingOnNavigation } from './route-focus';
