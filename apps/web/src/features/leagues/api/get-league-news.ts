import { leagueNewsEndpoints } from '@rally/shared/leagues/league-news.endpoints';
import type { NewsPost } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** The league's news posts with their images, newest first. */
export async function getLeagueNews(leagueId: string, signal?: AbortSignal): Promise<NewsPost[]> {
  const list = await call(leagueNewsEndpoints.listLeagueNews, { params: { id: leagueId }, signal });
  return list.posts;
}

export function getLeagueNewsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.news(leagueId),
    queryFn: ({ signal }) => getLeagueNews(leagueId, signal),
  });
}

/** The News tab's posts; asked for only when the viewer may read the league's content. */
export function useLeagueNews(leagueId: string, enabled = true) {
  return useQuery({ ...getLeagueNewsQueryOptions(leagueId), enabled });
}
