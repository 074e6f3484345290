import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { planKeys } from './plans';
import { progressKeys } from './progress';
import { userKeys } from './users';

export const careTeamKeys = {
  all: ['careTeam'] as const,
  of: (clientId: string) => [...careTeamKeys.all, clientId] as const,
};

/** A client's care team: the admin reads anyone's, a client their own. */
export function useCareTeam(clientId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: careTeamKeys.of(clientId ?? ''),
    queryFn: () => unwrap(api.GET('/api/careTeam/client/{clientId}', { params: { path: { clientId: clientId! } } })),
    enabled: Boolean(clientId) && enabled,
  });
}

/**
 * Who may see which client changes: pickers and record lists are refetched with the team. The change
 * counts as done (its confirmation shows) once the team itself is read again; the other lists follow
 * in the background, so the confirmation does not wait for the slowest of them on a slow connection.
 */
function useRefreshAfterTeamChange(clientId: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [userKeys.all, planKeys.all, progressKeys.all]) void queryClient.invalidateQueries({ queryKey });
    return queryClient.invalidateQueries({ queryKey: careTeamKeys.of(clientId) });
  };
}

export function useAddCareTeamMember(clientId: string) {
  const refresh = useRefreshAfterTeamChange(clientId);
  return useMutation({
    mutationFn: (practitioner: string) => unwrap(api.POST('/api/careTeam/client/{clientId}', { params: { path: { clientId } }, body: { practitioner } })),
    onSuccess: refresh,
  });
}

export function useRemoveCareTeamMember(clientId: string) {
  const refresh = useRefreshAfterTeamChange(clientId);
  return useMutation({
    mutationFn: (practitionerId: string) =>
      unwrap(api.DELETE('/api/careTeam/client/{clientId}/{practitionerId}', { params: { path: { clientId, practitionerId } } })),
    onSuccess: refresh,
  });
}
