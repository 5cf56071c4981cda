import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { RespondInput } from '@rally/shared/leagues/leagues.schemas';
import { leagueActionResultSchema } from '@rally/shared/leagues/leagues.schemas';
import { api } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, leagueApiUrl, useLeagueAction } from './league-action.ts';

type Answer = { requestId: string } & RespondInput;

/** The creator approves (adding the member) or rejects one join request. */
export function answerLeagueJoinRequest(
  leagueId: string,
  { requestId, status }: Answer,
): Promise<LeagueActionAnswer> {
  return api.post(
    leagueApiUrl(leagueId, `/join-requests/${encodeURIComponent(requestId)}`),
    { status },
    import.meta.env.DEV ? leagueActionResultSchema : undefined,
  );
}

export function useAnswerLeagueJoinRequest(leagueId: string) {
  return useLeagueAction({
    run: (answer: Answer) => answerLeagueJoinRequest(leagueId, answer),
    failure: leagueMessages.respondFailed,
  });
}
