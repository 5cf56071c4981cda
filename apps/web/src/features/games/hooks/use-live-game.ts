import { gameTopic } from '@rally/shared/games/game-topics';
import type { GameRelation } from '@rally/shared/games/games.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { gameKeys } from '../api/game-keys.ts';

/**
 * Keeps a game's page live: any change (a join, a leave, an edit, an answered request) refetches it;
 * a cancellation is remembered instead, since the game no longer exists to refetch.
 * Returns whether the game was cancelled while the page was open. `relation` is the viewer's own (a
 * request sent to a private game lets them follow it from then on).
 */
export function useLiveGame(gameId: string, relation: GameRelation | undefined): { cancelled: boolean } {
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState(false);
  useRealtime(
    gameTopic(gameId),
    (event) => {
      if (event.type !== 'game.changed' || event.gameId !== gameId) return;
      if (event.change === 'cancelled') {
        setCancelled(true);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    },
    relation,
  );
  return { cancelled };
}
