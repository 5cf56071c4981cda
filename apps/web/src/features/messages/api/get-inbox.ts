import { inboxEndpoints } from '@rally/shared/messages/inbox.endpoints';
import type { Inbox } from '@rally/shared/messages/messages.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Apart from the conversations' keys (['messages', friendId]), so refreshing one never refetches the other. */
export const inboxQueryKey = ['messages-inbox'] as const;

export function getInbox(signal?: AbortSignal): Promise<Inbox> {
  return call(inboxEndpoints.getInbox, { signal });
}

/** The viewer's conversations and game chats, newest activity first; message and read events keep it fresh. */
export function getInboxQueryOptions() {
  return queryOptions({
    queryKey: inboxQueryKey,
    queryFn: ({ signal }) => getInbox(signal),
    staleTime: 30_000,
  });
}

export function useInbox() {
  return useQuery(getInboxQueryOptions());
}

/** The inbox with one conversation's unread count cleared (and the total lowered by it). */
export function withConversationRead(inbox: Inbox | undefined, friendId: string): Inbox | undefined {
  if (!inbox) return inbox;
  const conversation = inbox.conversations.find((c) => c.friend.id === friendId);
  if (!conversation || conversation.unreadCount === 0) return inbox;
  return {
    ...inbox,
    conversations: inbox.conversations.map((c) => (c === conversation ? { ...c, unreadCount: 0 } : c)),
    unreadTotal: Math.max(0, inbox.unreadTotal - conversation.unreadCount),
  };
}
