import { inboxEndpoints } from '@rally/shared/messages/inbox.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const unreadMessagesQueryKey = ['messages-unread'] as const;

export function getUnreadMessages(signal?: AbortSignal): Promise<{ unreadTotal: number }> {
  return call(inboxEndpoints.getUnreadMessages, { signal });
}

/** The Messages icon's number; every page's shell asks it, so it is the small endpoint, not the inbox. */
export function getUnreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: unreadMessagesQueryKey,
    queryFn: ({ signal }) => getUnreadMessages(signal),
    staleTime: 30_000,
  });
}

export function useUnreadMessages() {
  return useQuery(getUnreadMessagesQueryOptions());
}
