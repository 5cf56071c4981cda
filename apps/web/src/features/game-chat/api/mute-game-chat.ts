import { gameChatEndpoints } from '@rally/shared/game-chat/game-chat.endpoints';
import type { GameChat, GameChatMute } from '@rally/shared/game-chat/game-chat.schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { gameChatKeys, withChatMuted } from './get-game-chat.ts';

export function muteGameChat(gameId: string, muted: boolean): Promise<GameChatMute> {
  return call(gameChatEndpoints.muteGameChat, { params: { id: gameId }, body: { muted } });
}

/** Mutes or unmutes the chat; the switch follows the server's answer (the inbox, its `game-chat.read` event). */
export function useMuteGameChat(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => muteGameChat(gameId, muted),
    onSuccess: ({ muted }) => {
      queryClient.setQueryData<InfiniteData<GameChat>>(gameChatKeys.chat(gameId), (data) =>
        withChatMuted(data, muted),
      );
    },
  });
}
