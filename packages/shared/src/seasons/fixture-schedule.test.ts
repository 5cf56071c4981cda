import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MatchSlot,
  matchSlots,
  NotEnoughMatchDaysError,
  type Schedule,
  type ScheduledFixture,
  scheduleRoundRobin,
} from './fixture-schedule.ts';

const TIMES = ['18:00', '19:00', '20:30', '21:45'];
const teamsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);
const moment = (slot: MatchSlot) => `${slot.date} ${slot.time}`;
const slotKey = (slot: MatchSlot) => `${moment(slot)} #${slot.venueIndex}`;

/** A season's set-up: 2 to 20 teams, one or two legs, one or two weekdays, 1-4 times, 1-5 venues. */
const seasonArb = fc.record({
  teamCount: fc.integer({ min: 2, max: 20 }),
  legs: fc.constantFrom(1 as const, 2 as const),
  seed: fc.integer(),
  weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 2 }),
  timeCount: fc.integer({ min: 1, max: 4 }),
  venueCount: fc.integer({ min: 1, max: 5 }),
  // Long enough for one round per match day, or short, so rounds share days or spread over several.
  endDate: fc.constantFrom('2027-12-31', '2026-05-31', '2026-03-15'),
});
type Season = typeof seasonArb extends fc.Arbitrary<infer T> ? T : never;

function slotsOf(season: Season): MatchSlot[] {
  return matchSlots({
    startDate: '2026-01-05',
    endDate: season.endDate,
    weekdays: season.weekdays,
    times: TIMES.slice(0, season.timeCount),
    venueCount: season.venueCount,
  });
}

/** The schedule, or null when the dates hold too few slots (and then the error says so truthfully). */
function scheduleOf(season: Season): Schedule | null {
  const key = JSON.stringify(season);
  if (!made.has(key)) made.set(key, makeSchedule(season));
  return made.get(key) ?? null;
}
// The properties share one sample of set-ups (one fast-check seed), so each schedule is made once.
const made = new Map<string, Schedule | null>();
const SAMPLE_SEED = 29;

function makeSchedule(season: Season): Schedule | null {
  const slots = slotsOf(season);
  try {
    return scheduleRoundRobin({
      teamIds: teamsOf(season.teamCount),
      legs: season.legs,
      slots,
      seed: season.seed,
    });
  } catch (error) {
    if (!(error instanceof NotEnoughMatchDaysError)) throw error;
    expect(error.needed).toBe((season.teamCount * (season.teamCount - 1) * season.legs) / 2);
    expect(error.available).toBeLessThan(error.needed);
    expect(error.available).toBeLessThanOrEqual(slots.length);
    return null;
  }
}

function roundsPerLeg(teamCount: number) {
  return teamCount % 2 === 0 ? teamCount - 1 : teamCount;
}

/** Every count from 2 to 20, once and twice, on Tuesdays and Thursdays at two times and three venues. */
const everyCount: [Season][] = teamsOf(19).flatMap((_, i) =>
  ([1, 2] as const).map((legs): [Season] => [
    { teamCount: i + 2, legs, seed: i, weekdays: [2, 4], timeCount: 2, venueCount: 3, endDate: '2027-12-31' },
  ]),
);

/** Runs a property on every count, then on random set-ups; those whose dates hold too few slots are skipped. */
function forEverySchedule(check: (schedule: Schedule, season: Season) => void) {
  fc.assert(
    fc.property(seasonArb, (season) => {
      const schedule = scheduleOf(season);
      if (schedule) check(schedule, season);
    }),
    { numRuns: 60, examples: everyCount, seed: SAMPLE_SEED },
  );
}

