import { seasonsEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { CreateSeasonInput, SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../../lib/api-client.ts';
import { seasonKeys } from './season-keys.ts';

/** An organiser starts a season of the league; it begins in setup, without teams. */
export function createSeason(leagueId: string, input: CreateSeasonInput): Promise<SeasonDetail> {
  return call(seasonsEndpoints.createSeason, { params: { id: leagueId }, body: input });
}

export function useCreateSeason(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSeasonInput) => createSeason(leagueId, input),
    // The form shows the refusal by its field or above its button.
    meta: { errorToast: false },
    onSuccess: (season) => {
      queryClient.setQueryData(seasonKeys.detail(season.id), season);
      void queryClient.invalidateQueries({ queryKey: seasonKeys.list(leagueId) });
      toast.success(`${season.name} is ready for its teams`);
    },
  });
}
