import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { SeasonBracket } from '@rally/shared/seasons/results.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { seasonResultsKeys } from './results-keys.ts';

/** The playoff bracket: its games, the places still to be decided, and the champion. */
export function getSeasonBracket(seasonId: string, signal?: AbortSignal): Promise<SeasonBracket> {
  return call(seasonResultsEndpoints.getSeasonBracket, { params: { seasonId }, signal });
}

export function getSeasonBracketQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: seasonResultsKeys.bracket(seasonId),
    queryFn: ({ signal }) => getSeasonBracket(seasonId, signal),
  });
}

export function useSeasonBracket(seasonId: string, enabled = true) {
  return useQuery({ ...getSeasonBracketQueryOptions(seasonId), enabled });
}
