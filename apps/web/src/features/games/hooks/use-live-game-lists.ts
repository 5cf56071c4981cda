import { GAMES_TOPIC } from '@rally/shared/games/game-topics';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';

/**
 * Keeps /find live: a game created, joined, left or cancelled anywhere refetches the loaded find pages
 * and the venues (their upcoming counts), without a reload.
 */
export function useLiveGameLists() {
  const queryClient = useQueryClient();
  useRealtime(GAMES_TOPIC, (event) => {
    if (event.type !== 'game.changed') return;
    void queryClient.invalidateQueries({ queryKey: ['games', 'find'] });
    void queryClient.invalidateQueries({ queryKey: ['games', 'venues'] });
  });
}
