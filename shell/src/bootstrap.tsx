import { startTransition } from 'react';
import { drawsAntd, preloadThemed } from './app/themed';
import { loadRuntimeConfig } from './app/runtime-config';
import { nextTask } from './app/next-task';
import { registerServiceWorker } from './pwa/register-service-worker';

/**
 * `load`'s modules evaluated in a task of their own. Imported statically by this module, the
 * shell's modules and the shared libraries (React DOM, the router, i18next, TanStack Query, the
 * federation's share negotiation) were evaluated in one task of 110-160 ms at a phone's CPU, the
 * longest of the page's start (issue 17). `webpackMode: "eager"` keeps them in this chunk: no
 * request is added.
 */
async function inOwnTask<T>(load: () => Promise<T>): Promise<T> {
  await nextTask();
  return load();
}

async function start() {
  if (drawsAntd(window.location.pathname)) preloadThemed();
  const configured = loadRuntimeConfig();
  const [{ cataloguesReady, currentLanguage }, { loadAntdLocale }] = await inOwnTask(() =>
    Promise.all([import(/* webpackMode: "eager" */ '@clinic/i18n'), import(/* webpackMode: "eager" */ './app/antd-locale'), import(/* webpackMode: "eager" */ './i18n')]),
  );
  const { startRemotes } = await inOwnTask(() => import(/* webpackMode: "eager" */ './remotes/remote-startup'));
  const { createRoot } = await inOwnTask(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const { App } = await inOwnTask(() => import(/* webpackMode: "eager" */ './app/app'));
  const config = await configured;
  const container = document.getElementById('root')!;
  let rendered!: () => void;
  startRemotes(config, window.location.pathname, container, new Promise<void>((resolve) => (rendered = resolve)));
  // A Hindi reader's first paint is in Hindi: the shell's catalogue arrives with the config.
  await cataloguesReady();
  await loadAntdLocale(currentLanguage());
  // Rendered as a transition, so React works in slices of a few milliseconds and yields between
  // them: the first render of the header, the screen's frame and their queries was one task of
  // 200-400 ms on a phone's CPU, blocking input all along (issue 17, docs/decisions.md).
  const root = createRoot(container);
  startTransition(() => root.render(<App config={config} onFirstCommit={rendered} />));
  registerServiceWorker();
}

void start();
