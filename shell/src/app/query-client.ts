import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@clinic/api-client';

/**
 * Spec section 9: data is fresh for 5 s and dropped 5 s after its last use. A server answer (4xx/5xx)
 * is final; only transport failures are retried, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5000,
        gcTime: 5000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.kind === 'http'),
      },
      mutations: { retry: false },
    },
  });
}
