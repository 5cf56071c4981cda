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

/** How often each team has played at each time and at each venue: one counter per team and time or venue. */
class Spread {
  private readonly teamIndex: Map<string, number>;
  private readonly timeIndex: Map<string, number>;
  private readonly width: number;
  private readonly counts: Int32Array;

  constructor(teams: readonly string[], slots: readonly MatchSlot[]) {
    this.teamIndex = new Map(teams.map((team, i) => [team, i]));
    this.timeIndex = new Map([...new Set(slots.map((s) => s.time))].map((time, i) => [time, i]));
    this.width = this.timeIndex.size + Math.max(0, ...slots.map((s) => s.venueIndex + 1));
    this.counts = new Int32Array(teams.length * this.width);
  }

  /** The counters a game at this slot adds to: its time's, then its venue's. */
  columns(slot: MatchSlot): [number, number] {
    return [this.timeIndex.get(slot.time) ?? 0, this.timeIndex.size + slot.venueIndex];
  }

  /** How often the two teams have played at this slot's time and at its venue, together. */
  count(home: string, away: string, slot: MatchSlot): number {
    return this.columns(slot).reduce((sum, column) => sum + this.at(home, column) + this.at(away, column), 0);
  }

  at(team: string, column: number): number {
    return this.counts[(this.teamIndex.get(team) ?? 0) * this.width + column] ?? 0;
  }

  add(teams: readonly string[], slot: MatchSlot, change: number): void {
    for (const team of teams) {
      for (const column of this.columns(slot)) {
        const at = (this.teamIndex.get(team) ?? 0) * this.width + column;
        this.counts[at] = (this.counts[at] ?? 0) + change;
      }
    }
  }
}

/**
 * The round-by-round choice cannot see ahead, so this swaps the slots of two fixtures of one round while
 * that brings the teams' counts at each time and venue closer to their fair shares (their games times the
 * time's or venue's share of all fixtures). The sum of squared gaps falls with every swap, so it ends; a
 * swap inside a round keeps the round's slots, so the shares stay as they are.
 */
function evenOut(fixtures: ScheduledFixture[], spread: Spread): void {
  const games = new Map<string, number>();
  const uses = new Map<number, number>();
  for (const f of fixtures) {
    for (const column of spread.columns(f.slot)) uses.set(column, (uses.get(column) ?? 0) + 1);
    for (const team of [f.homeTeamId, f.awayTeamId]) games.set(team, (games.get(team) ?? 0) + 1);
  }
  const squaredGap = (team: string, column: number, change: number) => {
    const fair = ((games.get(team) ?? 0) * (uses.get(column) ?? 0)) / fixtures.length;
    return (spread.at(team, column) + change - fair) ** 2;
  };
  // What moving these teams' game from one slot to another changes in the sum of squared gaps.
  const moveCost = (teams: readonly string[], from: MatchSlot, to: MatchSlot) => {
    const [fromColumns, toColumns] = [spread.columns(from), spread.columns(to)];
    let delta = 0;
    for (let k = 0; k < fromColumns.length; k++) {
      const [leaving, joining] = [fromColumns[k] as number, toColumns[k] as number];
      if (leaving === joining) continue;
      for (const team of teams) {
        delta += squaredGap(team, leaving, -1) - squaredGap(team, leaving, 0);
        delta += squaredGap(team, joining, 1) - squaredGap(team, joining, 0);
      }
    }
    return delta;
  };
  const rounds = new Map<number, ScheduledFixture[]>();
  for (const f of fixtures) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f]);
  for (let pass = 0, improved = true; improved && pass < 50; pass++) {
    improved = false;
    for (const round of rounds.values()) {
      for (let i = 0; i < round.length; i++) {
        for (let j = i + 1; j < round.length; j++) {
          const [x, y] = [round[i] as ScheduledFixture, round[j] as ScheduledFixture];
          const xTeams = [x.homeTeamId, x.awayTeamId];
          const yTeams = [y.homeTeamId, y.awayTeamId];
          // The two fixtures share no team, so the two moves' changes simply add.
          if (moveCost(xTeams, x.slot, y.slot) + moveCost(yTeams, y.slot, x.slot) >= -1e-9) continue;
          spread.add(xTeams, x.slot, -1);
          spread.add(yTeams, y.slot, -1);
          [x.slot, y.slot] = [y.slot, x.slot];
          spread.add(xTeams, x.slot, 1);
          spread.add(yTeams, y.slot, 1);
          improved = true;
        }
      }
    }
  }
}

function compareSlots(a: MatchSlot, b: MatchSlot): number {
  return a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.venueIndex - b.venueIndex;
}

/**
 * The cheapest way to give each row its own column (rows ≤ columns): the Hungarian method, O(rows² ·
 * columns), instant for a round's ten fixtures. Returns each row's column.
 */
function minCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const rows = cost.length;
  const columns = cost[0]?.length ?? 0;
  const u = new Array<number>(rows + 1).fill(0);
  const v = new Array<number>(columns + 1).fill(0);
  const rowOf = new Array<number>(columns + 1).fill(0);
  const way = new Array<number>(columns + 1).fill(0);
  for (let row = 1; row <= rows; row++) {
    rowOf[0] = row;
    let column = 0;
    const least = new Array<number>(columns + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Array<boolean>(columns + 1).fill(false);
    do {
      used[column] = true;
      const current = rowOf[column] as number;
      let delta = Number.POSITIVE_INFINITY;
      let nextColumn = 0;
      for (let j = 1; j <= columns; j++) {
        if (used[j]) continue;
        const reduced = (cost[current - 1]?.[j - 1] as number) - (u[current] as number) - (v[j] as number);
        if (reduced < (least[j] as number)) {
          least[j] = reduced;
          way[j] = column;
        }
        if ((least[j] as number) < delta) {
          delta = least[j] as number;
          nextColumn = j;
        }
      }
      for (let j = 0; j <= columns; j++) {
        if (used[j]) {
          const r = rowOf[j] as number;
          u[r] = (u[r] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else {
          least[j] = (least[j] as number) - delta;
        }
      }
      column = nextColumn;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column] as number;
      rowOf[column] = rowOf[previous] as number;
      column = previous;
    } while (column !== 0);
  }
  const assignment = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= columns; j++)
    if ((rowOf[j] as number) > 0) assignment[(rowOf[j] as number) - 1] = j - 1;
  return assignment;
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
