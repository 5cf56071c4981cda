import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { type NewsPost, type NewsPostInput, newsPostSchema } from '@rally/shared/leagues/leagues.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import { leagueApiUrl } from './league-action.ts';
import { useRefreshLeagueNews } from './league-news-cache.ts';

/** The creator edits a post's title and content. */
export function updateNewsPost(leagueId: string, postId: string, input: NewsPostInput): Promise<NewsPost> {
  return api.patch(
    leagueApiUrl(leagueId, `/news/${encodeURIComponent(postId)}`),
    input,
    import.meta.env.DEV ? newsPostSchema : undefined,
  );
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
