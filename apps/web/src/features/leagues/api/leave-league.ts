import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { api } from '../../../lib/api-client.ts';
import {
  type LeagueActionAnswer,
  leagueActionResult,
  leagueApiUrl,
  useLeagueAction,
} from './league-action.ts';

/** A member leaves the league: "You have left {league}". */
export function leaveLeague(leagueId: string): Promise<LeagueActionAnswer> {
  return api.delete(leagueApiUrl(leagueId, '/membership'), leagueActionResult);
}

export function useLeaveLeague(leagueId: string) {
  return useLeagueAction({ run: () => leaveLeague(leagueId), failure: leagueMessages.leaveFailed });
}
