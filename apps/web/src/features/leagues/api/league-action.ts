import type { LeagueActionResult } from '@rally/shared/leagues/leagues.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-error.ts';
import { leagueKeys } from './league-keys.ts';

/** A league action's answer: the server's success text. */
export type LeagueActionAnswer = LeagueActionResult;

type LeagueActionOptions<TVariables> = {
  run: (variables: TVariables) => Promise<LeagueActionAnswer>;
  failure: string;
  /** Runs after the success toast, e.g. to leave a page that no longer applies. */
  onSuccess?: (answer: LeagueActionAnswer, variables: TVariables) => void;
};

/**
 * A write on one league (join, request, leave, answer a request): toasts the server's success text and
 * refreshes every leagues query, since the league's page and both list tabs show its membership.
 */
export function useLeagueAction<TVariables = void>({
  run,
  failure,
  onSuccess,
}: LeagueActionOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorToast: refusalOr(failure) },
    onSuccess: (answer, variables) => {
      toast.success(answer.message);
      onSuccess?.(answer, variables);
    },
    // Refused or not, what the page shows may be out of date (the league filled up meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}
