import type { SkillLevel } from '../sports.ts';
import { TEAM_RATING_MIN_RESULTS } from './game-day.limits.ts';

/**
 * Balanced teams (issue 27 §3): a pure function, so the server's draft and the tests see the same split.
 *
 * A player's strength is their skill in the game's sport (beginner 1 < casual 2 < intermediate 3 <
 * advanced 4; no skill given counts as casual, the middle of the crowd) plus, once they have at least
 * `RATING_MIN_RESULTS` recorded results in that sport, (wins + ½ draws) ÷ games − ½ (so between −½ and
 * +½). A guest counts as the player who brought them.
 */
export const SKILL_STRENGTH: Record<SkillLevel, number> = {
  beginner: 1,
  casual: 2,
  intermediate: 3,
  advanced: 4,
};
export const UNKNOWN_SKILL_STRENGTH = SKILL_STRENGTH.casual;
/** Past results count towards strength from this many recorded games in the sport. */
export const RATING_MIN_RESULTS = TEAM_RATING_MIN_RESULTS;

export type PlayerResults = { wins: number; losses: number; draws: number };

/** A player's strength for one sport, from their skill and (where known) their past results in it. */
export function playerStrength(skill: SkillLevel | null | undefined, results?: PlayerResults): number {
  const base = skill ? SKILL_STRENGTH[skill] : UNKNOWN_SKILL_STRENGTH;
  if (!results) return base;
  const games = results.wins + results.losses + results.draws;
  if (games < RATING_MIN_RESULTS) return base;
  return base + (results.wins + results.draws / 2) / games - 0.5;
}

export type BalancePlayer = {
  id: string;
  strength: number;
  /** Players sharing a group are kept on one team (a player and the guests they brought). */
  group?: string | undefined;
};
export type BalanceInput = { players: BalancePlayer[]; teamCount: number; seed: number };
export type BalancedTeam = { members: string[]; total: number; average: number };

/** A group kept together (or one player): what the search moves around. */
type Unit = { ids: string[]; strength: number };

/** mulberry32: a small seeded generator, so the same seed gives the same teams everywhere. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The units to place: each player alone, or each group together; a group larger than a team may hold
 * (`capacity`) is cut into as few pieces as possible.
 */
function unitsOf(players: BalancePlayer[], capacity: number): Unit[] {
  const groups = new Map<string, BalancePlayer[]>();
  players.forEach((player, index) => {
    const key = player.group === undefined ? `\u0000${index}` : `g:${player.group}`;
    groups.set(key, [...(groups.get(key) ?? []), player]);
  });
  const units: Unit[] = [];
  for (const members of groups.values()) {
    for (let start = 0; start < members.length; start += capacity) {
      const piece = members.slice(start, start + capacity);
      units.push({ ids: piece.map((p) => p.id), strength: piece.reduce((sum, p) => sum + p.strength, 0) });
    }
  }
  return units;
}

type Team = { units: Unit[]; size: number; total: number };

const sizeSpread = (teams: Team[]) =>
  Math.max(...teams.map((t) => t.size)) - Math.min(...teams.map((t) => t.size));

/** How unbalanced the teams are: the squared distance of each team's average from the others'. */
function imbalance(teams: Team[]): number {
  const averages = teams.map((t) => (t.size === 0 ? 0 : t.total / t.size));
  const mean = averages.reduce((a, b) => a + b, 0) / averages.length;
  return averages.reduce((sum, average) => sum + (average - mean) ** 2, 0);
}

const EPSILON = 1e-9;

/**
 * Splits the players into `teamCount` teams of sizes as equal as possible (differing by at most one
 * without groups; as far as the groups allow with them) and as even in average strength as a local
 * search gets: a seeded random first split, then every swap of two equally sized units (and every move
 * of a unit that keeps the sizes as even) between two teams that makes the averages closer, until none
 * does. The same input and seed give the same teams; another seed ("Shuffle") usually another split
 * that is as fair. Proven by property tests for up to 30 players: the spread between the strongest and
 * the weakest team's average is at most the spread between the strongest and weakest player divided by
 * the smallest team's size (one swap's worth).
 */
export function balanceTeams({ players, teamCount, seed }: BalanceInput): { teams: BalancedTeam[] } {
  if (!Number.isInteger(teamCount) || teamCount < 1 || teamCount > Math.max(players.length, 1)) {
    throw new RangeError('teamCount must be between 1 and the number of players');
  }
  const random = seededRandom(seed);
  const capacity = Math.ceil(players.length / teamCount);
  // Larger groups first (they are the hardest to fit), in a seeded order among equals.
  const units = shuffled(unitsOf(players, capacity), random).sort((a, b) => b.ids.length - a.ids.length);
  const teams: Team[] = Array.from({ length: teamCount }, () => ({ units: [], size: 0, total: 0 }));
  const add = (team: Team, unit: Unit) => {
    team.units.push(unit);
    team.size += unit.ids.length;
    team.total += unit.strength;
  };
  const remove = (team: Team, unit: Unit) => {
    team.units.splice(team.units.indexOf(unit), 1);
    team.size -= unit.ids.length;
    team.total -= unit.strength;
  };
  for (const unit of units) {
    // The emptiest team it fits in (a random one among equals), else the emptiest of all.
    const order = shuffled(teams, random).sort((a, b) => a.size - b.size);
    const target = order.find((team) => team.size + unit.ids.length <= capacity) ?? order[0];
    if (target) add(target, unit);
  }

  let improved = true;
  for (let round = 0; improved && round < 200; round++) {
    improved = false;
    for (const a of teams) {
      for (const b of teams) {
        if (a === b) continue;
        for (const unitA of [...a.units]) {
          if (!a.units.includes(unitA)) continue;
          const before = { sizes: sizeSpread(teams), imbalance: imbalance(teams) };
          const better = () => {
            const sizes = sizeSpread(teams);
            return (
              sizes < before.sizes ||
              (sizes === before.sizes && imbalance(teams) < before.imbalance - EPSILON)
            );
          };
          // Move the unit across when the sizes stay as even.
          if (a.size - b.size >= unitA.ids.length) {
            remove(a, unitA);
            add(b, unitA);
            if (better()) {
              improved = true;
              continue;
            }
            remove(b, unitA);
            add(a, unitA);
          }
          for (const unitB of [...b.units]) {
            if (unitB.ids.length !== unitA.ids.length) continue;
            remove(a, unitA);
            remove(b, unitB);
            add(a, unitB);
            add(b, unitA);
            if (better()) {
              improved = true;
              break;
            }
            remove(a, unitB);
            remove(b, unitA);
            add(a, unitA);
            add(b, unitB);
          }
        }
      }
    }
  }

  return {
    teams: teams.map((team) => ({
      members: team.units.flatMap((unit) => unit.ids),
      total: team.total,
      average: team.size === 0 ? 0 : team.total / team.size,
    })),
  };
}
