import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { FixtureResult, ReportResultInput } from '@rally/shared/seasons/results.schemas';
import { call } from '../../../../lib/api-client.ts';
import { useResultAction } from './results-action.ts';

/** A captain or an organiser reports a fixture's score (an organiser's counts at once). */
export function reportFixtureResult(fixtureId: string, input: ReportResultInput): Promise<FixtureResult> {
  return call(seasonResultsEndpoints.reportSeasonFixtureResult, { params: { fixtureId }, body: input });
}

export function useReportFixtureResult(leagueId: string, onReported?: () => void) {
  return useResultAction({
    leagueId,
    run: ({ fixtureId, input }: { fixtureId: string; input: ReportResultInput }) =>
      reportFixtureResult(fixtureId, input),
    onSuccess: () => onReported?.(),
  });
}
