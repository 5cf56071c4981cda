import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { SeasonStats } from '@rally/shared/seasons/results.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { seasonResultsKeys } from './results-keys.ts';

/** Each player's appearances and the season's stat, with the five leaders. */
export function getSeasonStats(seasonId: string, signal?: AbortSignal): Promise<SeasonStats> {
  return call(seasonResultsEndpoints.getSeasonStats, { params: { seasonId }, signal });
}

export function getSeasonStatsQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: seasonResultsKeys.stats(seasonId),
    queryFn: ({ signal }) => getSeasonStats(seasonId, signal),
  });
}

export function useSeasonStats(seasonId: string, enabled = true) {
  return useQuery({ ...getSeasonStatsQueryOptions(seasonId), enabled });
}
