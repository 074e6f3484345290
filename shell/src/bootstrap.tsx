import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { cataloguesReady, currentLanguage } from '@clinic/i18n';
import './i18n';
import { loadAntdLocale } from './app/antd-locale';
import { App } from './app/app';
import { drawsAntd, preloadThemed } from './app/themed';
import { loadRuntimeConfig } from './app/runtime-config';
import { registerServiceWorker } from './pwa/register-service-worker';
import { registerConfiguredRemotes, warmUpRemote } from './remotes/remote-loader';
import { isShellPath } from '@clinic/contracts';
import { configureOwnership, findOwner, keepEarlyHeading } from './remotes/remote-ownership';
import { earlyScreenHeading } from './early-paint/early-paint';
import { registerShareVersionCheck } from './remotes/share-check';
import { readSession } from './session/session-store';

/** After the browser has painted what React has committed by the next frame. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
}

async function start() {
  if (drawsAntd(window.location.pathname)) preloadThemed();
  const config = await loadRuntimeConfig();
  registerShareVersionCheck();
  registerConfiguredRemotes(config);
  configureOwnership(config.remotes);
  // Opened on a remote's screen (a bookmark, a reload): ask which remote serves it now (its manifest
  // also has the screen's heading), and fetch that remote and screen without waiting for the shell
  // to render that far, but once the heading is on screen: run before it, the remote's code held the
  // phone's first paint of the page back by a second or more (issue 17). Signed-out visitors are
  // sent to sign in first, so nothing is fetched for them.
  const { pathname } = window.location;
  const owner = !isShellPath(pathname) && readSession() ? findOwner(pathname) : undefined;
  // A Hindi reader's first paint is in Hindi: the shell's catalogue arrives with the config.
  await cataloguesReady();
  await loadAntdLocale(currentLanguage());
  // Rendered as a transition, so React works in slices of a few milliseconds and yields between
  // them: the first render of the header, the screen's frame and their queries was one task of
  // 200-400 ms on a phone's CPU, blocking input all along (issue 17, docs/decisions.md).
  const container = document.getElementById('root')!;
  keepEarlyHeading(pathname, earlyScreenHeading(container));
  const root = createRoot(container);
  const committed = new Promise<void>((resolve) => startTransition(() => root.render(<App config={config} onFirstCommit={resolve} />)));
  // The remote's code once that first render is on screen: started in between the render's slices,
  // its evaluation held the first paint back by a second.
  if (owner) void Promise.all([owner, committed]).then(([found]) => found.owner && afterNextPaint(() => warmUpRemote(found.owner!, pathname)));
  registerServiceWorker();
}

void start();