describe('matchSlots', () => {
  it('lists every time and venue of each chosen weekday, in time order', () => {
    const slots = matchSlots({
      startDate: '2026-01-01',
      endDate: '2026-01-15',
      weekdays: [4],
      times: ['20:30', '19:00'],
      venueCount: 2,
    });
    expect(slots.map(slotKey)).toEqual([
      '2026-01-01 19:00 #0',
      '2026-01-01 19:00 #1',
      '2026-01-01 20:30 #0',
      '2026-01-01 20:30 #1',
      '2026-01-08 19:00 #0',
      '2026-01-08 19:00 #1',
      '2026-01-08 20:30 #0',
      '2026-01-08 20:30 #1',
      '2026-01-15 19:00 #0',
      '2026-01-15 19:00 #1',
      '2026-01-15 20:30 #0',
      '2026-01-15 20:30 #1',
    ]);
  });

  it('counts Sunday as ISO day 7 and includes both end dates', () => {
    const slots = matchSlots({
      startDate: '2026-03-01',
      endDate: '2026-03-08',
      weekdays: [7],
      times: ['10:00'],
      venueCount: 1,
    });
    expect(slots.map((s) => s.date)).toEqual(['2026-03-01', '2026-03-08']);
  });

  it('is empty when the end comes before the start', () => {
    expect(
      matchSlots({
        startDate: '2026-03-08',
        endDate: '2026-03-01',
        weekdays: [7],
        times: ['10:00'],
        venueCount: 1,
      }),
    ).toEqual([]);
  });
});

