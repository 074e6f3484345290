import { lazy, type ReactNode, Suspense } from 'react';

const loadScope = () => import(/* webpackChunkName: "antd-scope" */ './antd-scope');
const AntdScope = lazy(() => loadScope().then((m) => ({ default: m.AntdScope })));

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

/** Starts fetching antd's scope ahead of need (the sign-in page, once someone starts signing in). */
export function preloadThemed(): void {
  void loadScope();
}
