import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueActionResultSchema } from '@rally/shared/leagues/leagues.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import { type LeagueActionAnswer, leagueApiUrl } from './league-action.ts';
import { useRefreshLeagueNews } from './league-news-cache.ts';

/** The creator deletes a post with its images. */
export function deleteNewsPost(leagueId: string, postId: string): Promise<LeagueActionAnswer> {
  return api.delete(
    leagueApiUrl(leagueId, `/news/${encodeURIComponent(postId)}`),
    import.meta.env.DEV ? leagueActionResultSchema : undefined,
  );
}

export function useDeleteNewsPost(leagueId: string) {
  const refresh = useRefreshLeagueNews(leagueId);
  return useMutation({
    mutationFn: (postId: string) => deleteNewsPost(leagueId, postId),
    meta: { errorToast: refusalOr(leagueMessages.unexpected) },
    onSuccess: (answer) => {
      toast.success(answer.message);
      return refresh();
    },
  });
}
