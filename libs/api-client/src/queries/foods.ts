import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Allergen, Diet, Food, FoodGroup, FoodKind, FoodRequest, FoodSource, FoodSummary } from '@clinic/contracts';
import { api, unwrap } from '../client';
import type { operations } from '../generated/schema';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Init = { params?: { path?: Record<string, string>; query?: Record<string, unknown> }; body?: unknown };
type Call = (path: string, init?: Init) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The nutrition endpoints (issue 59), typed by the shared contract in @clinic/contracts: the same
 * client (timeout, session watch, error mapping) as every other call.
 */
export function nutritionCall<T>(method: Method, path: string, init?: Init): Promise<T> {
  const client = api as unknown as Record<Method, Call>;
  return unwrap(client[method](path, init)) as Promise<T>;
}

export interface FoodSearch {
  search?: string;
  group?: FoodGroup;
  kind?: FoodKind;
  source?: FoodSource;
  diet?: Diet | null;
  exclude?: readonly Allergen[];
  limit?: number;
  page?: number;
}

export interface FoodPage {
  data: FoodSummary[];
  page: number;
  limit: number;
  total: number;
}

type FoodQuery = NonNullable<operations['Foods_search']['parameters']['query']>;

export const foodKeys = {
  all: ['foods'] as const,
  search: (params: FoodSearch) => [...foodKeys.all, 'search', params] as const,
  summary: (id: string) => [...foodKeys.all, 'summary', id] as const,
};

/** The query string the API reads: blank filters left out, allergens comma-separated. */
function searchQuery(params: FoodSearch) {
  const query: FoodQuery = {};
  if (params.search?.trim()) query.search = params.search.trim();
  if (params.group) query.group = params.group;
  if (params.kind) query.kind = params.kind;
  if (params.source) query.source = params.source;
  if (params.diet) query.diet = params.diet;
  if (params.exclude?.length) query.exclude = params.exclude.join(',');
  if (params.limit) query.limit = params.limit;
  if (params.page) query.page = params.page;
  return query;
}

export function useFoods(params: FoodSearch, enabled = true) {
  return useQuery({
    queryKey: foodKeys.search(params),
    queryFn: () => unwrap(api.GET('/api/foods', { params: { query: searchQuery(params) } })) as Promise<FoodPage>,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FoodRequest) => unwrap(api.POST('/api/foods', { body })) as Promise<Food>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodKeys.all }),
  });
}

export function useUpdateFood(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<FoodRequest>) => unwrap(api.PUT('/api/foods/{id}', { params: { path: { id } }, body })) as Promise<Food>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodKeys.all }),
  });
}

export function useDeleteFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/foods/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodKeys.all }),
  });
}

/**
 * The foods that `ids` name, as far as they are read: a search result seeds its food
 * (`useSeedFoodSummaries`), the others are fetched once. Foods that fail to load are left out.
 */
export function useFoodSummaries(ids: readonly string[]): ReadonlyMap<string, FoodSummary> {
  const unique = [...new Set(ids)];
  return useQueries({
    queries: unique.map((id) => ({
      queryKey: foodKeys.summary(id),
      queryFn: () => unwrap(api.GET('/api/foods/{id}', { params: { path: { id } } })) as Promise<FoodSummary>,
      staleTime: Infinity,
    })),
    combine: (results) => new Map(results.flatMap((r, i) => (r.data ? [[unique[i], r.data] as const] : []))),
  });
}

export function useSeedFoodSummaries() {
  const queryClient = useQueryClient();
  return (foods: readonly FoodSummary[]) => foods.forEach((f) => queryClient.setQueryData(foodKeys.summary(f._id), f));
}
