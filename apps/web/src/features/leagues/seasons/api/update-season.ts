import { seasonsEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { SeasonDetail, UpdateSeasonInput } from '@rally/shared/seasons/seasons.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../../lib/api-client.ts';
import { seasonKeys } from './season-keys.ts';

/** An organiser changes the season: any field before the fixtures, the name, registration, roster size and stat after. */
export function updateSeason(seasonId: string, input: UpdateSeasonInput): Promise<SeasonDetail> {
  return call(seasonsEndpoints.updateSeason, { params: { seasonId }, body: input });
}

export function useUpdateSeason(leagueId: string, seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSeasonInput) => updateSeason(seasonId, input),
    // The form shows the refusal by its field or above its button.
    meta: { errorToast: false },
    onSuccess: (season) => {
      queryClient.setQueryData(seasonKeys.detail(seasonId), season);
      void queryClient.invalidateQueries({ queryKey: seasonKeys.detail(seasonId) });
      void queryClient.invalidateQueries({ queryKey: seasonKeys.list(leagueId) });
      toast.success(`${season.name} was saved`);
    },
  });
}
