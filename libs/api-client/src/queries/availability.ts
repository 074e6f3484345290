import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOverrideRequest, ReplaceSlotsRequest, SetSlotStatusRequest, TimeRange, Weekday } from '@clinic/contracts';
import { api, unwrap } from '../client';

export const availabilityKeys = {
  all: ['availability'] as const,
  mine: () => [...availabilityKeys.all, 'mine'] as const,
  of: (nutritionist: string) => [...availabilityKeys.all, 'of', nutritionist] as const,
};

export function useMyAvailability() {
  return useQuery({
    queryKey: availabilityKeys.mine(),
    queryFn: () => unwrap(api.GET('/api/availabilities/mine')),
  });
}

export function useNutritionistAvailability(nutritionist: string | undefined) {
  return useQuery({
    queryKey: availabilityKeys.of(nutritionist ?? ''),
    queryFn: () => unwrap(api.GET('/api/availabilities/nutritionist/{id}', { params: { path: { id: nutritionist! } } })),
    enabled: Boolean(nutritionist),
  });
}

function useAvailabilityMutation<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }) });
}

export const useAddSlots = () =>
  useAvailabilityMutation(({ dayOfWeek, slots }: { dayOfWeek: Weekday; slots: TimeRange[] }) =>
    unwrap(api.POST('/api/availabilities', { body: { dayOfWeek, slots } })),
  );

export const useReplaceSlots = () =>
  useAvailabilityMutation(({ dayOfWeek, slots }: { dayOfWeek: Weekday } & ReplaceSlotsRequest) =>
    unwrap(api.PUT('/api/availabilities/{dayOfWeek}', { params: { path: { dayOfWeek } }, body: { slots } })),
  );

export const useSetSlotStatus = () =>
  useAvailabilityMutation(({ dayOfWeek, ...body }: { dayOfWeek: Weekday } & SetSlotStatusRequest) =>
    unwrap(api.PUT('/api/availabilities/{dayOfWeek}/slot', { params: { path: { dayOfWeek } }, body })),
  );

export const useDeleteAvailabilityDay = () =>
  useAvailabilityMutation((dayOfWeek: Weekday) => unwrap(api.DELETE('/api/availabilities/{dayOfWeek}', { params: { path: { dayOfWeek } } })));

export const overrideKeys = {
  all: [...availabilityKeys.all, 'overrides'] as const,
  of: (nutritionist: string) => [...overrideKeys.all, nutritionist] as const,
};

/** Time off and extra hours from today on; `nutritionist` only for the admin looking at someone else. */
export function useOverrides(nutritionist?: string) {
  return useQuery({
    queryKey: overrideKeys.of(nutritionist ?? 'mine'),
    queryFn: () => unwrap(api.GET('/api/availabilities/overrides', { params: { query: nutritionist ? { nutritionist } : {} } })),
  });
}

export const useCreateOverride = () =>
  useAvailabilityMutation((body: CreateOverrideRequest) => unwrap(api.POST('/api/availabilities/overrides', { body })));

export const useDeleteOverride = () =>
  useAvailabilityMutation((id: string) => unwrap(api.DELETE('/api/availabilities/overrides/{id}', { params: { path: { id } } })));

/** A nutritionist's sessions on each date of a range, with what each one is (free, booked, blocked, time off, past). */
export function useDatedAvailability(nutritionist: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: [...availabilityKeys.of(nutritionist ?? ''), 'dates', from, to] as const,
    queryFn: () => unwrap(api.GET('/api/availabilities/nutritionist/{id}/dates', { params: { path: { id: nutritionist! }, query: { from, to } } })),
    enabled: Boolean(nutritionist && from && to),
    // Others book too: a dated view is always asked again when shown.
    staleTime: 0,
  });
}
