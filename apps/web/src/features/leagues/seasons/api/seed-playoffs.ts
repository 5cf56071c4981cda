import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { SeasonBracket } from '@rally/shared/seasons/results.schemas';
import { call } from '../../../../lib/api-client.ts';
import { useSeasonAction } from './season-action.ts';

/** The organiser starts the playoffs now: the bracket is seeded from the table and its games scheduled. */
export function seedSeasonPlayoffs(seasonId: string): Promise<SeasonBracket> {
  return call(seasonResultsEndpoints.seedSeasonPlayoffs, { params: { seasonId } });
}

export function useSeedSeasonPlayoffs(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: () => seedSeasonPlayoffs(seasonId),
    failure: 'The playoffs could not be started. Please try again.',
    success: () => 'The playoffs are seeded from the table: every player was told',
    showsRefusal: true,
  });
}
