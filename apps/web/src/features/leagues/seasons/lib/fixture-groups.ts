import { playoffRoundName } from '@rally/shared/seasons/fixture-names';
import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import { formatSeasonDay } from './season-dates.ts';

export type FixtureGroup = { key: string; title: string; fixtures: Fixture[] };

/**
 * The fixtures as the Fixtures tab lists them (a round's, or a team's over the season): the regular season
 * by round ("Round 1 · Thu, March 5", the round's first day), then the playoffs by bracket round, named as
 * the server names them ("Semi-final", "Final"), the third-place game on its own.
 * The server's order (stage, round, start) is kept within each group.
 */
export function groupFixtures(
  fixtures: readonly Fixture[],
  playoffTeams: number,
  locale?: string,
): FixtureGroup[] {
  const groups = new Map<string, FixtureGroup>();
  for (const fixture of fixtures) {
    const key =
      fixture.stage === 'regular'
        ? `regular-${fixture.round}`
        : fixture.isThirdPlace
          ? 'third-place'
          : `playoff-${fixture.round}`;
    let group = groups.get(key);
    if (!group) {
      const title =
        fixture.stage === 'regular'
          ? `Round ${fixture.round} · ${formatSeasonDay(fixture.date, locale)}`
          : fixture.isThirdPlace
            ? 'Third-place game'
            : playoffRoundName(fixture, playoffTeams);
      group = { key, title, fixtures: [] };
      groups.set(key, group);
    }
    group.fixtures.push(fixture);
  }
  // The third-place game is played beside the final: listed just before it.
  const list = [...groups.values()];
  const third = list.findIndex((group) => group.key === 'third-place');
  if (third >= 0) {
    const [group] = list.splice(third, 1);
    const final = list.findIndex((g) => g.key.startsWith('playoff-') && g.title === 'Final');
    list.splice(final >= 0 ? final : list.length, 0, group as FixtureGroup);
  }
  return list;
}
