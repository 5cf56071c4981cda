import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leagueGameRequests, leagueGameResults } from '../../../db/schema/league-games.ts';
import { leagues } from '../../../db/schema/leagues.ts';

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
  rank: number;
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
     * The leagues of the sport with at least one result: played, won, points for and against (a
     * missing score counts 0), ranked by win rate, then wins, then points difference, then name. The
     * first `top` ranks, plus the viewed league's row wherever it ranks, so a big sport's table stays small.
     */
    async standings(sport: string, viewedLeagueId: string, top: number): Promise<StandingRow[]> {
      const result = await db.execute(sql`
        with sport_results as (
          -- Both leagues of a result share a sport: the winner's says which.
          select r.winner_league_id, r.loser_league_id, r.score_winner, r.score_loser
          from ${leagueGameResults} r
          join ${leagues} w on w.id = r.winner_league_id
          where w.sport = ${sport}
        ),
        sides as (
          select winner_league_id as league_id, 1 as won,
            coalesce(score_winner, 0) as points_for, coalesce(score_loser, 0) as points_against
          from sport_results
          union all
          select loser_league_id, 0, coalesce(score_loser, 0), coalesce(score_winner, 0)
          from sport_results
        ),
        totals as (
          select league_id, count(*)::int as played, sum(won)::int as won,
            sum(points_for)::int as points_for, sum(points_against)::int as points_against
          from sides
          group by league_id
        ),
        ranked as (
          select l.id, l.name, l.sport, t.played, t.won,
            t.points_for as "pointsFor", t.points_against as "pointsAgainst",
            (row_number() over (
              order by t.won::float8 / t.played desc, t.won desc,
                t.points_for - t.points_against desc, l.name asc, l.id asc
            ))::int as rank
          from totals t
          join ${leagues} l on l.id = t.league_id
        )
        select * from ranked
        where rank <= ${top} or id = ${viewedLeagueId}
        order by rank`);
      return rowsOf<StandingRow>(result);
    },
  };
}

export type LeagueStandingsRepository = ReturnType<typeof createLeagueStandingsRepository>;
