/**
 * antd's component styles, prebuilt by the shell's build (tools/webpack/antd-stylesheet.cjs) in place
 * of antd writing them at run time. Absent in tests and in builds that do not make it.
 */
const STYLESHEET = typeof __ANTD_STYLESHEET__ === 'string' ? __ANTD_STYLESHEET__ : undefined;

let loading: Promise<boolean> | undefined;

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
 * over the styles antd wrote there at run time. False when there is none or it could not be fetched
 * (offline before it was ever cached): antd then writes its styles itself.
 */
export function loadAntdStylesheet(): Promise<boolean> {
  if (!STYLESHEET) return Promise.resolve(false);
  loading ??= new Promise<boolean>((resolve) => afterFirstContentfulPaint(() => insertStylesheet(STYLESHEET, resolve)));
  return loading;
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
    loading = undefined;
    resolve(false);
  };
  document.head.prepend(link);
}
