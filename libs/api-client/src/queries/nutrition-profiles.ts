import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NutritionProfile, NutritionProfileRequest } from '@clinic/contracts';
import { api, unwrap } from '../client';

export const nutritionProfileKeys = {
  all: ['nutritionProfiles'] as const,
  of: (clientId: string) => [...nutritionProfileKeys.all, clientId] as const,
};

/** A client's diet, allergies and target (the client themself, their care team or the admin). */
export function useNutritionProfile(clientId: string | undefined) {
  return useQuery({
    queryKey: nutritionProfileKeys.of(clientId ?? ''),
    queryFn: () => unwrap(api.GET('/api/nutritionProfiles/client/{clientId}', { params: { path: { clientId: clientId! } } })) as Promise<NutritionProfile>,
    enabled: Boolean(clientId),
  });
}

export function useUpdateNutritionProfile(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NutritionProfileRequest) =>
      unwrap(api.PUT('/api/nutritionProfiles/client/{clientId}', { params: { path: { clientId } }, body })) as Promise<NutritionProfile>,
    onSuccess: (profile) => queryClient.setQueryData(nutritionProfileKeys.of(clientId), profile),
  });
}
