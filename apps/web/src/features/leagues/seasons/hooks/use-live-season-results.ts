import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../../lib/realtime/use-realtime.ts';
import { seasonResultsKeys } from '../api/results-keys.ts';
import { seasonKeys } from '../api/season-keys.ts';

/**
 * Keeps a league's seasons live where results show: a `season.changed` event on the league's topic
 * refetches the league's list of seasons (a stage or a champion may have changed) and, for the season
 * given (any season without one), everything under its key: table, stats, bracket, fixture results.
 * Without a league id (not known yet, or not the viewer's to follow) nothing is followed. Several
 * components may follow the same topic; the socket subscribes once.
 */
export function useLiveSeasonResults(leagueId: string | undefined, seasonId?: string): void {
  const queryClient = useQueryClient();
  useRealtime(leagueId ? leagueTopic(leagueId) : null, (event) => {
    if (event.type !== 'season.changed' || event.leagueId !== leagueId) return;
    if (seasonId !== undefined && event.seasonId !== seasonId) return;
    void queryClient.invalidateQueries({ queryKey: seasonKeys.list(event.leagueId) });
    void queryClient.invalidateQueries({ queryKey: seasonResultsKeys.season(event.seasonId) });
  });
}
