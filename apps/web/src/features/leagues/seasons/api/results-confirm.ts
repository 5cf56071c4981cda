import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { FixtureResult } from '@rally/shared/seasons/results.schemas';
import { call } from '../../../../lib/api-client.ts';
import { useResultAction } from './results-action.ts';

/** The other team's captain confirms the reported score: it counts from now. */
export function confirmFixtureResult(fixtureId: string): Promise<FixtureResult> {
  return call(seasonResultsEndpoints.confirmSeasonFixtureResult, { params: { fixtureId } });
}

export function useConfirmFixtureResult(leagueId: string, onConfirmed?: () => void) {
  return useResultAction({
    leagueId,
    run: (fixtureId: string) => confirmFixtureResult(fixtureId),
    onSuccess: () => onConfirmed?.(),
  });
}
