import {
  type DirectMessage,
  directMessageSchema,
  type MessageHistory,
} from '@rally/shared/messages/messages.schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagesKeys, withSentMessage } from './get-conversation.ts';

export function sendMessage(friendId: string, message: string): Promise<DirectMessage> {
  return api.post(
    `/api/messages/${encodeURIComponent(friendId)}`,
    { message },
    import.meta.env.DEV ? directMessageSchema : undefined,
  );
}

export function useSendMessage(friendId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(friendId, message),
    // The composer shows the reason under the input, where the restored text is.
    meta: { errorToast: false },
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<MessageHistory>>(messagesKeys.conversation(friendId), (data) =>
        withSentMessage(data, message),
      );
    },
  });
}
