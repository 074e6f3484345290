import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateClinicSettingsRequest } from '@clinic/contracts';
import { api, unwrap } from '../client';
import { appointmentKeys } from './appointments';

export const settingsKeys = {
  all: ['settings'] as const,
  clinic: () => [...settingsKeys.all, 'clinic'] as const,
  changes: (page: number) => [...settingsKeys.all, 'changes', page] as const,
};

/** The clinic's settings (public: name, address, phone, prices, cut-off, follow-up interval). */
export function useClinicSettings() {
  return useQuery({
    queryKey: settingsKeys.clinic(),
    queryFn: () => unwrap(api.GET('/api/settings')),
    staleTime: 5 * 60_000,
  });
}

export function useUpdateClinicSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClinicSettingsRequest) => unwrap(api.PUT('/api/settings', { body })),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.clinic(), settings);
      void queryClient.invalidateQueries({ queryKey: [...settingsKeys.all, 'changes'] });
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.prices() });
    },
  });
}

/** Who changed which setting, newest first (admin). */
export function useClinicSettingsChanges(page: number) {
  return useQuery({
    queryKey: settingsKeys.changes(page),
    queryFn: () => unwrap(api.GET('/api/settings/changes', { params: { query: { page, limit: 10 } } })),
    placeholderData: keepPreviousData,
  });
}
