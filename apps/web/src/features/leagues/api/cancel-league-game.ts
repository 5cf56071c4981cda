import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { call } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, useLeagueAction } from './league-action.ts';

/** Either league's creator cancels an approved game that has not been played (its game too). */
export function cancelLeagueGame(leagueId: string, requestId: string): Promise<LeagueActionAnswer> {
  return call(leagueGamesEndpoints.cancelLeagueGame, { params: { id: leagueId, requestId } });
}

/** "League game cancelled", or the server's reason. */
export function useCancelLeagueGame(leagueId: string) {
  return useLeagueAction({
    run: (requestId: string) => cancelLeagueGame(leagueId, requestId),
    failure: leagueMessages.unexpected,
  });
}
