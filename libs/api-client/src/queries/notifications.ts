import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadRequest, UpdateNotificationPreferencesRequest } from '@clinic/contracts';
import { api, unwrap } from '../client';
import { useMessageEvents } from './messages';

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** A fallback for when the live stream is down (it reconnects by itself). */
const REFRESH_MS = 5 * 60_000;

/**
 * The latest notifications and the unread count, for the header bell: fetched again when the live
 * stream's count differs from the one shown (a new notification; or, as the stream opens with the
 * count as it is then, one that came while the page was loading).
 */
export function useLatestNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useMessageEvents((event) => {
    if (event.type !== 'notification') return;
    const shown = queryClient.getQueryData<{ unread: number }>(notificationKeys.latest());
    if (shown?.unread !== event.unread) void queryClient.invalidateQueries({ queryKey: notificationKeys.latest() });
  }, enabled);
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
