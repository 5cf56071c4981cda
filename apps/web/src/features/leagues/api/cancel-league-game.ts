import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueActionResultSchema } from '@rally/shared/leagues/leagues.schemas';
import { api } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, leagueApiUrl, useLeagueAction } from './league-action.ts';

/** Either league's creator cancels an approved game that has not been played (its game too). */
export function cancelLeagueGame(leagueId: string, requestId: string): Promise<LeagueActionAnswer> {
  return api.post(
    leagueApiUrl(leagueId, `/game-requests/${encodeURIComponent(requestId)}/cancel`),
    undefined,
    import.meta.env.DEV ? leagueActionResultSchema : undefined,
  );
}

/** "League game cancelled", or the server's reason. */
export function useCancelLeagueGame(leagueId: string) {
  return useLeagueAction({
    run: (requestId: string) => cancelLeagueGame(leagueId, requestId),
    failure: leagueMessages.unexpected,
  });
}
