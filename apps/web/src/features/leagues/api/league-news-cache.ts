import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { leagueKeys } from './league-keys.ts';

/** After any news write the News and Media tabs ask again: a post and its images show in both. */
export function refreshLeagueNews(queryClient: QueryClient, leagueId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leagueKeys.news(leagueId) }),
    queryClient.invalidateQueries({ queryKey: leagueKeys.media(leagueId) }),
  ]);
}

/** `refreshLeagueNews` bound to the app's query client. */
export function useRefreshLeagueNews(leagueId: string) {
  const queryClient = useQueryClient();
  return () => refreshLeagueNews(queryClient, leagueId);
}
