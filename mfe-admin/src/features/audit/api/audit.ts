import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@clinic/api-client';

export function useClientAudit(clientId: string, page: number) {
  return useQuery({
    queryKey: ['audit', clientId, page],
    queryFn: () => unwrap(api.GET('/api/audit/client/{clientId}', { params: { path: { clientId }, query: { page, limit: 50 } } })),
    placeholderData: keepPreviousData,
    enabled: Boolean(clientId),
  });
}
