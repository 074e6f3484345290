import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from '@clinic/router';
import { OfflineBanner } from '../offline/offline-banner';
import { keepQueriesForOffline, warnBeforeLeavingQueued } from '../offline/offline-store';
import { HostProvider } from '../session/host-provider';
import { createQueryClient } from './query-client';
import { ShellRoutes } from './router';
import type { RuntimeConfig } from './runtime-config';

/** antd's theme is not set here but around what draws antd (app/themed.tsx). */
export function App({ config, onFirstCommit }: { config: RuntimeConfig; onFirstCommit?: () => void }) {
  // Subscribed before the first render, so that queries created by it are answered offline too.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    keepQueriesForOffline(client);
    warnBeforeLeavingQueued(client);
    return client;
  });
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <HostProvider clinic={config.clinic}>
          <OfflineBanner timeZone={config.clinic.timeZone} />
          <ShellRoutes />
        </HostProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
