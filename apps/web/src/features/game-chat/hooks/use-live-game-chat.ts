import { gameTopic } from '@rally/shared/games/game-topics';
import { userTopic } from '@rally/shared/realtime/realtime-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { gameChatKeys } from '../api/get-game-chat.ts';

/**
 * Keeps an open game chat live. A message arrives on the viewer's own feed (the server sends it to each
 * player who may read the chat, so access follows the roster), and refetches the chat. A change to the
 * game (a co-host named, the game called off) may change what the viewer may do in it, so it refetches
 * too. The inbox and the badge follow the same events in the messages feed, whichever page is open.
 */
export function useLiveGameChat(viewerId: string, gameId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: gameChatKeys.chat(gameId) });
  useRealtime(userTopic(viewerId), (event) => {
    // A message, or the chat read or muted on another of the viewer's tabs (the switch follows).
    const chatEvent = event.type === 'game-chat.message' || event.type === 'game-chat.read';
    if (chatEvent && event.gameId === gameId) refresh();
  });
  useRealtime(gameTopic(gameId), (event) => {
    if (event.type === 'game.changed' && event.gameId === gameId && event.change !== 'cancelled') refresh();
  });
}
