/**
 * A season's table (issue 29 §3) from the results that count. Pure, so the server, the live page and the
 * tests rank the same way. No zod: pages load this file.
 *
 * Ranking: points, then the season's tiebreakers in the organiser's order, then the order of `teamIds`
 * (the caller passes them by name), so positions are always 1..n with no two teams sharing one.
 * - `head_to_head`: a table of only the games among exactly the tied teams (points, then difference, then
 *   scored in those games). When it separates some of them, it is applied again to each smaller group
 *   still level, among that group's own games, as leagues do; a group it cannot split goes on to the next
 *   tiebreaker.
 * - `score_difference` and `scored`: over the whole season.
 */
import { SEASON_LIMITS, type Tiebreaker } from './seasons.constants.ts';

export type CountedResult = {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  awayScore: number;
  /** ISO time it counted or kicked off: orders the form */
  playedAt: string;
};
export type FormLetter = 'W' | 'D' | 'L';
export type TableRow = {
  teamId: string;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  difference: number;
  points: number;
  /** the last five, oldest first */
  form: FormLetter[];
};
export type PointsRule = { win: number; draw: number; loss: number };

type Totals = Omit<TableRow, 'teamId' | 'position' | 'form'>;

export function seasonTable(input: {
  teamIds: readonly string[] /* in the final fallback order, e.g. by name */;
  results: readonly CountedResult[];
  points: PointsRule;
  tiebreakers: readonly Tiebreaker[] /* from seasons.constants */;
}): TableRow[] {
  const known = new Set(input.teamIds);
  // Results with a team outside the season (or a team against itself) cannot count.
  const results = input.results.filter(
    (r) => known.has(r.homeTeamId) && known.has(r.awayTeamId) && r.homeTeamId !== r.awayTeamId,
  );
  const totals = totalsOf(input.teamIds, results, input.points);
  const ranked = rank([...input.teamIds], (teams) => teams.map((t) => [totals.get(t)?.points ?? 0]), {
    results,
    points: input.points,
    totals,
    tiebreakers: input.tiebreakers,
    fallback: new Map(input.teamIds.map((t, i) => [t, i])),
  });
  const forms = formsOf(input.teamIds, results);
  return ranked.map((teamId, index) => ({
    teamId,
    position: index + 1,
    ...(totals.get(teamId) as Totals),
    form: forms.get(teamId) ?? [],
  }));
}

type RankContext = {
  results: readonly CountedResult[];
  points: PointsRule;
  totals: Map<string, Totals>;
  tiebreakers: readonly Tiebreaker[];
  fallback: Map<string, number>;
};

/** A key per team, compared element by element, higher first. */
type KeysOf = (teams: readonly string[]) => number[][];

/** Orders `teams` by `keysOf`, then breaks what is still level with the tiebreakers from `next` on. */
function rank(teams: string[], keysOf: KeysOf, context: RankContext, next = 0): string[] {
  return splitBy(teams, keysOf).flatMap((group) => breakTie(group, context, next));
}

function breakTie(group: string[], context: RankContext, index: number): string[] {
  if (group.length < 2) return group;
  const tiebreaker = context.tiebreakers[index];
  if (!tiebreaker)
    return [...group].sort((a, b) => (context.fallback.get(a) ?? 0) - (context.fallback.get(b) ?? 0));
  if (tiebreaker === 'head_to_head') {
    const parts = splitBy(group, (teams) => headToHeadKeys(teams, context));
    // Unsplit: on to the next tiebreaker. Split: each smaller group still level starts head to head again.
    if (parts.length === 1) return breakTie(group, context, index + 1);
    return parts.flatMap((part) => breakTie(part, context, index));
  }
  const field = tiebreaker === 'score_difference' ? 'difference' : 'scored';
  return rank(group, (teams) => teams.map((t) => [context.totals.get(t)?.[field] ?? 0]), context, index + 1);
}

/** Points, then difference, then scored, in the games among exactly these teams. */
function headToHeadKeys(teams: readonly string[], context: RankContext): number[][] {
  const among = new Set(teams);
  const games = context.results.filter((r) => among.has(r.homeTeamId) && among.has(r.awayTeamId));
  const totals = totalsOf(teams, games, context.points);
  return teams.map((t) => {
    const row = totals.get(t) as Totals;
    return [row.points, row.difference, row.scored];
  });
}

/** Groups of teams with equal keys, best keys first; each group keeps the teams' given order. */
function splitBy(teams: readonly string[], keysOf: KeysOf): string[][] {
  const keys = keysOf(teams);
  const indexed = teams.map((team, i) => ({ team, key: keys[i] as number[], i }));
  indexed.sort((a, b) => compareKeys(b.key, a.key) || a.i - b.i);
  const groups: string[][] = [];
  let previous: number[] | null = null;
  for (const { team, key } of indexed) {
    if (previous && compareKeys(previous, key) === 0) groups[groups.length - 1]?.push(team);
    else groups.push([team]);
    previous = key;
  }
  return groups;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function totalsOf(
  teams: readonly string[],
  results: readonly CountedResult[],
  points: PointsRule,
): Map<string, Totals> {
  const totals = new Map<string, Totals>(
    teams.map((t) => [
      t,
      { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, difference: 0, points: 0 },
    ]),
  );
  const add = (team: string, scored: number, conceded: number) => {
    const row = totals.get(team);
    if (!row) return;
    row.played += 1;
    row.scored += scored;
    row.conceded += conceded;
    row.difference = row.scored - row.conceded;
    if (scored > conceded) {
      row.won += 1;
      row.points += points.win;
    } else if (scored === conceded) {
      row.drawn += 1;
      row.points += points.draw;
    } else {
      row.lost += 1;
      row.points += points.loss;
    }
  };
  for (const r of results) {
    add(r.homeTeamId, r.homeScore, r.awayScore);
    add(r.awayTeamId, r.awayScore, r.homeScore);
  }
  return totals;
}

/** Each team's last five results, oldest first (results at the same time keep their given order). */
function formsOf(teams: readonly string[], results: readonly CountedResult[]): Map<string, FormLetter[]> {
  const inOrder = results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.playedAt < b.r.playedAt ? -1 : a.r.playedAt > b.r.playedAt ? 1 : 0) || a.i - b.i);
  const forms = new Map<string, FormLetter[]>(teams.map((t) => [t, []]));
  const letter = (scored: number, conceded: number): FormLetter =>
    scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
  for (const { r } of inOrder) {
    forms.get(r.homeTeamId)?.push(letter(r.homeScore, r.awayScore));
    forms.get(r.awayTeamId)?.push(letter(r.awayScore, r.homeScore));
  }
  for (const [team, form] of forms) forms.set(team, form.slice(-SEASON_LIMITS.formLength));
  return forms;
}
