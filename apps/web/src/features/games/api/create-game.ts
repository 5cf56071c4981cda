import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import type { CreateGameInput, GameDetail } from '@rally/shared/games/games.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Creates a game; the server answers with the game as its page shows it. */
export function createGame(input: CreateGameInput): Promise<GameDetail> {
  return call(gamesEndpoints.createGame, { body: input });
}

/** The Create Game form's mutation: its errors are shown inline by the form, not as a toast. */
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games'] }),
  });
}
