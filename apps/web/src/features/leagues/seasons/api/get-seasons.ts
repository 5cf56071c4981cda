import { seasonsEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { SeasonList } from '@rally/shared/seasons/seasons.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { seasonKeys } from './season-keys.ts';

/** A league's seasons, newest first, and whether the viewer may start one. */
export function getSeasons(leagueId: string, signal?: AbortSignal): Promise<SeasonList> {
  return call(seasonsEndpoints.listSeasons, { params: { id: leagueId }, signal });
}

export function getSeasonsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: seasonKeys.list(leagueId),
    queryFn: ({ signal }) => getSeasons(leagueId, signal),
  });
}

export function useSeasons(leagueId: string, enabled = true) {
  return useQuery({ ...getSeasonsQueryOptions(leagueId), enabled });
}
