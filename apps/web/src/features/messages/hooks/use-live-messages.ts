import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { messagesKeys } from '../api/get-conversation.ts';

/**
 * New messages, sent or received from any tab, refresh that conversation if it is loaded; a closed
 * conversation has no active query, so nothing is fetched until it opens.
 */
export function useLiveMessages(userId: string) {
  const queryClient = useQueryClient();
  useRealtime(userTopic(userId), (event) => {
    if (event.type !== 'message.created') return;
    const otherId = event.senderId === userId ? event.receiverId : event.senderId;
    void queryClient.invalidateQueries({ queryKey: messagesKeys.conversation(otherId) });
  });
}
