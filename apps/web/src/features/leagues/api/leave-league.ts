import { leagueMembershipEndpoints } from '@rally/shared/leagues/league-membership.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { call } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, useLeagueAction } from './league-action.ts';

/** A member leaves the league: "You have left {league}". */
export function leaveLeague(leagueId: string): Promise<LeagueActionAnswer> {
  return call(leagueMembershipEndpoints.leaveLeague, { params: { id: leagueId } });
}

export function useLeaveLeague(leagueId: string) {
  return useLeagueAction({ run: () => leaveLeague(leagueId), failure: leagueMessages.leaveFailed });
}
