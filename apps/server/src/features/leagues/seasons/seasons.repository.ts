import { and, asc, count, desc, eq, inArray, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { leagueMemberships } from '../../../db/schema/leagues.ts';
import {
  seasonFixtures,
  seasonPlacementRequests,
  seasons,
  seasonTeamPlayers,
  seasonTeams,
} from '../../../db/schema/seasons.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { profileColumns } from '../../profiles/profiles.read-model.ts';

export type SeasonRow = typeof seasons.$inferSelect;
export type NewSeasonRow = typeof seasons.$inferInsert;
export type SeasonTeamRow = typeof seasonTeams.$inferSelect;

/** A person's card as the season's lists show them. */
export type SeasonPersonRow = {
  userId: string;
  name: string | null;
  username: string | null;
  avatarUrl: string | null;
};

const champion = alias(seasonTeams, 'champion');

const personOf = (userId: typeof seasonTeamPlayers.userId) => ({
  userId,
  name: profileColumns.name,
  username: profileColumns.username,
  avatarUrl: profileColumns.avatarUrl,
});

/**
 * The only code that reads and writes seasons, their teams, rosters and placement requests (the
 * fixtures and results have their own). Writes take the caller's transaction, which holds the season's
 * row lock (season-access.repository.ts), so roster changes of one season run one after another.
 */
export function createSeasonsRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** The league's seasons, newest first, with their team counts and champions. */
    async listForLeague(leagueId: string) {
      return db
        .select({
          id: seasons.id,
          name: seasons.name,
          startDate: seasons.startDate,
          endDate: seasons.endDate,
          stage: seasons.stage,
          teamCount: sql<number>`(select count(*)::int from ${seasonTeams} where ${seasonTeams.seasonId} = ${seasons.id})`,
          championId: seasons.championTeamId,
          championName: champion.name,
          championColour: champion.colour,
        })
        .from(seasons)
        .leftJoin(champion, eq(champion.id, seasons.championTeamId))
        .where(eq(seasons.leagueId, leagueId))
        .orderBy(desc(seasons.startDate), desc(seasons.createdAt), asc(seasons.id));
    },

    /** The league's seasons' ids (a league's deletion cancels their fixture games first). */
    async seasonIdsOfLeague(leagueId: string, tx: Database): Promise<string[]> {
      const rows = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.leagueId, leagueId));
      return rows.map((row) => row.id);
    },

    async insertSeason(values: NewSeasonRow, tx: Database): Promise<SeasonRow> {
      const [row] = await tx.insert(seasons).values(values).returning();
      if (!row) throw new Error('seasons: insert returned no row');
      return row;
    },

    async findSeason(seasonId: string, executor: Database = db): Promise<SeasonRow | undefined> {
      const [row] = await executor.select().from(seasons).where(eq(seasons.id, seasonId));
      return row;
    },

    async updateSeason(seasonId: string, values: Partial<NewSeasonRow>, tx: Database): Promise<void> {
      await tx.update(seasons).set(values).where(eq(seasons.id, seasonId));
    },

    /** Deletes the season; its teams, rosters, requests and fixtures go with it (the foreign keys cascade). */
    async deleteSeason(seasonId: string, tx: Database): Promise<void> {
      await tx.delete(seasons).where(eq(seasons.id, seasonId));
    },

    /** The earliest fixture's start (rosters lock then); null before the fixtures are generated. */
    async firstKickoff(seasonId: string, executor: Database = db): Promise<Date | null> {
      const [row] = await executor
        .select({ first: min(seasonFixtures.startsAt) })
        .from(seasonFixtures)
        .where(eq(seasonFixtures.seasonId, seasonId));
      return row?.first ?? null;
    },

    /** The season's teams (or the one team), by name, with their players (by name) and captains. */
    async teamsWithPlayers(where: { seasonId: string } | { teamId: string }, executor: Database = db) {
      const condition =
        'teamId' in where ? eq(seasonTeams.id, where.teamId) : eq(seasonTeams.seasonId, where.seasonId);
      const [teams, players] = await Promise.all([
        executor
          .select()
          .from(seasonTeams)
          .where(condition)
          .orderBy(sql`lower(${seasonTeams.name})`, asc(seasonTeams.id)),
        executor
          .select({ teamId: seasonTeamPlayers.teamId, ...personOf(seasonTeamPlayers.userId) })
          .from(seasonTeamPlayers)
          .innerJoin(seasonTeams, eq(seasonTeams.id, seasonTeamPlayers.teamId))
          .leftJoin(profileColumns.source, eq(profileColumns.userId, seasonTeamPlayers.userId))
          .where(condition)
          .orderBy(sql`lower(coalesce(${profileColumns.name}, ''))`, asc(seasonTeamPlayers.userId)),
      ]);
      return teams.map((team) => ({
        ...team,
        players: players.filter((player) => player.teamId === team.id) as SeasonPersonRow[],
      }));
    },

    /** Members waiting to be placed, oldest first. */
    async placementRequests(seasonId: string) {
      return db
        .select({
          userId: seasonPlacementRequests.userId,
          name: profileColumns.name,
          username: profileColumns.username,
          avatarUrl: profileColumns.avatarUrl,
          message: seasonPlacementRequests.message,
          createdAt: seasonPlacementRequests.createdAt,
        })
        .from(seasonPlacementRequests)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, seasonPlacementRequests.userId))
        .where(eq(seasonPlacementRequests.seasonId, seasonId))
        .orderBy(asc(seasonPlacementRequests.createdAt), asc(seasonPlacementRequests.userId));
    },

    async hasPlacementRequest(seasonId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: seasonPlacementRequests.userId })
        .from(seasonPlacementRequests)
        .where(
          and(eq(seasonPlacementRequests.seasonId, seasonId), eq(seasonPlacementRequests.userId, userId)),
        );
      return row !== undefined;
    },

    /** Asks to be placed, or replaces the message of an earlier request. */
    async savePlacementRequest(
      seasonId: string,
      userId: string,
      message: string | null,
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .insert(seasonPlacementRequests)
        .values({ seasonId, userId, message, createdAt: now })
        .onConflictDoUpdate({
          target: [seasonPlacementRequests.seasonId, seasonPlacementRequests.userId],
          set: { message },
        });
    },

    async deletePlacementRequest(seasonId: string, userId: string, tx: Database): Promise<void> {
      await tx
        .delete(seasonPlacementRequests)
        .where(
          and(eq(seasonPlacementRequests.seasonId, seasonId), eq(seasonPlacementRequests.userId, userId)),
        );
    },

    async findTeam(teamId: string, executor: Database = db): Promise<SeasonTeamRow | undefined> {
      const [row] = await executor.select().from(seasonTeams).where(eq(seasonTeams.id, teamId));
      return row;
    },

    async teamCount(seasonId: string, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(seasonTeams)
        .where(eq(seasonTeams.seasonId, seasonId));
      return row?.n ?? 0;
    },

    /** Whether another team of the season has this name, whatever its case. */
    async teamNameTaken(seasonId: string, name: string, exceptTeamId: string | null, tx: Database) {
      const [row] = await tx
        .select({ id: seasonTeams.id })
        .from(seasonTeams)
        .where(
          and(
            eq(seasonTeams.seasonId, seasonId),
            sql`lower(${seasonTeams.name}) = lower(${name})`,
            exceptTeamId ? ne(seasonTeams.id, exceptTeamId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async insertTeam(
      values: { seasonId: string; name: string; colour: string; captainId: string | null },
      tx: Database,
    ): Promise<SeasonTeamRow> {
      const [row] = await tx.insert(seasonTeams).values(values).returning();
      if (!row) throw new Error('seasons: team insert returned no row');
      return row;
    },

    async updateTeam(
      teamId: string,
      values: Partial<Pick<SeasonTeamRow, 'name' | 'colour' | 'captainId'>>,
      tx: Database,
    ): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await tx.update(seasonTeams).set(values).where(eq(seasonTeams.id, teamId));
    },

    async deleteTeam(teamId: string, tx: Database): Promise<void> {
      await tx.delete(seasonTeams).where(eq(seasonTeams.id, teamId));
    },

    /** The team a user plays for in the season, with its name; undefined when on none. */
    async teamOfPlayer(seasonId: string, userId: string, tx: Database) {
      const [row] = await tx
        .select({ teamId: seasonTeams.id, teamName: seasonTeams.name })
        .from(seasonTeamPlayers)
        .innerJoin(seasonTeams, eq(seasonTeams.id, seasonTeamPlayers.teamId))
        .where(and(eq(seasonTeamPlayers.seasonId, seasonId), eq(seasonTeamPlayers.userId, userId)));
      return row;
    },

    async playerCount(teamId: string, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(seasonTeamPlayers)
        .where(eq(seasonTeamPlayers.teamId, teamId));
      return row?.n ?? 0;
    },

    /** The most players any team of the season has. */
    async largestRoster(seasonId: string, tx: Database): Promise<number> {
      const rows = await tx
        .select({ n: count() })
        .from(seasonTeamPlayers)
        .where(eq(seasonTeamPlayers.seasonId, seasonId))
        .groupBy(seasonTeamPlayers.teamId);
      return Math.max(0, ...rows.map((row) => row.n));
    },

    async addPlayer(seasonId: string, teamId: string, userId: string, now: Date, tx: Database) {
      await tx.insert(seasonTeamPlayers).values({ seasonId, teamId, userId, joinedAt: now });
    },

    async removePlayer(teamId: string, userId: string, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(seasonTeamPlayers)
        .where(and(eq(seasonTeamPlayers.teamId, teamId), eq(seasonTeamPlayers.userId, userId)))
        .returning({ userId: seasonTeamPlayers.userId });
      return removed.length > 0;
    },

    /** Which of `userIds` belong to the league (its creator is a member too). */
    async leagueMembers(leagueId: string, userIds: readonly string[], executor: Database = db) {
      if (userIds.length === 0) return new Set<string>();
      const rows = await executor
        .select({ userId: leagueMemberships.userId })
        .from(leagueMemberships)
        .where(
          and(eq(leagueMemberships.leagueId, leagueId), inArray(leagueMemberships.userId, [...userIds])),
        );
      return new Set(rows.map((row) => row.userId));
    },
  };
}

export type SeasonsRepository = ReturnType<typeof createSeasonsRepository>;
