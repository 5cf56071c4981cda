import { userTopic } from '@rally/shared/realtime/realtime-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { gameChatKeys } from '../api/get-game-chat.ts';

/**
 * Keeps an open game chat live. A message, or a moderator's removal of one (a pinned announcement too),
 * arrives on the viewer's own feed (the server sends it to each player who may read the chat, so access
 * follows the roster), and refetches the chat: the removed line shows its tombstone where it stood. What
 * the viewer may do in it (a co-host named, the game called off or moved) comes with the game's page: when
 * `standing` (drawn from the page's fresh data) changes, the chat refetches. Not on the game's own
 * events: a player who just left would ask before the page learnt they may no longer read it.
 * The inbox and the badge follow the same events in the messages feed, whichever page is open.
 */
export function useLiveGameChat(viewerId: string, gameId: string, standing: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: gameChatKeys.chat(gameId) });
  useRealtime(userTopic(viewerId), (event) => {
    // A message, one removed, or the chat read or muted on another of the viewer's tabs (the switch follows).
    const chatEvent =
      event.type === 'game-chat.message' ||
      event.type === 'game-chat.removed' ||
      event.type === 'game-chat.read';
    if (chatEvent && event.gameId === gameId) refresh();
  });
  const shownStanding = useRef(standing);
  useEffect(() => {
    if (shownStanding.current === standing) return;
    shownStanding.current = standing;
    void queryClient.invalidateQueries({ queryKey: gameChatKeys.chat(gameId) });
  }, [standing, gameId, queryClient]);
}
