import type { Tiebreaker } from '@rally/shared/seasons/seasons.constants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import {
  seasonFixturePlayers,
  seasonFixtures,
  seasons,
  seasonTeamPlayers,
  seasonTeams,
} from '../../../../db/schema/seasons.ts';
import { profileColumns } from '../../../profiles/profiles.read-model.ts';
import type { TeamRow } from './season-results.repository.ts';

export type TableData = {
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  tiebreakers: Tiebreaker[];
  playoffTeams: number;
  /** When the last regular result counted, once all of them count. */
  finalAt: Date | null;
  teams: TeamRow[];
  results: { homeTeamId: string; awayTeamId: string; homeScore: number; awayScore: number; startsAt: Date }[];
};

export type PlayerStatRow = {
  userId: string;
  name: string | null;
  avatarUrl: string | null;
  teamId: string;
  teamName: string;
  teamColour: string;
  appearances: number;
  stat: number;
};

type JsonResult = Omit<TableData['results'][number], 'startsAt'> & { startsAt: string };

/** The reads of a season's table, stats and bracket, each in one statement (the 380-fixture benchmark's path). */
export function createSeasonStandingsRepository(db: Database) {
  return {
    /** What the bracket is drawn from: its size, third-place game and champion. */
    async bracketSeason(seasonId: string) {
      const [row] = await db
        .select({
          playoffTeams: seasons.playoffTeams,
          thirdPlaceGame: seasons.thirdPlaceGame,
          championTeamId: seasons.championTeamId,
        })
        .from(seasons)
        .where(eq(seasons.id, seasonId));
      return row;
    },

    async statLabel(seasonId: string): Promise<string | null> {
      const [row] = await db
        .select({ statLabel: seasons.statLabel })
        .from(seasons)
        .where(eq(seasons.id, seasonId));
      return row?.statLabel ?? null;
    },

    /** The season's rules, its teams by name and its counted regular results in play order, at once. */
    async tableData(seasonId: string): Promise<TableData | undefined> {
      const result = (await db.execute(sql`
        select s.points_win as "pointsWin", s.points_draw as "pointsDraw", s.points_loss as "pointsLoss",
          s.tiebreakers, s.playoff_teams as "playoffTeams",
          (select case when count(*) > 0 and count(*) filter (where f.result_status <> 'final') = 0
              then max(f.counted_at) end
            from ${seasonFixtures} f where f.season_id = s.id and f.stage = 'regular') as "finalAt",
          (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'colour', t.colour,
              'captainId', t.captain_id) order by lower(t.name), t.id), '[]'::json)
            from ${seasonTeams} t where t.season_id = s.id) as teams,
          (select coalesce(json_agg(json_build_object('homeTeamId', f.home_team_id, 'awayTeamId', f.away_team_id,
              'homeScore', f.home_score, 'awayScore', f.away_score, 'startsAt', f.starts_at)
              order by f.starts_at, f.id), '[]'::json)
            from ${seasonFixtures} f
            where f.season_id = s.id and f.stage = 'regular' and f.result_status = 'final') as results
        from ${seasons} s where s.id = ${seasonId}
      `)) as unknown as {
        rows: (Omit<TableData, 'finalAt' | 'results' | 'tiebreakers'> & {
          finalAt: Date | string | null;
          tiebreakers: Tiebreaker[] | string;
          results: JsonResult[];
        })[];
      };
      const [row] = result.rows;
      if (!row) return undefined;
      return {
        ...row,
        tiebreakers: parseTextArray(row.tiebreakers) as Tiebreaker[],
        finalAt: row.finalAt === null ? null : new Date(row.finalAt),
        results: row.results.map((r) => ({ ...r, startsAt: new Date(r.startsAt) })),
      };
    },

    /**
     * Every player's appearances and stat from final fixtures, with the rostered players who have not
     * played yet at 0: best stat first, then appearances, then name.
     */
    async playerStats(seasonId: string): Promise<PlayerStatRow[]> {
      const result = (await db.execute(sql`
        with played as (
          select p.user_id, p.team_id, count(*)::int as appearances, coalesce(sum(p.stat), 0)::int as stat
          from ${seasonFixturePlayers} p
          join ${seasonFixtures} f on f.id = p.fixture_id
          where f.season_id = ${seasonId} and f.result_status = 'final'
          group by p.user_id, p.team_id
        ), everyone as (
          select user_id, team_id, appearances, stat from played
          union all
          select r.user_id, r.team_id, 0, 0 from ${seasonTeamPlayers} r
          where r.season_id = ${seasonId} and not exists (select 1 from played where played.user_id = r.user_id)
        )
        select e.user_id as "userId", ${profileColumns.name} as name, ${profileColumns.avatarUrl} as "avatarUrl",
          t.id as "teamId", t.name as "teamName", t.colour as "teamColour", e.appearances, e.stat
        from everyone e
        join ${seasonTeams} t on t.id = e.team_id
        left join ${profileColumns.source} on ${profileColumns.userId} = e.user_id
        order by e.stat desc, e.appearances desc, lower(coalesce(${profileColumns.name}, '')), e.user_id
      `)) as unknown as { rows: PlayerStatRow[] };
      return result.rows.map((row) => ({
        ...row,
        appearances: Number(row.appearances),
        stat: Number(row.stat),
      }));
    },
  };
}

/** A text[] column read through raw SQL: an array from node-postgres and PGlite, `{a,b}` text otherwise. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

export type SeasonStandingsRepository = ReturnType<typeof createSeasonStandingsRepository>;
