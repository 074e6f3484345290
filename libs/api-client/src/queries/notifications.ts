import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadRequest, UpdateNotificationPreferencesRequest } from '@clinic/contracts';
import { api, unwrap } from '../client';

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** How often the bell looks for news: notifications are not on the live stream yet. */
const REFRESH_MS = 60_000;

/** The latest notifications and the unread count, for the header bell. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: () => unwrap(api.GET('/api/notifications', { params: { query: { limit: 8 } } })),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadRequest) => unwrap(api.POST('/api/notifications/read', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.latest() }),
  });
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences(), queryFn: () => unwrap(api.GET('/api/notifications/preferences')) });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesRequest) => unwrap(api.PUT('/api/notifications/preferences', { body })),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
