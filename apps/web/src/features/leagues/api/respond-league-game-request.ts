import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueActionResultSchema, type RespondInput } from '@rally/shared/leagues/leagues.schemas';
import { api } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, leagueApiUrl, useLeagueAction } from './league-action.ts';

/** The target league's creator approves (creating the game) or rejects a game request. */
export function respondLeagueGameRequest(
  leagueId: string,
  requestId: string,
  input: RespondInput,
): Promise<LeagueActionAnswer> {
  return api.post(
    leagueApiUrl(leagueId, `/game-requests/${encodeURIComponent(requestId)}/response`),
    input,
    import.meta.env.DEV ? leagueActionResultSchema : undefined,
  );
}

/** Approve or Reject: "Request Approved" / "Request Rejected", or the spec's failure text. */
export function useRespondLeagueGameRequest(leagueId: string) {
  return useLeagueAction({
    run: ({ requestId, status }: { requestId: string } & RespondInput) =>
      respondLeagueGameRequest(leagueId, requestId, { status }),
    failure: leagueMessages.respondFailed,
  });
}
