import { createRoot } from 'react-dom/client';
import { cataloguesReady, currentLanguage } from '@clinic/i18n';
import './i18n';
import { loadAntdLocale } from './app/antd-locale';
import { App } from './app/app';
import { drawsAntd, preloadThemed } from './app/themed';
import { loadRuntimeConfig } from './app/runtime-config';
import { registerServiceWorker } from './pwa/register-service-worker';
import { registerConfiguredRemotes, warmUpRemote } from './remotes/remote-loader';
import { configureOwnership, findOwner, isShellPath } from './remotes/remote-ownership';
import { registerShareVersionCheck } from './remotes/share-check';
import { readSession } from './session/session-store';

async function start() {
  if (drawsAntd(window.location.pathname)) preloadThemed();
  const config = await loadRuntimeConfig();
  registerShareVersionCheck();
  registerConfiguredRemotes(config);
  configureOwnership(config.remotes);
  // Opened on a remote's screen (a bookmark, a reload): fetch that remote and screen now, alongside
  // the shell's own chunks, instead of after the shell has rendered its route. Signed-out visitors
  // are sent to sign in first, so nothing is fetched for them.
  const { pathname } = window.location;
  if (!isShellPath(pathname) && readSession()) {
    void findOwner(pathname).then((found) => found.owner && warmUpRemote(found.owner, pathname));
  }
  // A Hindi reader's first paint is in Hindi: the shell's catalogue arrives with the config.
  await cataloguesReady();
  await loadAntdLocale(currentLanguage());
  createRoot(document.getElementById('root')!).render(<App config={config} />);
  registerServiceWorker();
}

void start();
