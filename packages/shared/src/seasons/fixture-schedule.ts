/**
 * A season's fixture list (issue 29 §2): every team meets every other once or twice (home and away),
 * round by round, over the season's match days. Pure and deterministic for a seed, so the server can
 * generate it and the tests can check it. No zod: pages load this file.
 *
 * Guarantees (each checked by the property tests beside this file, for 2 to 20 teams):
 * - every pair meets `legs` times; with two legs the second half repeats the first with home and away
 *   swapped, so each pair plays once at each home;
 * - each team plays at most once per round, so never twice at one date and time;
 * - with an odd count one team rests each round (a bye), each team exactly once per leg;
 * - each team's home and away counts differ by at most one per leg (the circle method below);
 * - rounds in order: every fixture of round r kicks off before any of round r + 1;
 * - each team's count at any time, and at any venue, is within 2 of its fair share (its games times that
 *   time's or venue's share of all fixtures). The others follow from the construction; this one is
 *   measured (at most 1.67 over 3,849 set-ups), and within 1 is impossible in general (decision 41).
 */

import { evenOut, Spread } from './fixture-spread.ts';
import { minCostAssignment } from './min-cost-assignment.ts';

/** One kick-off place: a match day, a time on it and one of the season's venues. */
export type MatchSlot = { date: string /* YYYY-MM-DD */; time: string /* HH:MM */; venueIndex: number };

const DAY_MS = 86_400_000;

/** Every (date, time, venue) of the season's match days, in time order (date, then time, then venue). */
export function matchSlots(input: {
  startDate: string;
  endDate: string;
  weekdays: readonly number[] /* ISO 1-7 */;
  times: readonly string[];
  venueCount: number;
}): MatchSlot[] {
  const weekdays = new Set(input.weekdays);
  const times = [...new Set(input.times)].sort();
  const start = Date.parse(`${input.startDate}T00:00:00Z`);
  const end = Date.parse(`${input.endDate}T00:00:00Z`);
  const slots: MatchSlot[] = [];
  if (Number.isNaN(start) || Number.isNaN(end)) return slots;
  for (let day = start; day <= end; day += DAY_MS) {
    const at = new Date(day);
    // getUTCDay is 0 for Sunday; ISO numbers Monday 1 to Sunday 7.
    if (!weekdays.has(at.getUTCDay() || 7)) continue;
    const date = at.toISOString().slice(0, 10);
    for (const time of times) {
      for (let venueIndex = 0; venueIndex < input.venueCount; venueIndex++)
        slots.push({ date, time, venueIndex });
    }
  }
  return slots;
}

export type ScheduledFixture = {
  round: number /* 1-based */;
  homeTeamId: string;
  awayTeamId: string;
  slot: MatchSlot;
};
export type Schedule = { fixtures: ScheduledFixture[]; byes: { round: number; teamId: string }[] };

/**
 * Thrown when the match days between start and end hold too few slots for every round. Both count
 * fixtures: `needed`, all of them; `available`, how many the match days hold laid out round by round (a
 * round never shares a time with the next, so a half-used time holds fewer than its venues).
 */
export class NotEnoughMatchDaysError extends Error {
  readonly needed: number;
  readonly available: number;
  constructor(needed: number, available: number) {
    super(`The season's match days hold ${available} of its ${needed} fixtures.`);
    this.name = 'NotEnoughMatchDaysError';
    this.needed = needed;
    this.available = available;
  }
}

type Pairing = { home: string; away: string };
type Round = { pairings: Pairing[]; bye: string | null };

