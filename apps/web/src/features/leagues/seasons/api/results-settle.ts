import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { FixtureResult, ReportResultInput } from '@rally/shared/seasons/results.schemas';
import { call } from '../../../../lib/api-client.ts';
import { useResultAction } from './results-action.ts';

/** An organiser settles a disputed or waiting result, or corrects a final one; it counts at once. */
export function settleFixtureResult(fixtureId: string, input: ReportResultInput): Promise<FixtureResult> {
  return call(seasonResultsEndpoints.settleSeasonFixtureResult, { params: { fixtureId }, body: input });
}

export function useSettleFixtureResult(leagueId: string, onSettled?: () => void) {
  return useResultAction({
    leagueId,
    run: ({ fixtureId, input }: { fixtureId: string; input: ReportResultInput }) =>
      settleFixtureResult(fixtureId, input),
    onSuccess: () => onSettled?.(),
  });
}
