import { ConfigProvider } from 'antd';
// The ES module build: antd/locale/* is CommonJS and would bring antd's CommonJS copies along.
import enGB from 'antd/es/locale/en_GB';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from '@clinic/router';
import { HostProvider } from '../session/host-provider';
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
  const [queryClient] = useState(createQueryClient);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => clinicTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <HostProvider clinic={config.clinic}>
            <ShellRoutes />
          </HostProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