describe('scheduleRoundRobin', () => {
  it('has every pair meet once per leg, at each home once in a double round robin', () => {
    forEverySchedule((schedule, season) => {
      const meetings = new Map<string, number>();
      for (const f of schedule.fixtures) {
        const pair = [f.homeTeamId, f.awayTeamId].sort().join(' v ');
        meetings.set(pair, (meetings.get(pair) ?? 0) + 1);
        if (season.legs === 2)
          meetings.set(
            `${f.homeTeamId} at home to ${f.awayTeamId}`,
            1 + (meetings.get(`${f.homeTeamId} at home to ${f.awayTeamId}`) ?? 0),
          );
      }
      const teams = teamsOf(season.teamCount);
      const pairs = (season.teamCount * (season.teamCount - 1)) / 2;
      expect(schedule.fixtures).toHaveLength(pairs * season.legs);
      const wrong = teams.flatMap((a) =>
        teams
          .filter((b) => a < b)
          .filter(
            (b) =>
              meetings.get(`${a} v ${b}`) !== season.legs ||
              (season.legs === 2 &&
                (meetings.get(`${a} at home to ${b}`) !== 1 || meetings.get(`${b} at home to ${a}`) !== 1)),
          )
          .map((b) => `${a} v ${b}`),
      );
      expect(wrong).toEqual([]);
    });
  });

  it('never puts a team in two fixtures at one date and time, nor two fixtures in one slot', () => {
    forEverySchedule((schedule, season) => {
      const given = new Set(slotsOf(season).map(slotKey));
      const slots = schedule.fixtures.map((f) => slotKey(f.slot));
      expect(slots.filter((slot) => !given.has(slot))).toEqual([]);
      expect(new Set(slots).size).toBe(slots.length);
      const appearances = schedule.fixtures.flatMap((f) =>
        [f.homeTeamId, f.awayTeamId].map((team) => `${team} ${moment(f.slot)}`),
      );
      expect(new Set(appearances).size).toBe(appearances.length);
    });
  });

  it('rests one team a round for an odd count, each team once per leg, and none for an even count', () => {
    forEverySchedule((schedule, season) => {
      const rounds = roundsPerLeg(season.teamCount) * season.legs;
      if (season.teamCount % 2 === 0) {
        expect(schedule.byes).toEqual([]);
        return;
      }
      expect(schedule.byes.map((b) => b.round)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
      for (let leg = 0; leg < season.legs; leg++) {
        const resting = schedule.byes.slice(
          leg * roundsPerLeg(season.teamCount),
          (leg + 1) * roundsPerLeg(season.teamCount),
        );
        expect(resting.map((b) => b.teamId).sort()).toEqual(teamsOf(season.teamCount));
      }
      const restingWhilePlaying = schedule.byes.filter((bye) =>
        schedule.fixtures.some(
          (f) => f.round === bye.round && (f.homeTeamId === bye.teamId || f.awayTeamId === bye.teamId),
        ),
      );
      expect(restingWhilePlaying).toEqual([]);
    });
  });

  it("balances each team's home and away games within one per leg", () => {
    forEverySchedule((schedule, season) => {
      const perLeg = roundsPerLeg(season.teamCount);
      for (let leg = 0; leg < season.legs; leg++) {
        const balance = new Map<string, number>();
        for (const f of schedule.fixtures.filter((x) => Math.ceil(x.round / perLeg) === leg + 1)) {
          balance.set(f.homeTeamId, (balance.get(f.homeTeamId) ?? 0) + 1);
          balance.set(f.awayTeamId, (balance.get(f.awayTeamId) ?? 0) - 1);
        }
        expect(Math.max(...[...balance.values()].map(Math.abs))).toBeLessThanOrEqual(1);
      }
    });
  });

  it('plays the rounds in order: every fixture of a round kicks off before any of the next', () => {
    forEverySchedule((schedule) => {
      const rounds = Math.max(...schedule.fixtures.map((f) => f.round));
      const outOfOrder = [];
      for (let round = 1; round < rounds; round++) {
        const last = schedule.fixtures
          .filter((f) => f.round === round)
          .map((f) => moment(f.slot))
          .sort()
          .at(-1) as string;
        const next = schedule.fixtures
          .filter((f) => f.round === round + 1)
          .map((f) => moment(f.slot))
          .sort()[0] as string;
        if (last >= next) outOfOrder.push(round);
      }
      expect(outOfOrder).toEqual([]);
    });
  });

  it('keeps one round to one match day when the days hold the rounds', () => {
    forEverySchedule((schedule, season) => {
      const slots = slotsOf(season);
      const days = new Set(slots.map((s) => s.date)).size;
      const perDay = season.timeCount * season.venueCount;
      const rounds = roundsPerLeg(season.teamCount) * season.legs;
      if (days < rounds || perDay < Math.floor(season.teamCount / 2)) return;
      const dayOfRound = new Map<number, Set<string>>();
      for (const f of schedule.fixtures)
        dayOfRound.set(f.round, (dayOfRound.get(f.round) ?? new Set()).add(f.slot.date));
      expect([...dayOfRound.values()].filter((dates) => dates.size > 1)).toEqual([]);
      // The first match days, one per round.
      expect([...dayOfRound.values()].map((d) => [...d][0])).toEqual(
        [...new Set(slots.map((s) => s.date))].slice(0, rounds),
      );
    });
  });

  // Within 1 cannot always hold: with 4 teams, one time and two venues, each team plays 3 games, and of
  // the three fixtures at venue 1 (one per round) either one team plays all three or one plays none.
  it("keeps each team's games at any time and any venue within 2 of its fair share", () => {
    forEverySchedule((schedule) => {
      for (const keyOf of [(s: MatchSlot) => s.time, (s: MatchSlot) => String(s.venueIndex)]) {
        expect(Math.max(...fairShareGaps(schedule.fixtures, keyOf))).toBeLessThanOrEqual(2);
      }
    });
  });

  it('gives the same schedule for the same seed, and another for another seed', () => {
    fc.assert(
      fc.property(seasonArb, (season) => {
        expect(makeSchedule(season)).toEqual(makeSchedule(season));
      }),
      { numRuns: 20 },
    );
    const slots = matchSlots({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      weekdays: [4],
      times: ['19:00'],
      venueCount: 4,
    });
    const teamIds = teamsOf(8);
    const first = scheduleRoundRobin({ teamIds, legs: 1, slots, seed: 1 });
    const second = scheduleRoundRobin({ teamIds, legs: 1, slots, seed: 2 });
    expect(first.fixtures.filter((f) => f.round === 1)).not.toEqual(
      second.fixtures.filter((f) => f.round === 1),
    );
  });

  it('spreads a round over two match days when one day holds too few slots', () => {
    // 8 teams: 4 fixtures a round, Thursdays hold 3.
    const slots = matchSlots({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      weekdays: [4],
      times: ['19:00', '20:30', '22:00'],
      venueCount: 1,
    });
    const { fixtures } = scheduleRoundRobin({ teamIds: teamsOf(8), legs: 1, slots, seed: 7 });
    const first = fixtures.filter((f) => f.round === 1);
    expect(first.filter((f) => f.slot.date === '2026-01-01')).toHaveLength(3);
    expect(first.filter((f) => f.slot.date === '2026-01-08')).toHaveLength(1);
    // The next round starts on a fresh match day.
    expect(fixtures.filter((f) => f.round === 2).every((f) => f.slot.date >= '2026-01-15')).toBe(true);
  });

  it('plays two rounds on a match day when the days are too few for one each, never a team twice at one time', () => {
    // 4 teams, 3 rounds, two Thursdays with two times at two venues.
    const slots = matchSlots({
      startDate: '2026-01-01',
      endDate: '2026-01-08',
      weekdays: [4],
      times: ['19:00', '20:30'],
      venueCount: 2,
    });
    const { fixtures } = scheduleRoundRobin({ teamIds: teamsOf(4), legs: 1, slots, seed: 3 });
    expect(fixtures.map((f) => [f.round, moment(f.slot)])).toEqual([
      [1, '2026-01-01 19:00'],
      [1, '2026-01-01 19:00'],
      [2, '2026-01-01 20:30'],
      [2, '2026-01-01 20:30'],
      [3, '2026-01-08 19:00'],
      [3, '2026-01-08 19:00'],
    ]);
  });

  it('schedules most random set-ups (so the properties above are not vacuous)', () => {
    const seasons = fc.sample(seasonArb, { numRuns: 60, seed: SAMPLE_SEED });
    const scheduled = seasons.filter((season) => scheduleOf(season) !== null);
    expect(scheduled.length).toBeGreaterThan(30);
  });

  it('says how many fixtures the match days hold and how many are needed when they hold too few', () => {
    // 6 teams twice: 10 rounds of 3 fixtures; one venue at one time on 13 Thursdays.
    const oneVenue = matchSlots({
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      weekdays: [4],
      times: ['19:00'],
      venueCount: 1,
    });
    expect(
      failureOf(() => scheduleRoundRobin({ teamIds: teamsOf(6), legs: 2, slots: oneVenue, seed: 1 })),
    ).toMatchObject({
      needed: 30,
      available: 13,
    });
    // 6 teams once: 5 rounds of 3; two venues at one time on 5 Thursdays. A round takes two Thursdays and
    // leaves a venue free (the next round starts after it), so the 10 slots hold 3 + 3 + 2 fixtures.
    const twoVenues = matchSlots({
      startDate: '2026-01-01',
      endDate: '2026-01-29',
      weekdays: [4],
      times: ['19:00'],
      venueCount: 2,
    });
    expect(
      failureOf(() => scheduleRoundRobin({ teamIds: teamsOf(6), legs: 1, slots: twoVenues, seed: 1 })),
    ).toMatchObject({
      needed: 15,
      available: 8,
    });
  });
});

function failureOf(attempt: () => unknown): unknown {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(NotEnoughMatchDaysError);
    return error;
  }
  throw new Error('expected the schedule to fail');
}

/** How far each team's count at each time (or venue) is from its games times that time's share. */
function fairShareGaps(fixtures: readonly ScheduledFixture[], keyOf: (slot: MatchSlot) => string): number[] {
  const share = new Map<string, number>();
  const games = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const f of fixtures) {
    share.set(keyOf(f.slot), (share.get(keyOf(f.slot)) ?? 0) + 1 / fixtures.length);
    for (const team of [f.homeTeamId, f.awayTeamId]) {
      games.set(team, (games.get(team) ?? 0) + 1);
      counts.set(`${team} ${keyOf(f.slot)}`, (counts.get(`${team} ${keyOf(f.slot)}`) ?? 0) + 1);
    }
  }
  const gaps: number[] = [];
  for (const [team, played] of games) {
    for (const [key, fraction] of share)
      gaps.push(Math.abs((counts.get(`${team} ${key}`) ?? 0) - played * fraction));
  }
  return gaps;
}
