import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../../lib/realtime/use-realtime.ts';
import { seasonResultsKeys } from '../api/results-keys.ts';

/**
 * Keeps a season's table, stats, bracket and fixture results live: a `season.changed` event on the
 * league's topic refetches everything under the season's key. Without a league id (not known yet)
 * nothing is followed. Several components may follow the same topic; the socket subscribes once.
 */
export function useLiveSeasonResults(leagueId: string | undefined, seasonId: string): void {
  const queryClient = useQueryClient();
  useRealtime(leagueId ? leagueTopic(leagueId) : null, (event) => {
    if (event.type !== 'season.changed' || event.seasonId !== seasonId) return;
    void queryClient.invalidateQueries({ queryKey: seasonResultsKeys.season(seasonId) });
  });
}
