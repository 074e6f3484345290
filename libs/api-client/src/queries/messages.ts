import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CONVERSATION_PAGE_DEFAULT, type MessageEvent as LiveEvent, type SendMessageRequest } from '@clinic/contracts';
import { api, unwrap } from '../client';
import { subscribeToMessageEvents } from '../realtime';

export const messageKeys = {
  all: ['messages'] as const,
  conversations: (page: number) => [...messageKeys.all, 'conversations', page] as const,
  conversation: (userId: string) => [...messageKeys.all, 'conversation', userId] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};

/** Calls `handler` for each live event while the component is mounted (latest handler, one subscription). */
export function useMessageEvents(handler: (event: LiveEvent) => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeToMessageEvents((event) => latest.current(event));
  }, [enabled]);
}

/** One page of the signed-in user's conversations, newest first (also fetched outside React, by the header). */
export const conversationsQuery = (page: number) => ({
  queryKey: messageKeys.conversations(page),
  queryFn: () => unwrap(api.GET('/api/messages/conversations', { params: { query: { page, limit: 20 } } })),
});

export function useConversations(page: number) {
  const queryClient = useQueryClient();
  useMessageEvents((event) => {
    if (event.type !== 'unread') void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'conversations'] });
  });
  return useQuery({ ...conversationsQuery(page), placeholderData: keepPreviousData });
}

/** A conversation, newest page first; older pages load on demand ("Load earlier messages"). */
export function useConversation(userId: string | undefined) {
  const queryClient = useQueryClient();
  useMessageEvents((event) => {
    const involved =
      (event.type === 'message' && (event.message.sender._id === userId || event.message.receiver._id === userId)) ||
      (event.type === 'deleted' && event.counterpart === userId);
    if (userId && involved) void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(userId) });
  }, Boolean(userId));
  return useInfiniteQuery({
    queryKey: messageKeys.conversation(userId ?? ''),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/messages/conversation/{userId}', {
          params: { path: { userId: userId! }, query: { limit: CONVERSATION_PAGE_DEFAULT, before: pageParam } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.data[0]?._id : undefined),
    enabled: Boolean(userId),
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => unwrap(api.POST('/api/messages', { body })),
    onSuccess: (message) => queryClient.invalidateQueries({ queryKey: messageKeys.conversation(message.receiver._id) }),
  });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.PUT('/api/messages/read/{userId}', { params: { path: { userId } } })),
    onSuccess: ({ count }) => {
      queryClient.setQueryData(messageKeys.unread(), { count });
      return queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'conversations'] });
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/messages/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Unread messages for the header badge: read once, then kept current by the live stream. */
export function useUnreadCount(enabled: boolean) {
  const queryClient = useQueryClient();
  useMessageEvents((event) => {
    if (event.type === 'unread') queryClient.setQueryData(messageKeys.unread(), { count: event.count });
  }, enabled);
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: () => unwrap(api.GET('/api/messages/unread-count')),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
