import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { ReportResultInput } from '@rally/shared/leagues/league-games.schemas';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { call } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, useLeagueAction } from './league-action.ts';

/** Either league's creator reports who won an approved game, with optional scores and notes. */
export function reportLeagueGameResult(
  leagueId: string,
  requestId: string,
  input: ReportResultInput,
): Promise<LeagueActionAnswer> {
  return call(leagueGamesEndpoints.reportLeagueGameResult, {
    params: { id: leagueId, requestId },
    body: input,
  });
}

/** "Game Result Reported", or the spec's failure text. */
export function useReportLeagueGameResult(leagueId: string, onReported?: () => void) {
  return useLeagueAction({
    run: ({ requestId, input }: { requestId: string; input: ReportResultInput }) =>
      reportLeagueGameResult(leagueId, requestId, input),
    failure: leagueMessages.reportFailed,
    onSuccess: () => onReported?.(),
  });
}
