import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, USER_QUERY_CACHE_MS, userKeys } from '@clinic/api-client';
import type { AdminUpdateUserRequest, Role } from '@clinic/contracts';

export interface UserListParams {
  page: number;
  limit: number;
  search?: string;
  role?: Role;
}

export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: () => unwrap(api.GET('/api/users', { params: { query: params } })),
    staleTime: USER_QUERY_CACHE_MS,
    gcTime: USER_QUERY_CACHE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUpdateUserRequest) => unwrap(api.PUT('/api/users/{id}', { params: { path: { id } }, body })),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/users/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Signs the user out on every device (a lost phone, a shared computer). */
export function useEndSessions(id: string) {
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/users/{id}/sessions', { params: { path: { id } } })),
  });
}
