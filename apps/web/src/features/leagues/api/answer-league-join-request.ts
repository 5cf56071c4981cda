import { leagueMembershipEndpoints } from '@rally/shared/leagues/league-membership.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { RespondInput } from '@rally/shared/leagues/leagues.schemas';
import { call } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, useLeagueAction } from './league-action.ts';

type Answer = { requestId: string } & RespondInput;

/** The creator approves (adding the member) or rejects one join request. */
export function answerLeagueJoinRequest(
  leagueId: string,
  { requestId, status }: Answer,
): Promise<LeagueActionAnswer> {
  return call(leagueMembershipEndpoints.respondToLeagueJoinRequest, {
    params: { id: leagueId, requestId },
    body: { status },
  });
}

export function useAnswerLeagueJoinRequest(leagueId: string) {
  return useLeagueAction({
    run: (answer: Answer) => answerLeagueJoinRequest(leagueId, answer),
    failure: leagueMessages.respondFailed,
  });
}
