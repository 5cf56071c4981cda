import { messagesEndpoints } from '@rally/shared/messages/messages.endpoints';
import type { DirectMessage, MessageHistory } from '@rally/shared/messages/messages.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { pagedMessages, withSentPagedMessage } from '../../../lib/paged-messages.ts';

export const messagesKeys = {
  all: ['messages'] as const,
  conversation: (friendId: string) => [...messagesKeys.all, friendId] as const,
};

/** A page of the conversation, oldest first: the newest messages before `before` (or the newest of all). */
export function getConversation(
  friendId: string,
  before?: string,
  signal?: AbortSignal,
): Promise<MessageHistory> {
  return call(messagesEndpoints.getConversation, {
    params: { friendId },
    query: { before: before || undefined },
    signal,
  });
}

/**
 * Pages run newest first (page 0 is the latest messages); "Load earlier messages" fetches the next page
 * with `before` set to the oldest message held.
 */
export function getConversationQueryOptions(friendId: string) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.conversation(friendId),
    queryFn: ({ pageParam, signal }) => getConversation(friendId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.sentAt : undefined),
    // Events keep it fresh; a refetch on focus would only repeat what the socket already said.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConversation(friendId: string) {
  return useInfiniteQuery(getConversationQueryOptions(friendId));
}

/** All messages held, oldest first, each once. */
export function conversationMessages(data: InfiniteData<MessageHistory> | undefined): DirectMessage[] {
  return pagedMessages(data);
}

/** The conversation with a just-sent message at its end (unless an event already brought it). */
export function withSentMessage(
  data: InfiniteData<MessageHistory> | undefined,
  message: DirectMessage,
): InfiniteData<MessageHistory> | undefined {
  return withSentPagedMessage(data, message);
}
