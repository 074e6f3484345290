import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { TOAST_DURATION_MS } from '@clinic/contracts';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import type { RuntimeConfig } from './runtime-config';
import { theme } from './theme';

export function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(config.clinic));
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      {/* Toasts on every page, closing by themselves after 5 s (spec section 9). */}
      <AntApp message={{ duration: TOAST_DURATION_MS / 1000, maxCount: 3 }} style={{ height: '100%' }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
