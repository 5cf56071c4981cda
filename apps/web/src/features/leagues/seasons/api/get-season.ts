import { seasonsEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { seasonKeys } from './season-keys.ts';

/** Everything a season's page shows apart from its fixtures and results, with what the viewer may do. */
export function getSeason(seasonId: string, signal?: AbortSignal): Promise<SeasonDetail> {
  return call(seasonsEndpoints.getSeason, { params: { seasonId }, signal });
}

export function getSeasonQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: seasonKeys.detail(seasonId),
    queryFn: ({ signal }) => getSeason(seasonId, signal),
  });
}

export function useSeason(seasonId: string) {
  return useQuery(getSeasonQueryOptions(seasonId));
}
