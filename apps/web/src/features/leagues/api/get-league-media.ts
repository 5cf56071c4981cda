import { leagueNewsEndpoints } from '@rally/shared/leagues/league-news.endpoints';
import type { LeagueMedia } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** Every image of the league's news, newest first. */
export async function getLeagueMedia(leagueId: string, signal?: AbortSignal): Promise<LeagueMedia['images']> {
  const media = await call(leagueNewsEndpoints.listLeagueMedia, { params: { id: leagueId }, signal });
  return media.images;
}

export function getLeagueMediaQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.media(leagueId),
    queryFn: ({ signal }) => getLeagueMedia(leagueId, signal),
  });
}

/** The Media tab's gallery; asked for only when the viewer may read the league's content. */
export function useLeagueMedia(leagueId: string, enabled = true) {
  return useQuery({ ...getLeagueMediaQueryOptions(leagueId), enabled });
}
