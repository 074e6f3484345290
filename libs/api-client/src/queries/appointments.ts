import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelAppointmentRequest, CreateAppointmentRequest, RescheduleAppointmentRequest, UpdateAppointmentRequest } from '@clinic/contracts';
import { api, unwrap } from '../client';
import type { paths } from '../generated/schema';

export type AppointmentListParams = NonNullable<paths['/api/appointments']['get']['parameters']['query']>;

export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (params: AppointmentListParams) => [...appointmentKeys.lists(), params] as const,
  onDate: (date: string) => [...appointmentKeys.all, 'date', date] as const,
  today: () => [...appointmentKeys.all, 'today'] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
  booked: (nutritionist: string, date: string) => [...appointmentKeys.all, 'booked', nutritionist, date] as const,
  prices: () => [...appointmentKeys.all, 'prices'] as const,
};

export function useAppointments(params: AppointmentListParams) {
  return useQuery({
    queryKey: appointmentKeys.list(params),
    queryFn: () => unwrap(api.GET('/api/appointments', { params: { query: params } })),
    placeholderData: keepPreviousData,
  });
}

export function useAppointmentsOnDate(date: string | undefined) {
  return useQuery({
    queryKey: appointmentKeys.onDate(date ?? ''),
    queryFn: () => unwrap(api.GET('/api/appointments/date/{date}', { params: { path: { date: date! }, query: { limit: 100 } } })),
    enabled: Boolean(date),
  });
}

export function useTodayAppointments() {
  return useQuery({
    queryKey: appointmentKeys.today(),
    queryFn: () => unwrap(api.GET('/api/appointments/today', { params: { query: { limit: 100 } } })),
  });
}

export function appointmentQuery(id: string) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: () => unwrap(api.GET('/api/appointments/{id}', { params: { path: { id } } })),
  });
}

export const useAppointment = (id: string) => useQuery(appointmentQuery(id));

export function useBookedTimes(nutritionist: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: appointmentKeys.booked(nutritionist ?? '', date ?? ''),
    queryFn: () => unwrap(api.GET('/api/appointments/booked', { params: { query: { nutritionist: nutritionist!, date: date! } } })),
    enabled: Boolean(nutritionist && date),
    // Other people book too: always ask again when the form shows a day.
    staleTime: 0,
  });
}

export function usePrices() {
  return useQuery({
    queryKey: appointmentKeys.prices(),
    queryFn: () => unwrap(api.GET('/api/appointments/prices')),
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAppointmentRequest) => unwrap(api.POST('/api/appointments', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAppointmentRequest }) =>
      unwrap(api.PUT('/api/appointments/{id}', { params: { path: { id } }, body })),
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment._id), appointment);
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/** Moves an appointment to another free time (POST /reschedule). */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RescheduleAppointmentRequest }) =>
      unwrap(api.POST('/api/appointments/{id}/reschedule', { params: { path: { id } }, body })),
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment._id), appointment);
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/** Cancels an appointment, keeping the record (POST /cancel). */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CancelAppointmentRequest }) =>
      unwrap(api.POST('/api/appointments/{id}/cancel', { params: { path: { id } }, body })),
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment._id), appointment);
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/appointments/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** Where the browser downloads an appointment's calendar file (a plain link, the cookie goes along). */
export const appointmentCalendarUrl = (id: string) => `/api/appointments/${encodeURIComponent(id)}/calendar.ics`;
