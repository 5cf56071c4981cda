import { seasonsEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../../lib/api-client.ts';
import { refusalOr } from '../../../../lib/api-error.ts';
import { seasonKeys } from './season-keys.ts';

export function deleteSeason(seasonId: string) {
  return call(seasonsEndpoints.deleteSeason, { params: { seasonId } });
}

export const deleteSeasonMutationKey = (seasonId: string) => ['seasons', 'delete', seasonId] as const;

/** An organiser deletes the season, its teams and fixtures (and the fixtures' games). */
export function useDeleteSeason(leagueId: string, seasonId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteSeasonMutationKey(seasonId),
    mutationFn: () => deleteSeason(seasonId),
    meta: { errorToast: refusalOr('The season could not be deleted. Please try again.') },
    onSuccess: (answer) => {
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: seasonKeys.detail(seasonId) });
      void queryClient.invalidateQueries({ queryKey: seasonKeys.list(leagueId) });
      onDeleted();
    },
  });
}
