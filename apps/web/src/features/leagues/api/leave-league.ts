import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueActionResultSchema } from '@rally/shared/leagues/leagues.schemas';
import { api } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, leagueApiUrl, useLeagueAction } from './league-action.ts';

/** A member leaves the league: "You have left {league}". */
export function leaveLeague(leagueId: string): Promise<LeagueActionAnswer> {
  return api.delete(
    leagueApiUrl(leagueId, '/membership'),
    import.meta.env.DEV ? leagueActionResultSchema : undefined,
  );
}

export function useLeaveLeague(leagueId: string) {
  return useLeagueAction({ run: () => leaveLeague(leagueId), failure: leagueMessages.leaveFailed });
}