/** Generates the fixture list: the circle method for the pairings, then each round laid on its slots. */
export function scheduleRoundRobin(input: {
  teamIds: readonly string[];
  legs: 1 | 2;
  slots: readonly MatchSlot[];
  seed: number;
}): Schedule {
  const teams = shuffled(input.teamIds, input.seed);
  const firstLeg = circleRounds(teams);
  const rounds =
    input.legs === 2
      ? [
          ...firstLeg,
          ...firstLeg.map((r) => ({
            ...r,
            pairings: r.pairings.map(({ home, away }) => ({ home: away, away: home })),
          })),
        ]
      : firstLeg;
  const perRound = Math.floor(teams.length / 2);
  const slots = [...input.slots].sort(compareSlots);
  // One round per match day when the days allow it (what a league expects, e.g. "Thursdays"); else rounds
  // follow each other time by time, so a team may play twice on a day, never twice at one time.
  const moments = groupSlots(slots, (s) => `${s.date} ${s.time}`);
  const layout =
    layRounds(
      groupSlots(slots, (s) => s.date),
      rounds.length,
      perRound,
    ) ?? layRounds(moments, rounds.length, perRound);
  if (!layout)
    throw new NotEnoughMatchDaysError(
      rounds.length * perRound,
      fixturesThatFit(moments, rounds.length, perRound),
    );
  const spread = new Spread(teams, slots);
  const fixtures: ScheduledFixture[] = [];
  const byes: Schedule['byes'] = [];
  rounds.forEach((round, index) => {
    const number = index + 1;
    if (round.bye) byes.push({ round: number, teamId: round.bye });
    const { required, optional } = layout[index] as RoundSlots;
    const candidates = [...required, ...optional];
    const choice = minCostAssignment(
      round.pairings.map((pairing) =>
        // Required slots cost far less, so every one of them is used; then the least used time and venue
        // for both teams; then the earliest slot, so an evening fills from its start.
        candidates.map(
          (slot, column) =>
            (column < required.length ? 0 : 1e9) +
            spread.count(pairing.home, pairing.away, slot) * 1000 +
            column,
        ),
      ),
    );
    round.pairings.forEach((pairing, row) => {
      const slot = candidates[choice[row] as number] as MatchSlot;
      spread.add([pairing.home, pairing.away], slot, 1);
      fixtures.push({ round: number, homeTeamId: pairing.home, awayTeamId: pairing.away, slot });
    });
  });
  evenOut(fixtures, spread);
  fixtures.sort((a, b) => compareSlots(a.slot, b.slot));
  return { fixtures, byes };
}

/**
 * The circle method: with an even count n (a bye joins an odd count), team n-1 stays put and the others
 * turn. In round r the fixed team meets team r, and teams r+k and r-k (mod n-1) meet for k = 1..n/2-1.
 * Over a leg each turning team is the r+k side in n/2-1 of these pairings and the r-k side in as many, so
 * with the r+k side at home for odd k and the r-k side for even k it is at home in exactly n/2-1 of them
 * (and, as its distance from r falls by one a round, mostly at home and away in turn). The fixed team
 * alternates by round, so each team's only imbalance is its game against the fixed team: within one.
 */
function circleRounds(teams: readonly string[]): Round[] {
  const list: (string | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = list.length;
  const turning = n - 1;
  const fixed = list[turning] ?? null;
  const rounds: Round[] = [];
  for (let r = 0; r < turning; r++) {
    const pairings: Pairing[] = [];
    let bye: string | null = null;
    const meet = (home: string | null, away: string | null) => {
      if (home === null) bye = away;
      else if (away === null) bye = home;
      else pairings.push({ home, away });
    };
    const opponent = list[r] ?? null;
    if (r % 2 === 0) meet(fixed, opponent);
    else meet(opponent, fixed);
    for (let k = 1; k < n / 2; k++) {
      const plus = list[(r + k) % turning] ?? null;
      const minus = list[(r - k + turning) % turning] ?? null;
      if (k % 2 === 1) meet(plus, minus);
      else meet(minus, plus);
    }
    rounds.push({ pairings, bye });
  }
  return rounds;
}

type RoundSlots = { required: MatchSlot[]; optional: MatchSlot[] };

/**
 * Gives each round whole groups of slots (a match day, or one time of one) from the next unused group on,
 * until they hold the round: the earlier groups are filled, the last one is shared out by the spread.
 * Null when the groups run out.
 */
function layRounds(groups: MatchSlot[][], roundCount: number, perRound: number): RoundSlots[] | null {
  const layout: RoundSlots[] = [];
  let next = 0;
  for (let round = 0; round < roundCount; round++) {
    const required: MatchSlot[] = [];
    let optional: MatchSlot[] = [];
    while (required.length + optional.length < perRound) {
      const group = groups[next++];
      if (!group) return null;
      required.push(...optional);
      optional = group;
    }
    layout.push({ required, optional });
  }
  return layout;
}

/** How many fixtures the groups hold, round after round, when they cannot hold them all. */
function fixturesThatFit(groups: readonly MatchSlot[][], roundCount: number, perRound: number): number {
  let fitted = 0;
  let next = 0;
  for (let round = 0; round < roundCount; round++) {
    let room = 0;
    while (room < perRound && next < groups.length) room += groups[next++]?.length ?? 0;
    fitted += Math.min(room, perRound);
    if (room < perRound) break;
  }
  return fitted;
}

function groupSlots(slots: readonly MatchSlot[], key: (slot: MatchSlot) => string): MatchSlot[][] {
  const groups = new Map<string, MatchSlot[]>();
  for (const slot of slots) {
    const group = groups.get(key(slot));
    if (group) group.push(slot);
    else groups.set(key(slot), [slot]);
  }
  return [...groups.values()];
}

function compareSlots(a: MatchSlot, b: MatchSlot): number {
  return a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.venueIndex - b.venueIndex;
}

/** The team order for a seed: a Fisher-Yates shuffle driven by mulberry32, a small seeded generator. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
