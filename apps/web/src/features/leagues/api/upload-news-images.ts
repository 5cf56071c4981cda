import { leagueNewsEndpoints } from '@rally/shared/leagues/league-news.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { NewsPost } from '@rally/shared/leagues/leagues.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useRefreshLeagueNews } from './league-news-cache.ts';

/** Adds image files to a post, all in one multipart request (field `images`). */
export function uploadNewsImages(
  leagueId: string,
  postId: string,
  files: readonly File[],
): Promise<NewsPost> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return call(leagueNewsEndpoints.uploadLeagueNewsImages, { params: { id: leagueId, postId }, body: form });
}

/** Spec §8: a failed upload says "Failed to upload images"; the post itself stays published. */
export function useUploadNewsImages(leagueId: string) {
  const refresh = useRefreshLeagueNews(leagueId);
  return useMutation({
    mutationFn: ({ postId, files }: { postId: string; files: readonly File[] }) =>
      uploadNewsImages(leagueId, postId, files),
    meta: { errorToast: () => leagueMessages.uploadFailed },
    // Refresh either way: part of a batch may have been stored before a failure.
    onSettled: () => refresh(),
  });
}
