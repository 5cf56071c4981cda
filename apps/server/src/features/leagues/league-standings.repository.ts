import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leagueGameRequests, leagueGameResults, leagues } from '../../db/schema/leagues.ts';

export type RecentResultRow = {
  requestId: string;
  title: string;
  startsAt: Date;
  opponentId: string;
  opponentName: string;
  opponentSport: string;
  won: boolean;
  scoreFor: number | null;
  scoreAgainst: number | null;
  /** Totals over every result of the league, the same on each row. */
  played: number;
  wins: number;
};

export type StandingRow = {
  id: string;
  name: string;
  sport: string;
  played: number;
  won: number;
  pointsFor: number;
  pointsAgainst: number;
};

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The Stats tab and Standings, each read in one statement over the reported results. */
export function createLeagueStandingsRepository(db: Database) {
  return {
    /**
     * The league's most recent results (by the game's start) with the opponent, and, on every row,
     * its totals over all results (window aggregates are computed before the limit applies).
     */
    async recentResults(leagueId: string, limit: number): Promise<RecentResultRow[]> {
      const result = await db.execute(sql`
        select r.request_id as "requestId", q.title, q.starts_at as "startsAt",
          o.id as "opponentId", o.name as "opponentName", o.sport as "opponentSport",
          (r.winner_league_id = ${leagueId}) as won,
          case when r.winner_league_id = ${leagueId} then r.score_winner else r.score_loser end as "scoreFor",
          case when r.winner_league_id = ${leagueId} then r.score_loser else r.score_winner end as "scoreAgainst",
          (count(*) over ())::int as played,
          (count(*) filter (where r.winner_league_id = ${leagueId}) over ())::int as wins
        from ${leagueGameResults} r
        join ${leagueGameRequests} q on q.id = r.request_id
        join ${leagues} o on o.id = case when r.winner_league_id = ${leagueId} then r.loser_league_id else r.winner_league_id end
        where r.winner_league_id = ${leagueId} or r.loser_league_id = ${leagueId}
        order by q.starts_at desc, r.created_at desc, r.request_id desc
        limit ${limit}`);
      return rowsOf<RecentResultRow>(result).map((row) => ({ ...row, startsAt: new Date(row.startsAt) }));
    },

    /**
     * Every league of the sport with at least one result: played, won, points for and against (a
     * missing score counts 0), ranked by win rate, then wins, then points difference, then name.
     */
    async standings(sport: string): Promise<StandingRow[]> {
      const result = await db.execute(sql`
        with sides as (
          select winner_league_id as league_id, 1 as won,
            coalesce(score_winner, 0) as points_for, coalesce(score_loser, 0) as points_against
          from ${leagueGameResults}
          union all
          select loser_league_id, 0, coalesce(score_loser, 0), coalesce(score_winner, 0)
          from ${leagueGameResults}
        )
        select l.id, l.name, l.sport,
          count(*)::int as played, sum(s.won)::int as won,
          sum(s.points_for)::int as "pointsFor", sum(s.points_against)::int as "pointsAgainst"
        from sides s
        join ${leagues} l on l.id = s.league_id
        where l.sport = ${sport}
        group by l.id, l.name, l.sport
        order by sum(s.won)::float8 / count(*) desc, sum(s.won) desc,
          sum(s.points_for) - sum(s.points_against) desc, l.name asc, l.id asc`);
      return rowsOf<StandingRow>(result);
    },
  };
}

export type LeagueStandingsRepository = ReturnType<typeof createLeagueStandingsRepository>;
