import { leagueNewsEndpoints } from '@rally/shared/leagues/league-news.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import type { LeagueActionAnswer } from './league-action.ts';
import { useRefreshLeagueNews } from './league-news-cache.ts';

/** The creator deletes a post with its images. */
export function deleteNewsPost(leagueId: string, postId: string): Promise<LeagueActionAnswer> {
  return call(leagueNewsEndpoints.deleteLeagueNewsPost, { params: { id: leagueId, postId } });
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
