import { type CreateGameInput, type GameDetail, gameDetailSchema } from '@rally/shared/games/games.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Creates a game; the server answers with the game as its page shows it. */
export function createGame(input: CreateGameInput): Promise<GameDetail> {
  return api.post('/api/games', input, import.meta.env.DEV ? gameDetailSchema : undefined);
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
