import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { components } from '../generated/schema';

type CreateProgressBody = components['schemas']['CreateProgressDto'];
type UpdateProgressBody = components['schemas']['UpdateProgressDto'];

export const progressKeys = {
  all: ['progress'] as const,
  list: (params: { page: number; limit: number; client?: string }) => [...progressKeys.all, 'list', params] as const,
  detail: (id: string) => [...progressKeys.all, 'detail', id] as const,
};

export function useProgressRecords(params: { page: number; limit: number; client?: string }, enabled = true) {
  return useQuery({
    queryKey: progressKeys.list(params),
    queryFn: () => unwrap(api.GET('/api/progresses', { params: { query: params } })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProgressRecord(id: string | undefined) {
  return useQuery({
    queryKey: progressKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.GET('/api/progresses/{id}', { params: { path: { id: id! } } })),
    enabled: Boolean(id),
  });
}

export function useCreateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProgressBody) => unwrap(api.POST('/api/progresses', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKeys.all }),
  });
}

export function useUpdateProgress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProgressBody) => unwrap(api.PUT('/api/progresses/{id}', { params: { path: { id } }, body })),
    onSuccess: (record) => {
      queryClient.setQueryData(progressKeys.detail(id), record);
      return queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}

export function useDeleteProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/progresses/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
