import type { ReportResultInput } from '@rally/shared/leagues/league-games.schemas';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueActionResultSchema } from '@rally/shared/leagues/leagues.schemas';
import { api } from '../../../lib/api-client.ts';
import { type LeagueActionAnswer, leagueApiUrl, useLeagueAction } from './league-action.ts';

/** Either league's creator reports who won an approved game, with optional scores and notes. */
export function reportLeagueGameResult(
  leagueId: string,
  requestId: string,
  input: ReportResultInput,
): Promise<LeagueActionAnswer> {
  return api.post(
    leagueApiUrl(leagueId, `/game-requests/${encodeURIComponent(requestId)}/result`),
    input,
    import.meta.env.DEV ? leagueActionResultSchema : undefined,
  );
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
