import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAMS_MAX, TEAMS_MIN } from './game-day.limits.ts';
import { balanceTeams, playerStrength } from './team-balance.ts';

/** Up to 30 players, each with a strength as the server computes them (skill 1-4, ± half from results). */
const roster = fc
  .array(
    fc.integer({ min: 0, max: 40 }).map((tenths) => 1 + tenths / 10 - 0.5),
    { minLength: 2, maxLength: 30 },
  )
  .map((strengths) => strengths.map((strength, index) => ({ id: `p${index}`, strength })));

const input = roster.chain((players) =>
  fc.record({
    players: fc.constant(players),
    teamCount: fc.integer({ min: TEAMS_MIN, max: Math.min(TEAMS_MAX, players.length) }),
    seed: fc.integer(),
  }),
);

const averages = (teams: { average: number }[]) => teams.map((team) => team.average);
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

describe('balanceTeams', () => {
  it('puts every player on exactly one team', () => {
    fc.assert(
      fc.property(input, ({ players, teamCount, seed }) => {
        const { teams } = balanceTeams({ players, teamCount, seed });
        expect(teams).toHaveLength(teamCount);
        const placed = teams.flatMap((team) => team.members).sort();
        expect(placed).toEqual(players.map((p) => p.id).sort());
      }),
    );
  });

  it('makes teams whose sizes differ by at most one', () => {
    fc.assert(
      fc.property(input, ({ players, teamCount, seed }) => {
        const sizes = balanceTeams({ players, teamCount, seed }).teams.map((team) => team.members.length);
        expect(spread(sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives the same teams for the same players and seed', () => {
    fc.assert(
      fc.property(input, (given) => {
        expect(balanceTeams(given)).toEqual(balanceTeams(JSON.parse(JSON.stringify(given))));
      }),
    );
  });

  it("keeps the teams' averages within one swap's worth: (strongest − weakest player) ÷ smallest team", () => {
    fc.assert(
      fc.property(input, ({ players, teamCount, seed }) => {
        const { teams } = balanceTeams({ players, teamCount, seed });
        const strengths = players.map((p) => p.strength);
        const smallest = Math.min(...teams.map((team) => team.members.length));
        expect(spread(averages(teams))).toBeLessThanOrEqual(spread(strengths) / smallest + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("reports each team's total and average from its members' strengths", () => {
    fc.assert(
      fc.property(input, ({ players, teamCount, seed }) => {
        const strength = new Map(players.map((p) => [p.id, p.strength]));
        for (const team of balanceTeams({ players, teamCount, seed }).teams) {
          const total = team.members.reduce((sum, id) => sum + (strength.get(id) ?? 0), 0);
          expect(team.total).toBeCloseTo(total, 9);
          expect(team.average).toBeCloseTo(total / team.members.length, 9);
        }
      }),
    );
  });

  it('splits two strong and two weak players one of each per team', () => {
    const players = [
      { id: 'a', strength: 4 },
      { id: 'b', strength: 4 },
      { id: 'c', strength: 1 },
      { id: 'd', strength: 1 },
    ];
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(averages(balanceTeams({ players, teamCount: 2, seed }).teams)).toEqual([2.5, 2.5]);
    }
  });

  it('keeps a player with the guests they brought, and still balances the rest', () => {
    fc.assert(
      fc.property(roster, fc.integer(), (players, seed) => {
        // The first player brings the next two as guests.
        const grouped = players.map((p, index) => ({ ...p, group: index < 3 ? 'p0' : undefined }));
        const teamCount = Math.min(2, players.length);
        const { teams } = balanceTeams({ players: grouped, teamCount, seed });
        const together = grouped.filter((p) => p.group === 'p0').map((p) => p.id);
        const holding = teams.filter((team) => together.some((id) => team.members.includes(id)));
        // A group never larger than a team stays whole.
        if (together.length <= Math.ceil(players.length / teamCount)) expect(holding).toHaveLength(1);
        expect(teams.flatMap((t) => t.members).sort()).toEqual(players.map((p) => p.id).sort());
      }),
    );
  });

  it('splits a group larger than a team as little as possible', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, strength: 2, group: 'host' }));
    const { teams } = balanceTeams({ players, teamCount: 2, seed: 7 });
    expect(teams.map((team) => team.members.length)).toEqual([3, 3]);
  });

  it('finds a different split on another seed when several are as fair', () => {
    const players = Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, strength: 2 }));
    const splits = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        JSON.stringify(balanceTeams({ players, teamCount: 2, seed }).teams.map((t) => [...t.members].sort())),
      ),
    );
    expect(splits.size).toBeGreaterThan(1);
  });

  it('refuses more teams than players', () => {
    expect(() => balanceTeams({ players: [{ id: 'a', strength: 1 }], teamCount: 2, seed: 1 })).toThrow(
      RangeError,
    );
  });
});

describe('playerStrength', () => {
  it('ranks beginner < casual < intermediate < advanced, and no skill as casual', () => {
    expect(playerStrength('beginner')).toBe(1);
    expect(playerStrength('casual')).toBe(2);
    expect(playerStrength('intermediate')).toBe(3);
    expect(playerStrength('advanced')).toBe(4);
    expect(playerStrength(null)).toBe(2);
  });

  it('adds past results from three recorded games: (wins + ½ draws) ÷ games − ½', () => {
    expect(playerStrength('casual', { wins: 2, losses: 0, draws: 0 })).toBe(2);
    expect(playerStrength('casual', { wins: 3, losses: 0, draws: 0 })).toBe(2.5);
    expect(playerStrength('casual', { wins: 0, losses: 4, draws: 0 })).toBe(1.5);
    expect(playerStrength('casual', { wins: 1, losses: 1, draws: 2 })).toBe(2);
  });
});
