import { gameChatEndpoints } from '@rally/shared/game-chat/game-chat.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function markGameChatRead(gameId: string): Promise<{ message: string }> {
  return call(gameChatEndpoints.markGameChatRead, { params: { id: gameId } });
}

/**
 * Marks the game's chat read up to its newest message. The inbox and the unread badge follow from the
 * server's `game-chat.read` event, which reaches this tab as it reaches the viewer's others.
 */
export function useMarkGameChatRead() {
  return useMutation({
    mutationFn: markGameChatRead,
    // Reading is a side effect of looking: a failure is not worth interrupting the chat for.
    meta: { errorToast: false },
  });
}
