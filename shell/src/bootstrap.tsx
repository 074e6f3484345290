import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/runtime-config';
import { registerConfiguredRemotes } from './remotes/remote-loader';
import { registerShareVersionCheck } from './remotes/share-check';

async function start() {
  const config = await loadRuntimeConfig();
  registerShareVersionCheck();
  registerConfiguredRemotes(config);
  createRoot(document.getElementById('root')!).render(<App config={config} />);
}

void start();
