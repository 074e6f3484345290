import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MealRequest, PAGE_SIZE_MAX, type PlanTemplate } from '@clinic/contracts';
import { api, unwrap } from '../client';

export type PlanTemplateRequest = { title: string; description?: string; meals: MealRequest[] } | { title?: string; fromPlan: string };

export const planTemplateKeys = {
  all: ['planTemplates'] as const,
  list: () => [...planTemplateKeys.all, 'list'] as const,
};

export function usePlanTemplates() {
  return useQuery({
    queryKey: planTemplateKeys.list(),
    // The clinic keeps a handful of templates: the first page of the most a page holds lists them all.
    queryFn: () => unwrap(api.GET('/api/planTemplates', { params: { query: { page: 1, limit: PAGE_SIZE_MAX } } })).then((page) => page.data as PlanTemplate[]),
  });
}

export function useCreatePlanTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanTemplateRequest) => unwrap(api.POST('/api/planTemplates', { body })) as Promise<PlanTemplate>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planTemplateKeys.all }),
  });
}
