import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leagueMemberships, leagues } from '../../db/schema/leagues.ts';
import type { LeagueViewerRole } from './league-access.ts';

/** What the news, media and games rules read of a league, with how the viewer stands with it. */
export type LeagueForViewerRow = {
  id: string;
  name: string;
  sport: string;
  isPrivate: boolean;
  createdBy: string;
  role: LeagueViewerRole;
};

/** The one query behind every content and games check: the league and the viewer's role, in one statement. */
export function createLeagueViewerRepository(db: Database) {
  return {
    async findForViewer(
      leagueId: string,
      viewerId: string,
      executor: Database = db,
    ): Promise<LeagueForViewerRow | undefined> {
      const [row] = await executor
        .select({
          id: leagues.id,
          name: leagues.name,
          sport: leagues.sport,
          isPrivate: leagues.isPrivate,
          createdBy: leagues.createdBy,
          role: sql<LeagueViewerRole>`case
            when ${leagues.createdBy} = ${viewerId} then 'creator'
            when ${leagueMemberships.id} is not null then 'member'
            else 'none' end`,
        })
        .from(leagues)
        .leftJoin(
          leagueMemberships,
          and(eq(leagueMemberships.leagueId, leagues.id), eq(leagueMemberships.userId, viewerId)),
        )
        .where(eq(leagues.id, leagueId));
      return row;
    },
  };
}

export type LeagueViewerRepository = ReturnType<typeof createLeagueViewerRepository>;
