import { createContext, useContext } from 'react';

/**
 * antd's component styles, prebuilt by the shell's build (tools/webpack/antd-stylesheet.cjs) in place
 * of antd writing them at run time. Absent in tests and in builds that do not make it.
 */
const STYLESHEET = typeof __ANTD_STYLESHEET__ === 'string' ? __ANTD_STYLESHEET__ : undefined;

/** Whether this build has the stylesheet: production and development builds of the shell do. */
export const expectsAntdStylesheet = STYLESHEET !== undefined;

let loading: Promise<boolean> | undefined;
let inPage = false;
let tries = 0;

/** Waits before the second and third attempts: a dropped request on mobile data is common, an outage less so. */
const RETRY_DELAYS_MS = [1_000, 2_000];

/** Longest wait for a first paint that does not come (a tab opened in the background paints nothing). */
const PAINT_WAIT_MS = 1_500;

/**
 * Runs `run` once the page has painted content (at once if it has). The page's first paint (the
 * header, the screen's heading) needs nothing of antd, and on slow mobile data every byte fetched
 * before it delays it.
 */
function afterFirstContentfulPaint(run: () => void): void {
  const painted = (entries: PerformanceEntryList) => entries.some((e) => e.name === 'first-contentful-paint');
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted(performance.getEntriesByType('paint'))) {
    run();
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    run();
  };
  const observer = new PerformanceObserver((list) => painted(list.getEntries()) && go());
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(go, PAINT_WAIT_MS);
}

/**
 * Loads the stylesheet once, after the page's first paint; true when it is in the page. Fetched as
 * a preload and made a stylesheet once it is in (a stylesheet link added to <head> holds back any
 * paint still to come, and nothing of antd is drawn before it is in anyway). First in <head>, so
 * that the page's own rules (index.html) still win over antd's at equal specificity, as they did
 * over the styles antd wrote there at run time. Tried three times; false when there is none or it
 * could not be fetched (offline before it was ever cached): antd then writes the shell's styles
 * itself, and the remotes' screens, which carry no such code, offer to try again
 * (`AntdStylesContext`). Called again after a failure, it tries again.
 */
export function loadAntdStylesheet(): Promise<boolean> {
  if (!STYLESHEET) return Promise.resolve(false);
  loading ??= new Promise<boolean>((resolve) => afterFirstContentfulPaint(() => attempt(STYLESHEET, 0, resolve)));
  return loading;
}

/** Whether the stylesheet is in the page now. */
export const antdStylesheetInPage = (): boolean => inPage;

function attempt(href: string, failures: number, resolve: (inPage: boolean) => void): void {
  // A new address for each try: Chromium answers a second preload of an address that failed, in
  // the same page, with the same failure, without asking the network again.
  tries += 1;
  insertStylesheet(tries === 1 ? href : `${href}?try=${tries}`, (ok) => {
    if (ok || failures >= RETRY_DELAYS_MS.length) {
      inPage = ok;
      if (!ok) loading = undefined;
      resolve(ok);
      return;
    }
    setTimeout(() => attempt(href, failures + 1, resolve), RETRY_DELAYS_MS[failures]);
  });
}

function insertStylesheet(href: string, resolve: (inPage: boolean) => void): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  // The priority of the screens' code it comes with; at a style preload's default (the highest) it
  // would go ahead of that code.
  link.fetchPriority = 'low';
  link.href = href;
  link.onload = () => {
    link.onload = null;
    link.rel = 'stylesheet';
    resolve(true);
  };
  link.onerror = () => {
    link.remove();
    resolve(false);
  };
  document.head.prepend(link);
}

/**
 * Whether antd's prebuilt stylesheet is missing from a page that expects it (it could not be
 * fetched, even after retrying), and a way to try again. A remote built for production carries
 * none of antd's run-time style code (tools/webpack/antd-style-generators.cjs), so its screens
 * wait for the stylesheet rather than be drawn without it.
 */
export interface AntdStyles {
  missing: boolean;
  retrying: boolean;
  retry: () => void;
}

export const AntdStylesContext = createContext<AntdStyles>({ missing: false, retrying: false, retry: () => undefined });

export const useAntdStyles = (): AntdStyles => useContext(AntdStylesContext);
