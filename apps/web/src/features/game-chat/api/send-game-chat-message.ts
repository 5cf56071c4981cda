import { gameChatEndpoints } from '@rally/shared/game-chat/game-chat.endpoints';
import type { GameChat, GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { gameChatKeys, withSentChatMessage } from './get-game-chat.ts';

export type ChatPost = { message: string; announcement: boolean };

export function sendGameChatMessage(gameId: string, post: ChatPost): Promise<GameChatMessage> {
  return call(gameChatEndpoints.sendGameChatMessage, {
    params: { id: gameId },
    body: post.announcement ? post : { message: post.message },
  });
}

export function useSendGameChatMessage(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: ChatPost) => sendGameChatMessage(gameId, post),
    // The composer shows the reason beside the field, where the restored text is.
    meta: { errorToast: false },
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<GameChat>>(gameChatKeys.chat(gameId), (data) =>
        withSentChatMessage(data, message),
      );
      // An announcement also changes the pinned list and the count left today: the server says both.
      if (message.isAnnouncement) {
        void queryClient.invalidateQueries({ queryKey: gameChatKeys.chat(gameId) });
      }
    },
  });
}
