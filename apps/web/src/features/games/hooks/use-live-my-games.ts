import { GAMES_TOPIC } from '@rally/shared/games/game-topics';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { gameKeys } from '../api/game-keys.ts';
import type { MyGamesPage, MyGamesScope } from '../api/get-my-games.ts';

/**
 * Keeps My Games live: when a listed game changes (a player joins or leaves, the host cancels), the
 * list refetches. Changes to games the viewer is not in pass by without a request.
 */
export function useLiveMyGames(scope: MyGamesScope) {
  const queryClient = useQueryClient();
  useRealtime(GAMES_TOPIC, (event) => {
    if (event.type !== 'game.changed') return;
    const listed = queryClient.getQueryData<InfiniteData<MyGamesPage>>(gameKeys.mine(scope));
    const concernsList = listed?.pages.some((page) => page.games.some((game) => game.id === event.gameId));
    if (concernsList) void queryClient.invalidateQueries({ queryKey: gameKeys.mine(scope) });
  });
}
