import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import type { GameDetail, UpdateGameInput } from '@rally/shared/games/games.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** Saves the Edit game form; the server answers with the game as its page now shows it. */
export function updateGame(gameId: string, input: UpdateGameInput): Promise<GameDetail> {
  return call(gamesEndpoints.updateGame, { params: { id: gameId }, body: input });
}

/** The Edit game form's mutation: its errors are shown by the form itself, not as a toast. */
export function useUpdateGame(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGameInput) => updateGame(gameId, input),
    meta: { errorToast: false },
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.detail(gameId), game);
      // Lists show the title, time, place and spots: they refetch too.
      return queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
