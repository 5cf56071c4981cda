import type { GameActionResult } from '@rally/shared/games/games.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-error.ts';
import { gameKeys } from './game-keys.ts';

/** A participation action's answer: the server's success text, when it sends one. */
export type GameActionAnswer = Partial<GameActionResult>;

type GameActionOptions<TVariables> = {
  gameId: string;
  run: (variables: TVariables) => Promise<GameActionAnswer>;
  /** Shown when the server sends no success text; a function words it from the action itself. */
  success: string | ((variables: TVariables) => string);
  failure: string;
};

/**
 * A write on one game (join, leave, request, waitlist, remove, rate): toasts the outcome and refreshes
 * every games query, since the game's page, the viewer's lists and the find lists all show its roster.
 */
export function useGameAction<TVariables = void>({
  gameId,
  run,
  success,
  failure,
}: GameActionOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorToast: refusalOr(failure) },
    onSuccess: (answer, variables) => {
      toast.success(typeof success === 'function' ? success(variables) : (answer.message ?? success));
    },
    // Refused or not, what the page shows may be out of date (the game filled up meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
    mutationKey: [...gameKeys.detail(gameId), 'action'],
  });
}
