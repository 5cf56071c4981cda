import { leagueNewsEndpoints } from '@rally/shared/leagues/league-news.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { NewsPost, NewsPostInput } from '@rally/shared/leagues/leagues.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import { useRefreshLeagueNews } from './league-news-cache.ts';

/** The creator edits a post's title and content. */
export function updateNewsPost(leagueId: string, postId: string, input: NewsPostInput): Promise<NewsPost> {
  return call(leagueNewsEndpoints.updateLeagueNewsPost, { params: { id: leagueId, postId }, body: input });
}

export function useUpdateNewsPost(leagueId: string, postId: string) {
  const refresh = useRefreshLeagueNews(leagueId);
  return useMutation({
    mutationFn: (input: NewsPostInput) => updateNewsPost(leagueId, postId, input),
    meta: { errorToast: false },
    onError: toastLeagueTextError(leagueMessages.unexpected),
    onSuccess: () => {
      toast.success(leagueMessages.postUpdated);
      return refresh();
    },
  });
}
