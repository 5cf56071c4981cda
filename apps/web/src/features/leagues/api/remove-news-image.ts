import { leagueNewsEndpoints } from '@rally/shared/leagues/league-news.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { NewsPost } from '@rally/shared/leagues/leagues.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { useRefreshLeagueNews } from './league-news-cache.ts';

/** The creator removes one image from a post; the answer is the post without it. */
export function removeNewsImage(leagueId: string, postId: string, imageId: string): Promise<NewsPost> {
  return call(leagueNewsEndpoints.removeLeagueNewsImage, { params: { id: leagueId, postId, imageId } });
}

/** Spec §8: a failed removal says "Failed to remove image". */
export function useRemoveNewsImage(leagueId: string) {
  const refresh = useRefreshLeagueNews(leagueId);
  return useMutation({
    mutationFn: ({ postId, imageId }: { postId: string; imageId: string }) =>
      removeNewsImage(leagueId, postId, imageId),
    meta: { errorToast: () => leagueMessages.removeImageFailed },
    onSuccess: () => {
      toast.success(leagueMessages.imageRemoved);
      return refresh();
    },
  });
}
