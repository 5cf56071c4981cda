import { fixturesEndpoints } from '@rally/shared/seasons/fixtures.endpoints';
import type {
  Fixture,
  FixtureList,
  FixtureListQuery,
  MoveFixtureInput,
} from '@rally/shared/seasons/fixtures.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSeasonAction } from './season-action.ts';
import { seasonKeys } from './season-keys.ts';

/**
 * One round of the season's fixtures (`{ stage, round }`), one team's (`{ team }`), or with neither the
 * current round; with every round's summary and the calendar feeds.
 */
export function getSeasonFixtures(
  seasonId: string,
  view: FixtureListQuery = {},
  signal?: AbortSignal,
): Promise<FixtureList> {
  return call(fixturesEndpoints.listSeasonFixtures, { params: { seasonId }, query: view, signal });
}

export function getSeasonFixturesQueryOptions(seasonId: string, view: FixtureListQuery = {}) {
  return queryOptions({
    queryKey: seasonKeys.fixtures(seasonId, view),
    queryFn: ({ signal }) => getSeasonFixtures(seasonId, view, signal),
  });
}

/**
 * Keeps the round on screen while the next one of the same season loads, so the round picker does not
 * jump (`isPlaceholderData` says so meanwhile).
 */
export function useSeasonFixtures(seasonId: string, view: FixtureListQuery = {}) {
  const key = seasonKeys.fixtures(seasonId, view);
  return useQuery({
    ...getSeasonFixturesQueryOptions(seasonId, view),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === key[2] ? previous : undefined,
  });
}

/** Every fixture of a season's fixture list answer's rounds: the generation's count. */
export const fixtureCount = (list: FixtureList) =>
  list.rounds.reduce((total, round) => total + round.fixtures, 0);

export function generateSeasonFixtures(seasonId: string): Promise<FixtureList> {
  return call(fixturesEndpoints.generateSeasonFixtures, { params: { seasonId }, body: {} });
}

/** The organiser generates the regular season once; a refusal (too few match days) is shown by the button. */
export function useGenerateSeasonFixtures(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: () => generateSeasonFixtures(seasonId),
    failure: 'The fixtures could not be generated. Please try again.',
    success: (list) => `${fixtureCount(list)} fixtures are out: every player was told`,
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
