import { leaguesEndpoints } from '@rally/shared/leagues/leagues.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import type { LeagueActionAnswer } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** The creator deletes the league with everything in it. */
export function deleteLeague(leagueId: string): Promise<LeagueActionAnswer> {
  return call(leaguesEndpoints.deleteLeague, { params: { id: leagueId } });
}

/** Marks the delete in flight, so the page's live updates know the `deleted` event is the viewer's own. */
export const deleteLeagueMutationKey = (leagueId: string) =>
  [...leagueKeys.detail(leagueId), 'delete'] as const;

/** Delete League: "League deleted successfully"; the page's own cache is dropped so it never refetches a 404. */
export function useDeleteLeague(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteLeagueMutationKey(leagueId),
    mutationFn: () => deleteLeague(leagueId),
    meta: { errorToast: refusalOr(leagueMessages.deleteFailed) },
    onSuccess: (answer) => {
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: leagueKeys.detail(leagueId) });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.lists() });
    },
  });
}
