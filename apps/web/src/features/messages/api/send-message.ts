import { messagesEndpoints } from '@rally/shared/messages/messages.endpoints';
import type { DirectMessage, MessageHistory } from '@rally/shared/messages/messages.schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { messagesKeys, withSentMessage } from './get-conversation.ts';

export function sendMessage(friendId: string, message: string): Promise<DirectMessage> {
  return call(messagesEndpoints.sendMessage, { params: { friendId }, body: { message } });
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
