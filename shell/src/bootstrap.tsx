import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/runtime-config';
import { registerConfiguredRemotes, warmUpRemote } from './remotes/remote-loader';
import { remoteFor } from './remotes/remote-ownership';
import { registerShareVersionCheck } from './remotes/share-check';
import { readSession } from './session/session-store';

async function start() {
  const config = await loadRuntimeConfig();
  registerShareVersionCheck();
  registerConfiguredRemotes(config);
  // Opened on a remote's screen (a bookmark, a reload): fetch that remote and screen now, alongside
  // the shell's own chunks, instead of after the shell has rendered its route. Signed-out visitors
  // are sent to sign in first, so nothing is fetched for them.
  const landing = remoteFor(window.location.pathname);
  if (landing && readSession()) warmUpRemote(landing, window.location.pathname);
  createRoot(document.getElementById('root')!).render(<App config={config} />);
}

void start();
