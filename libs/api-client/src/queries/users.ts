import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../client';

/** Spec section 9: user endpoint data is cached 5 s, and dropped 5 s after its last use. */
export const USER_QUERY_CACHE_MS = 5000;

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: { page: number; limit: number; search?: string; role?: string }) => [...userKeys.lists(), params] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  nutritionists: (search: string) => [...userKeys.all, 'nutritionists', search] as const,
  clients: (search: string) => [...userKeys.all, 'clients', search] as const,
};

export function nutritionistsQuery(search = '') {
  return queryOptions({
    queryKey: userKeys.nutritionists(search),
    queryFn: () => unwrap(api.GET('/api/users/nutritionists', { params: { query: { search: search || undefined, limit: 100 } } })),
    staleTime: USER_QUERY_CACHE_MS,
    gcTime: USER_QUERY_CACHE_MS,
  });
}

export function clientsQuery(search = '') {
  return queryOptions({
    queryKey: userKeys.clients(search),
    queryFn: () => unwrap(api.GET('/api/users/clients', { params: { query: { search: search || undefined, limit: 100 } } })),
    staleTime: USER_QUERY_CACHE_MS,
    gcTime: USER_QUERY_CACHE_MS,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => unwrap(api.GET('/api/users/{id}', { params: { path: { id } } })),
    staleTime: USER_QUERY_CACHE_MS,
    gcTime: USER_QUERY_CACHE_MS,
  });
}

export const useNutritionists = (search = '') => useQuery(nutritionistsQuery(search));
export const useClients = (search = '', enabled = true) => useQuery({ ...clientsQuery(search), enabled });
export const useUser = (id: string | undefined) => useQuery({ ...userQuery(id ?? ''), enabled: Boolean(id) });

/**
 * What a client picker needs: the clients matching what was typed so far, and where to send the
 * typing (`picker` spreads into `ClientPicker` of `@clinic/ui`).
 */
export function useClientSearch(enabled = true) {
  const [search, setSearch] = useState('');
  const clients = useClients(search, enabled);
  return { picker: { clients: clients.data?.data, searching: clients.isFetching, onSearch: setSearch }, failed: clients.isError };
}
