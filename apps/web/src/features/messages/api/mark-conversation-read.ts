import { inboxEndpoints } from '@rally/shared/messages/inbox.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { getInboxQueryOptions, withConversationRead } from './get-inbox.ts';
import { unreadMessagesQueryKey } from './get-unread-messages.ts';

export function markConversationRead(friendId: string): Promise<{ message: string }> {
  return call(inboxEndpoints.markConversationRead, { params: { friendId } });
}

/**
 * Marks a conversation read on the server; the inbox clears its count at once, and the badge asks again
 * (the server's `conversation.read` event does the same on the viewer's other tabs).
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    // Reading is a side effect of looking: a failure is not worth interrupting the conversation for.
    meta: { errorToast: false },
    onSuccess: (_result, friendId) => {
      queryClient.setQueryData(getInboxQueryOptions().queryKey, (inbox) =>
        withConversationRead(inbox, friendId),
      );
      void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
    },
  });
}
