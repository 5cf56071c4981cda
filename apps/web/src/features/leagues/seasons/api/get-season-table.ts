import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { SeasonTable } from '@rally/shared/seasons/results.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { seasonResultsKeys } from './results-keys.ts';

/** The season's table: counted regular-season results, ranked by points then the season's tiebreakers. */
export function getSeasonTable(seasonId: string, signal?: AbortSignal): Promise<SeasonTable> {
  return call(seasonResultsEndpoints.getSeasonTable, { params: { seasonId }, signal });
}

export function getSeasonTableQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: seasonResultsKeys.table(seasonId),
    queryFn: ({ signal }) => getSeasonTable(seasonId, signal),
  });
}

export function useSeasonTable(seasonId: string, enabled = true) {
  return useQuery({ ...getSeasonTableQueryOptions(seasonId), enabled });
}
