import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CountedResult, seasonTable } from './season-table.ts';
import { DEFAULT_POINTS, TIEBREAKERS, type Tiebreaker } from './seasons.constants.ts';

let minute = 0;
/** A result; each one a minute after the last, so the form follows the order they are written in. */
function result(home: string, homeScore: number, awayScore: number, away: string): CountedResult {
  minute += 1;
  const playedAt = new Date(Date.UTC(2026, 0, 1, 19, minute)).toISOString();
  return { homeTeamId: home, awayTeamId: away, homeScore, awayScore, playedAt };
}

function order(
  teamIds: string[],
  results: CountedResult[],
  tiebreakers: readonly Tiebreaker[] = TIEBREAKERS,
) {
  return seasonTable({ teamIds, results, points: DEFAULT_POINTS, tiebreakers }).map((row) => row.teamId);
}

describe('seasonTable', () => {
  it('counts played, won, drawn, lost, scored, conceded, difference and points', () => {
    const table = seasonTable({
      teamIds: ['ants', 'bees', 'cats'],
      results: [result('ants', 3, 1, 'bees'), result('bees', 2, 2, 'cats'), result('cats', 0, 1, 'ants')],
      points: { win: 2, draw: 1, loss: 0 },
      tiebreakers: TIEBREAKERS,
    });
    expect(table).toEqual([
      {
        teamId: 'ants',
        position: 1,
        played: 2,
        won: 2,
        drawn: 0,
        lost: 0,
        scored: 4,
        conceded: 1,
        difference: 3,
        points: 4,
        form: ['W', 'W'],
      },
      {
        teamId: 'cats',
        position: 2,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        scored: 2,
        conceded: 3,
        difference: -1,
        points: 1,
        form: ['D', 'L'],
      },
      {
        teamId: 'bees',
        position: 3,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        scored: 3,
        conceded: 5,
        difference: -2,
        points: 1,
        form: ['L', 'D'],
      },
    ]);
  });

  it('shows the last five results, oldest first, in the order they were played whatever the order given', () => {
    const played = [
      result('ants', 1, 0, 'bees'),
      result('ants', 0, 1, 'bees'),
      result('ants', 2, 2, 'bees'),
      result('ants', 3, 0, 'bees'),
      result('ants', 0, 0, 'bees'),
      result('ants', 0, 4, 'bees'),
    ];
    const table = seasonTable({
      teamIds: ['ants', 'bees'],
      results: [...played].reverse(),
      points: DEFAULT_POINTS,
      tiebreakers: [],
    });
    const form = Object.fromEntries(table.map((row) => [row.teamId, row.form]));
    expect(form).toEqual({ ants: ['L', 'D', 'W', 'D', 'L'], bees: ['W', 'D', 'L', 'D', 'W'] });
    expect(table.every((row) => row.played === 6)).toBe(true);
  });

  it('gives teams with no results a row of zeros, in the given order', () => {
    const table = seasonTable({
      teamIds: ['owls', 'ants'],
      results: [],
      points: DEFAULT_POINTS,
      tiebreakers: TIEBREAKERS,
    });
    expect(table.map((row) => [row.position, row.teamId, row.played, row.points, row.form])).toEqual([
      [1, 'owls', 0, 0, []],
      [2, 'ants', 0, 0, []],
    ]);
  });

  it('leaves out results of teams outside the season', () => {
    const table = seasonTable({
      teamIds: ['ants', 'bees'],
      results: [result('ants', 5, 0, 'strangers'), result('bees', 1, 0, 'ants')],
      points: DEFAULT_POINTS,
      tiebreakers: TIEBREAKERS,
    });
    expect(table.map((row) => [row.teamId, row.played, row.scored])).toEqual([
      ['bees', 1, 1],
      ['ants', 1, 0],
    ]);
  });

  it('ranks on points before any tiebreaker', () => {
    // Bees win twice narrowly; ants win once big and lose once: ants have the better difference.
    const results = [
      result('bees', 1, 0, 'cats'),
      result('ants', 9, 0, 'cats'),
      result('bees', 1, 0, 'ants'),
    ];
    expect(order(['ants', 'bees', 'cats'], results)).toEqual(['bees', 'ants', 'cats']);
  });

  it('breaks a tie on points by score difference', () => {
    // Ants and bees drew each other and both beat cats, ants by more.
    const results = [
      result('ants', 1, 1, 'bees'),
      result('ants', 3, 0, 'cats'),
      result('bees', 1, 0, 'cats'),
    ];
    expect(order(['bees', 'ants', 'cats'], results)).toEqual(['ants', 'bees', 'cats']);
    expect(order(['bees', 'ants', 'cats'], results, ['score_difference'])).toEqual(['ants', 'bees', 'cats']);
  });

  it('breaks a tie on points and difference by the most scored', () => {
    // Both +1, level on points; ants scored more.
    const results = [
      result('ants', 3, 3, 'bees'),
      result('ants', 4, 3, 'cats'),
      result('bees', 1, 0, 'cats'),
    ];
    expect(order(['bees', 'ants', 'cats'], results, ['score_difference', 'scored'])).toEqual([
      'ants',
      'bees',
      'cats',
    ]);
    expect(order(['bees', 'ants', 'cats'], results, ['scored'])).toEqual(['ants', 'bees', 'cats']);
    // Without it, the given order decides.
    expect(order(['bees', 'ants', 'cats'], results, ['score_difference'])).toEqual(['bees', 'ants', 'cats']);
  });

  it('breaks a tie on points head to head, before or after the difference as the organiser orders them', () => {
    // Ants and bees both on 4 points: bees beat ants, but ants have the better difference overall.
    const results = [
      result('bees', 1, 0, 'ants'),
      result('ants', 5, 0, 'cats'),
      result('cats', 0, 0, 'bees'),
      result('ants', 0, 0, 'cats'),
    ];
    expect(order(['ants', 'bees', 'cats'], results, ['head_to_head', 'score_difference'])).toEqual([
      'bees',
      'ants',
      'cats',
    ]);
    expect(order(['ants', 'bees', 'cats'], results, ['score_difference', 'head_to_head'])).toEqual([
      'ants',
      'bees',
      'cats',
    ]);
  });

  it('counts head to head on points, then difference, then scored in the games among the tied teams', () => {
    // Ants and bees on 6 points, each beat cats and beat the other once: ants 3-1, bees 1-0, so ants are
    // better head to head on difference though bees are better overall.
    const onDifference = [
      result('ants', 3, 1, 'bees'),
      result('bees', 1, 0, 'ants'),
      result('cats', 0, 5, 'bees'),
      result('cats', 0, 1, 'ants'),
    ];
    expect(order(['bees', 'ants', 'cats'], onDifference, ['head_to_head'])).toEqual(['ants', 'bees', 'cats']);
    expect(order(['bees', 'ants', 'cats'], onDifference, ['score_difference'])).toEqual([
      'bees',
      'ants',
      'cats',
    ]);
    // Ants, bees and cats drew with one another and each beat dogs by one: level on points and difference
    // everywhere. Among the three, bees scored most (3), then ants (2), then cats (1); overall ants did.
    const onScored = [
      result('ants', 2, 2, 'bees'),
      result('bees', 1, 1, 'cats'),
      result('cats', 0, 0, 'ants'),
      result('ants', 5, 4, 'dogs'),
      result('bees', 1, 0, 'dogs'),
      result('cats', 1, 0, 'dogs'),
    ];
    expect(order(['cats', 'ants', 'bees', 'dogs'], onScored, ['head_to_head'])).toEqual([
      'bees',
      'ants',
      'cats',
      'dogs',
    ]);
    expect(order(['cats', 'ants', 'bees', 'dogs'], onScored, ['scored'])).toEqual([
      'ants',
      'bees',
      'cats',
      'dogs',
    ]);
  });

  it('applies head to head again among the teams it leaves level, with only their games', () => {
    // Three teams on 3 points, each won once, every difference 0. Among the three, ants scored fewest, so
    // they are third; bees and cats are still level on all three, so head to head is applied again to
    // them alone: bees beat cats.
    const results = [
      result('ants', 1, 0, 'bees'),
      result('bees', 2, 1, 'cats'),
      result('cats', 1, 0, 'ants'),
    ];
    expect(order(['cats', 'ants', 'bees'], results, ['head_to_head', 'score_difference', 'scored'])).toEqual([
      'bees',
      'cats',
      'ants',
    ]);
  });

  it('moves on to the next tiebreaker when head to head cannot tell the tied teams apart', () => {
    // Ants and bees drew each other; ants beat cats by more.
    const results = [
      result('ants', 1, 1, 'bees'),
      result('ants', 3, 0, 'cats'),
      result('bees', 1, 0, 'cats'),
    ];
    expect(order(['bees', 'ants', 'cats'], results, ['head_to_head', 'score_difference'])).toEqual([
      'ants',
      'bees',
      'cats',
    ]);
    // No tiebreaker separates them: the given order.
    expect(order(['bees', 'ants', 'cats'], results, ['head_to_head'])).toEqual(['bees', 'ants', 'cats']);
  });

  it('splits a three-way tie by difference, then the pair left by head to head', () => {
    // Ants, bees and cats on 3 points each from beating one another in a cycle and losing to dogs; ants
    // lost to dogs by least.
    const results = [
      result('ants', 1, 0, 'bees'),
      result('bees', 1, 0, 'cats'),
      result('cats', 1, 0, 'ants'),
      result('ants', 0, 1, 'dogs'),
      result('bees', 0, 3, 'dogs'),
      result('cats', 0, 3, 'dogs'),
    ];
    // Dogs: 9 points. Ants: 3 points, -1; bees and cats: 3 points, -3, and bees beat cats.
    expect(order(['cats', 'bees', 'ants', 'dogs'], results, ['score_difference', 'head_to_head'])).toEqual([
      'dogs',
      'ants',
      'bees',
      'cats',
    ]);
  });

  it('always numbers the positions 1 to n, points never rising, each row adding up', () => {
    const teams = ['ants', 'bees', 'cats', 'dogs', 'eels'];
    const team = fc.constantFrom(...teams);
    const score = fc.integer({ min: 0, max: 6 });
    const resultArb = fc
      .tuple(team, team, score, score)
      .filter(([home, away]) => home !== away)
      .map(([home, away, homeScore, awayScore]) => result(home, homeScore, awayScore, away));
    fc.assert(
      fc.property(
        fc.array(resultArb, { maxLength: 30 }),
        fc.shuffledSubarray([...TIEBREAKERS]),
        (results, tiebreakers) => {
          const table = seasonTable({ teamIds: teams, results, points: DEFAULT_POINTS, tiebreakers });
          expect(table.map((row) => row.position)).toEqual([1, 2, 3, 4, 5]);
          expect([...table.map((row) => row.teamId)].sort()).toEqual(teams);
          const points = table.map((row) => row.points);
          expect(points).toEqual([...points].sort((a, b) => b - a));
          const goals = results.reduce((sum, r) => sum + r.homeScore + r.awayScore, 0);
          expect(table.reduce((sum, row) => sum + row.scored, 0)).toBe(goals);
          for (const row of table) {
            expect(row.played).toBe(row.won + row.drawn + row.lost);
            expect(row.points).toBe(row.won * 3 + row.drawn);
            expect(row.form.length).toBe(Math.min(5, row.played));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
