import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@clinic/api-client';
import type { CreateApiKeyRequest, NotificationSettingsInfo, WebhookEventType } from '@clinic/contracts';

export const integrationKeys = {
  keys: ['integrations', 'keys'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: (id: string, page: number) => ['integrations', 'webhooks', id, 'deliveries', page] as const,
};

export function useApiKeys() {
  return useQuery({ queryKey: integrationKeys.keys, queryFn: () => unwrap(api.GET('/api/integrations/keys')) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => unwrap(api.POST('/api/integrations/keys', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.keys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/integrations/keys/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.keys }),
  });
}

export function useWebhooks() {
  return useQuery({ queryKey: integrationKeys.webhooks, queryFn: () => unwrap(api.GET('/api/integrations/webhooks')) });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; events: WebhookEventType[]; description?: string }) => unwrap(api.POST('/api/integrations/webhooks', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      unwrap(api.PUT('/api/integrations/webhooks/{id}', { params: { path: { id } }, body: { enabled } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/integrations/webhooks/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

export function useDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: integrationKeys.deliveries(id, page),
    queryFn: () => unwrap(api.GET('/api/integrations/webhooks/{id}/deliveries', { params: { path: { id }, query: { page, limit: 10 } } })),
    placeholderData: keepPreviousData,
  });
}

export function useResendEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, eventId }: { id: string; eventId: string }) =>
      unwrap(api.POST('/api/integrations/webhooks/{id}/events/{eventId}/resend', { params: { path: { id, eventId } } })),
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: ['integrations', 'webhooks', id] }),
  });
}

export const notificationAdminKeys = {
  emails: (page: number) => ['notifications', 'emails', page] as const,
  settings: ['notifications', 'settings'] as const,
};

export function useEmailLog(page: number) {
  return useQuery({
    queryKey: notificationAdminKeys.emails(page),
    queryFn: () => unwrap(api.GET('/api/notifications/emails', { params: { query: { page, limit: 10 } } })),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationAdminKeys.settings, queryFn: () => unwrap(api.GET('/api/notifications/settings')) });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInfo) => unwrap(api.PUT('/api/notifications/settings', { body })),
    onSuccess: (settings) => queryClient.setQueryData(notificationAdminKeys.settings, settings),
  });
}
