import { fixturesEndpoints } from '@rally/shared/seasons/fixtures.endpoints';
import type { Fixture, FixtureList, MoveFixtureInput } from '@rally/shared/seasons/fixtures.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSeasonAction } from './season-action.ts';
import { seasonKeys } from './season-keys.ts';

/** The season's fixtures, regular season first, by round and start, with its calendar feeds. */
export function getSeasonFixtures(seasonId: string, signal?: AbortSignal): Promise<FixtureList> {
  return call(fixturesEndpoints.listSeasonFixtures, { params: { seasonId }, signal });
}

export function getSeasonFixturesQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: seasonKeys.fixtures(seasonId),
    queryFn: ({ signal }) => getSeasonFixtures(seasonId, signal),
  });
}

export function useSeasonFixtures(seasonId: string) {
  return useQuery(getSeasonFixturesQueryOptions(seasonId));
}

export function generateSeasonFixtures(seasonId: string): Promise<FixtureList> {
  return call(fixturesEndpoints.generateSeasonFixtures, { params: { seasonId }, body: {} });
}

/** The organiser generates the regular season once; a refusal (too few match days) is shown by the button. */
export function useGenerateSeasonFixtures(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: () => generateSeasonFixtures(seasonId),
    failure: 'The fixtures could not be generated. Please try again.',
    success: (list) => `${list.fixtures.length} fixtures are out: every player was told`,
    showsRefusal: true,
  });
}

export function moveSeasonFixture(fixtureId: string, input: MoveFixtureInput): Promise<Fixture> {
  return call(fixturesEndpoints.moveSeasonFixture, { params: { fixtureId }, body: input });
}

/** An organiser moves a fixture; both teams' players are told. A clash is shown in the dialog. */
export function useMoveSeasonFixture(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: ({ fixtureId, input }: { fixtureId: string; input: MoveFixtureInput }) =>
      moveSeasonFixture(fixtureId, input),
    failure: 'The fixture could not be moved. Please try again.',
    success: (fixture) => `${fixture.home.name} v ${fixture.away.name} was moved: both teams were told`,
    showsRefusal: true,
  });
}
