import { leagueNewsEndpoints } from '@rally/shared/leagues/league-news.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { NewsPost, NewsPostInput } from '@rally/shared/leagues/leagues.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import { useRefreshLeagueNews } from './league-news-cache.ts';

/** The creator publishes a news post (its images go up afterwards, with `uploadNewsImages`). */
export function createNewsPost(leagueId: string, input: NewsPostInput): Promise<NewsPost> {
  return call(leagueNewsEndpoints.createLeagueNewsPost, { params: { id: leagueId }, body: input });
}

export function useCreateNewsPost(leagueId: string) {
  const refresh = useRefreshLeagueNews(leagueId);
  return useMutation({
    mutationFn: (input: NewsPostInput) => createNewsPost(leagueId, input),
    meta: { errorToast: false },
    onError: toastLeagueTextError(leagueMessages.unexpected),
    onSuccess: () => refresh(),
  });
}
