import { seasonResultsEndpoints } from '@rally/shared/seasons/results.endpoints';
import type { DisputeResultInput, FixtureResult } from '@rally/shared/seasons/results.schemas';
import { call } from '../../../../lib/api-client.ts';
import { useResultAction } from './results-action.ts';

/** The other team's captain disputes the reported score, saying why; the organisers settle it. */
export function disputeFixtureResult(fixtureId: string, input: DisputeResultInput): Promise<FixtureResult> {
  return call(seasonResultsEndpoints.disputeSeasonFixtureResult, { params: { fixtureId }, body: input });
}

export function useDisputeFixtureResult(leagueId: string, onDisputed?: () => void) {
  return useResultAction({
    leagueId,
    run: ({ fixtureId, input }: { fixtureId: string; input: DisputeResultInput }) =>
      disputeFixtureResult(fixtureId, input),
    onSuccess: () => onDisputed?.(),
  });
}
