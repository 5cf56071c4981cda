import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leagueMemberships, leagueOrganisers, leagues } from '../../../db/schema/leagues.ts';
import { seasons, seasonTeamPlayers, seasonTeams } from '../../../db/schema/seasons.ts';
import type { LeagueViewerRole } from '../league-access.ts';
import type { SeasonAccess } from './season-access.ts';

/**
 * The one query behind every season check: the season, its league and how the viewer stands with both,
 * by primary keys and unique indexes. `lock` takes the season's row for update, so writes that decide on
 * the season's stage (generating fixtures, seeding the playoffs) run one at a time.
 */
export function createSeasonAccessRepository(db: Database) {
  return {
    async forViewer(
      seasonId: string,
      viewerId: string,
      executor: Database = db,
      { lock = false }: { lock?: boolean } = {},
    ): Promise<SeasonAccess | undefined> {
      const query = executor
        .select({
          seasonId: seasons.id,
          leagueId: leagues.id,
          leagueName: leagues.name,
          leagueSport: leagues.sport,
          leagueIsPrivate: leagues.isPrivate,
          leagueCreatorId: leagues.createdBy,
          role: sql<LeagueViewerRole>`case
            when ${leagues.createdBy} = ${viewerId} then 'creator'
            when ${leagueMemberships.id} is not null then 'member'
            else 'none' end`,
          isOrganiser: sql<boolean>`(${leagues.createdBy} = ${viewerId} or (${leagueOrganisers.userId} is not null and ${leagueMemberships.id} is not null))`,
          teamId: seasonTeamPlayers.teamId,
          captainOfTeamId: sql<string | null>`(select ${seasonTeams.id} from ${seasonTeams}
            where ${seasonTeams.seasonId} = ${seasons.id} and ${seasonTeams.captainId} = ${viewerId} limit 1)`,
        })
        .from(seasons)
        .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
        .leftJoin(
          leagueMemberships,
          and(eq(leagueMemberships.leagueId, leagues.id), eq(leagueMemberships.userId, viewerId)),
        )
        .leftJoin(
          leagueOrganisers,
          and(eq(leagueOrganisers.leagueId, leagues.id), eq(leagueOrganisers.userId, viewerId)),
        )
        .leftJoin(
          seasonTeamPlayers,
          and(eq(seasonTeamPlayers.seasonId, seasons.id), eq(seasonTeamPlayers.userId, viewerId)),
        )
        .where(eq(seasons.id, seasonId));
      const [row] = lock ? await query.for('update', { of: seasons }) : await query;
      return row;
    },
  };
}

export type SeasonAccessRepository = ReturnType<typeof createSeasonAccessRepository>;
