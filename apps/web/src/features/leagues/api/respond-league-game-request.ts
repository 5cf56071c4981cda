import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { RespondInput } from '@rally/shared/leagues/leagues.schemas';
import { call } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, useLeagueAction } from './league-action.ts';

/** The target league's creator approves (creating the game) or rejects a game request. */
export function respondLeagueGameRequest(
  leagueId: string,
  requestId: string,
  input: RespondInput,
): Promise<LeagueActionAnswer> {
  return call(leagueGamesEndpoints.respondToLeagueGameRequest, {
    params: { id: leagueId, requestId },
    body: input,
  });
}

/** Approve or Reject: "Request Approved" / "Request Rejected", or the spec's failure text. */
export function useRespondLeagueGameRequest(leagueId: string) {
  return useLeagueAction({
    run: ({ requestId, status }: { requestId: string } & RespondInput) =>
      respondLeagueGameRequest(leagueId, requestId, { status }),
    failure: leagueMessages.respondFailed,
  });
}
