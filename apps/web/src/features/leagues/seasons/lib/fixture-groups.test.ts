import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import { describe, expect, it } from 'vitest';
import { groupFixtures } from './fixture-groups.ts';

let next = 0;
function fixture(overrides: Partial<Fixture>): Fixture {
  next += 1;
  return {
    id: `f${next}`,
    stage: 'regular',
    round: 1,
    bracketSlot: null,
    isThirdPlace: false,
    home: { id: 'a', name: 'Aces', colour: '#1d4ed8' },
    away: { id: 'b', name: 'Blazers', colour: '#b91c1c' },
    date: '2027-03-04',
    time: '19:00',
    timeZone: 'UTC',
    startsAt: '2027-03-04T19:00:00Z',
    venue: { name: 'Riverside Park', latitude: null, longitude: null },
    gameId: null,
    result: {
      homeScore: null,
      awayScore: null,
      winnerTeamId: null,
      status: 'none',
      reportedForTeamId: null,
      reportedAt: null,
      disputeReason: null,
    },
    can: { move: false, report: false, confirm: false, dispute: false, settle: false },
    ...overrides,
  };
}

describe('groupFixtures', () => {
  it("heads each regular round with its number and first day, whatever the viewer's zone", () => {
    const groups = groupFixtures(
      [
        fixture({ round: 1, date: '2027-03-04' }),
        fixture({ round: 1, date: '2027-03-04' }),
        fixture({ round: 2, date: '2027-03-11' }),
      ],
      0,
      'en-GB',
    );
    expect(groups.map((group) => [group.title, group.fixtures.length])).toEqual([
      ['Round 1 · Thu 4 March', 2],
      ['Round 2 · Thu 11 March', 1],
    ]);
  });

  it('lists the playoffs by bracket round after the regular season, the third-place game before the final', () => {
    const groups = groupFixtures(
      [
        fixture({ round: 1 }),
        fixture({ stage: 'playoff', round: 1, bracketSlot: 1 }),
        fixture({ stage: 'playoff', round: 1, bracketSlot: 2 }),
        fixture({ stage: 'playoff', round: 2, bracketSlot: 1 }),
        fixture({ stage: 'playoff', round: 2, isThirdPlace: true }),
      ],
      4,
      'en-GB',
    );
    expect(groups.map((group) => group.title)).toEqual([
      'Round 1 · Thu 4 March',
      'Semi-final',
      'Third-place game',
      'Final',
    ]);
  });

  it('names bracket rounds from the final back, as the server does', () => {
    const titles = (playoffTeams: number, rounds: number[]) =>
      groupFixtures(
        rounds.map((round) => fixture({ stage: 'playoff', round })),
        playoffTeams,
      ).map((group) => group.title);
    expect(titles(2, [1])).toEqual(['Final']);
    expect(titles(8, [1, 2, 3])).toEqual(['Quarter-final', 'Semi-final', 'Final']);
  });
});
