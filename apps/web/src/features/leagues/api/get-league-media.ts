import { type LeagueMedia, leagueMediaSchema } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueApiUrl } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** Every image of the league's news, newest first. */
export async function getLeagueMedia(leagueId: string, signal?: AbortSignal): Promise<LeagueMedia['images']> {
  const media = await api.get(
    leagueApiUrl(leagueId, '/media'),
    import.meta.env.DEV ? leagueMediaSchema : undefined,
    signal,
  );
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
