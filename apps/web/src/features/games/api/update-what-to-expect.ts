import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import { gameMessages } from '@rally/shared/games/games.messages';
import type { UpdateWhatToExpectInput } from '@rally/shared/games/games.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import { gameKeys } from './game-keys.ts';

/** The host rewrites Game Format and What to Bring; the answer is the updated game. */
export function updateWhatToExpect(gameId: string, input: UpdateWhatToExpectInput) {
  return call(gamesEndpoints.updateGameWhatToExpect, { params: { id: gameId }, body: input });
}

export function useUpdateWhatToExpect(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWhatToExpectInput) => updateWhatToExpect(gameId, input),
    // A refusal says why in the server's words; anything else gets the spec's two lines.
    meta: {
      errorToast: (error) =>
        refusalOr('')(error) || {
          title: gameMessages.whatToExpectFailed,
          description: gameMessages.whatToExpectFailedDetail,
        },
    },
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.detail(gameId), game);
      toast.success(gameMessages.whatToExpectUpdated);
    },
  });
}
