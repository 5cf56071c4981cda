import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refusalOr } from '../../../../lib/api-error.ts';
import { seasonKeys } from './season-keys.ts';

type SeasonActionOptions<TAnswer, TVariables> = {
  seasonId: string;
  run: MutationFunction<TAnswer, TVariables>;
  /** Said when the server fails for a reason of its own; a refusal is said in the server's words. */
  failure: string;
  /** The toast after it worked: the server's text or the page's. */
  success: (answer: TAnswer, variables: TVariables) => string;
  /** The caller shows the refusal itself (a dialog's form); no toast then. */
  showsRefusal?: boolean;
};

/**
 * A write on a season (its teams, rosters, placement, fixtures): toasts what happened, and refreshes
 * everything the season's page shows, refused or not, since a refusal usually means the page was out
 * of date (the team filled up, the fixtures went out meanwhile).
 */
export function useSeasonAction<TAnswer, TVariables = void>({
  seasonId,
  run,
  failure,
  success,
  showsRefusal = false,
}: SeasonActionOptions<TAnswer, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorToast: showsRefusal ? false : refusalOr(failure) },
    onSuccess: (answer, variables) => {
      toast.success(success(answer, variables));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: seasonKeys.detail(seasonId) }),
  });
}
