import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { components } from '../generated/schema';

type CreatePlanBody = components['schemas']['CreatePlanDto'];
type UpdatePlanBody = components['schemas']['UpdatePlanDto'];

export const planKeys = {
  all: ['plans'] as const,
  list: (params: { page: number; limit: number; client?: string }) => [...planKeys.all, 'list', params] as const,
  detail: (id: string) => [...planKeys.all, 'detail', id] as const,
};

export function usePlans(params: { page: number; limit: number; client?: string }) {
  return useQuery({
    queryKey: planKeys.list(params),
    queryFn: () => unwrap(api.GET('/api/nutritionPlans', { params: { query: params } })),
    placeholderData: keepPreviousData,
  });
}

export function usePlan(id: string | undefined) {
  return useQuery({
    queryKey: planKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.GET('/api/nutritionPlans/{id}', { params: { path: { id: id! } } })),
    enabled: Boolean(id),
  });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanBody) => unwrap(api.POST('/api/nutritionPlans', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

export function useUpdatePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePlanBody) => unwrap(api.PUT('/api/nutritionPlans/{id}', { params: { path: { id } }, body })),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(id), plan);
      return queryClient.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/nutritionPlans/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** The plan as a one-page PDF; in the client's language unless `lang` is given. */
export const planPdfUrl = (id: string, lang?: 'en' | 'hi') => `/api/nutritionPlans/${encodeURIComponent(id)}/pdf${lang ? `?lang=${lang}` : ''}`;
