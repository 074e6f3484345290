import { lazy, type ReactNode, Suspense } from 'react';
import { loadAntdStylesheet } from './antd-stylesheet';

// antd's stylesheet comes with its scope, fetched side by side, and nothing of antd is drawn before both are in.
const loadScope = () => Promise.all([import(/* webpackChunkName: "antd-scope" */ './antd-scope'), loadAntdStylesheet()]);
const AntdScope = lazy(() => loadScope().then(([m]) => ({ default: m.AntdScope })));

/**
 * antd's theme around `children`, loaded with the first part of a page that draws antd. Not at the
 * app's root: the sign-in page, most people's first page on a phone, draws none, and with the
 * provider at the root it loaded and ran antd's style engine anyway (issue 17).
 */
export function Themed({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdScope>{children}</AntdScope>
    </Suspense>
  );
}

/** The sign-in page is plain elements styled in index.html: it needs none of antd, not even its theme. */
export const drawsAntd = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') !== '/login';

/**
 * Starts fetching antd's scope ahead of need: at start on a page that draws antd (alongside the
 * shell's other chunks, not after them), and on the sign-in page once someone signs in.
 */
export function preloadThemed(): void {
  void loadScope();
}
