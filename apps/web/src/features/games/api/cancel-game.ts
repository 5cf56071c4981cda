import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import { gameMessages } from '@rally/shared/games/games.messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import type { GameActionAnswer } from './game-action.ts';
import { gameKeys } from './game-keys.ts';

/** The host cancels: the game, its players and its requests are removed, and everyone is told. */
export function cancelGame(gameId: string): Promise<GameActionAnswer> {
  return call(gamesEndpoints.cancelGame, { params: { id: gameId } });
}

export function useCancelGame(gameId: string, onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelGame(gameId),
    meta: { errorToast: refusalOr(gameMessages.cancelFailed) },
    onSuccess: () => {
      toast.success(gameMessages.cancelled);
      // The page is left first, so its query is not refetched into a "not found".
      onCancelled();
      queryClient.removeQueries({ queryKey: gameKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
