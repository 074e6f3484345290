import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from '@clinic/router';
import { OfflineBanner } from '../offline/offline-banner';
import { keepQueriesForOffline, warnBeforeLeavingQueued } from '../offline/offline-store';
import { useOnline } from '../offline/use-online';
import { HostProvider } from '../session/host-provider';
import { useAntdLocale } from './antd-locale';
import { createQueryClient } from './query-client';
import { ShellRoutes } from './router';
import type { RuntimeConfig } from './runtime-config';
import { clinicTheme } from './theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion, following changes. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function App({ config }: { config: RuntimeConfig }) {
  // Subscribed before the first render, so that queries created by it are answered offline too.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    keepQueriesForOffline(client);
    warnBeforeLeavingQueued(client);
    return client;
  });
  // Offline, antd controls (the shell's and the remotes', through the shared DisabledContext) are
  // disabled, so what needs the server is not started; links and menus still work. A form that sets
  // its own `disabled` (the reply box does) stays usable, and what it sends waits for the connection.
  const online = useOnline();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => clinicTheme({ reducedMotion }), [reducedMotion]);
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={theme} locale={locale} componentDisabled={!online}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <HostProvider clinic={config.clinic}>
            <OfflineBanner timeZone={config.clinic.timeZone} />
            <ShellRoutes />
          </HostProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
