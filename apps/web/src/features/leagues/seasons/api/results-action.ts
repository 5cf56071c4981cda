import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leagueKeys } from '../../api/league-keys.ts';
import { seasonResultsKeys } from './results-keys.ts';

/**
 * A write on a fixture's result (report, confirm, dispute, settle). A refusal is shown inside the
 * dialog that sent it, so no toast; success or not, every season query (its fixtures, table, stats,
 * bracket) and the league's page are refetched, since any of them may be out of date.
 */
export function useResultAction<TVariables, TAnswer>({
  leagueId,
  run,
  onSuccess,
}: {
  leagueId: string;
  run: (variables: TVariables) => Promise<TAnswer>;
  onSuccess?: (answer: TAnswer) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorToast: false },
    onSuccess: (answer) => onSuccess?.(answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: seasonResultsKeys.all }),
        queryClient.invalidateQueries({ queryKey: leagueKeys.detail(leagueId) }),
      ]),
  });
}
