import { ConfigProvider } from 'antd';
// The ES module build: antd/locale/* is CommonJS and would bring antd's CommonJS copies along.
import enGB from 'antd/es/locale/en_GB';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from '@clinic/router';
import { HostProvider } from '../session/host-provider';
import { createQueryClient } from './query-client';
import { ShellRoutes } from './router';
import type { RuntimeConfig } from './runtime-config';
import { theme } from './theme';

export function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
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
