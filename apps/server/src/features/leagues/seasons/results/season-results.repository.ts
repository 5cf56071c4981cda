import { and, asc, count, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { leagueMemberships, leagueOrganisers, leagues } from '../../../../db/schema/leagues.ts';
import {
  seasonFixturePlayers,
  seasonFixtures,
  seasons,
  seasonTeamPlayers,
  seasonTeams,
} from '../../../../db/schema/seasons.ts';
import { transactionRunner } from '../../../../db/transaction.ts';

export type ResultFixtureRow = typeof seasonFixtures.$inferSelect;
export type ResultSeasonRow = typeof seasons.$inferSelect;
export type TeamRow = { id: string; name: string; colour: string; captainId: string | null };

/** The result columns a report, a confirmation or a settlement writes. */
export type ResultValues = Partial<
  Pick<
    ResultFixtureRow,
    | 'homeScore'
    | 'awayScore'
    | 'winnerTeamId'
    | 'resultStatus'
    | 'reportedBy'
    | 'reportedForTeamId'
    | 'reportedAt'
    | 'confirmedBy'
    | 'disputedBy'
    | 'disputedAt'
    | 'disputeReason'
    | 'countedAt'
  >
>;

/**
 * The only SQL of a season's results: the fixture and season rows a result changes (locked season first,
 * then fixture, on every path, so two writers never wait on each other crosswise), the players' lines,
 * and the counted results the table, the stats and the bracket are read from.
 */
export function createSeasonResultsRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    async seasonIdOfFixture(fixtureId: string, executor: Database = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ seasonId: seasonFixtures.seasonId })
        .from(seasonFixtures)
        .where(eq(seasonFixtures.id, fixtureId));
      return row?.seasonId;
    },

    async lockSeason(seasonId: string, tx: Database): Promise<ResultSeasonRow | undefined> {
      const [row] = await tx.select().from(seasons).where(eq(seasons.id, seasonId)).for('update');
      return row;
    },

    async lockFixture(fixtureId: string, tx: Database): Promise<ResultFixtureRow | undefined> {
      const [row] = await tx
        .select()
        .from(seasonFixtures)
        .where(eq(seasonFixtures.id, fixtureId))
        .for('update');
      return row;
    },

    async saveResult(
      fixtureId: string,
      values: ResultValues,
      now: Date,
      tx: Database,
    ): Promise<ResultFixtureRow> {
      const [row] = await tx
        .update(seasonFixtures)
        .set({ ...values, updatedAt: now })
        .where(eq(seasonFixtures.id, fixtureId))
        .returning();
      if (!row) throw new Error(`season results: fixture ${fixtureId} vanished inside its lock`);
      return row;
    },

    /** The season's teams by name (the table's last tiebreak). */
    async teams(seasonId: string, executor: Database = db): Promise<TeamRow[]> {
      return executor
        .select({
          id: seasonTeams.id,
          name: seasonTeams.name,
          colour: seasonTeams.colour,
          captainId: seasonTeams.captainId,
        })
        .from(seasonTeams)
        .where(eq(seasonTeams.seasonId, seasonId))
        .orderBy(asc(sql`lower(${seasonTeams.name})`), asc(seasonTeams.id));
    },

    /** Who is on these teams' rosters now. */
    async rosters(teamIds: string[], tx: Database): Promise<{ userId: string; teamId: string }[]> {
      return tx
        .select({ userId: seasonTeamPlayers.userId, teamId: seasonTeamPlayers.teamId })
        .from(seasonTeamPlayers)
        .where(inArray(seasonTeamPlayers.teamId, teamIds));
    },

    async seasonPlayerIds(seasonId: string, tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ userId: seasonTeamPlayers.userId })
        .from(seasonTeamPlayers)
        .where(eq(seasonTeamPlayers.seasonId, seasonId));
      return rows.map((row) => row.userId);
    },

    /** Replaces the fixture's appearances and stats with these lines. */
    async replacePlayers(
      fixtureId: string,
      lines: { userId: string; teamId: string; stat: number }[],
      tx: Database,
    ): Promise<void> {
      await tx.delete(seasonFixturePlayers).where(eq(seasonFixturePlayers.fixtureId, fixtureId));
      if (lines.length > 0) {
        await tx.insert(seasonFixturePlayers).values(lines.map((line) => ({ fixtureId, ...line })));
      }
    },

    /** The league's organisers: its creator and the co-organisers still among its members. */
    async organiserIds(leagueId: string, tx: Database): Promise<string[]> {
      const [league] = await tx
        .select({ createdBy: leagues.createdBy })
        .from(leagues)
        .where(eq(leagues.id, leagueId));
      const co = await tx
        .select({ userId: leagueOrganisers.userId })
        .from(leagueOrganisers)
        .innerJoin(
          leagueMemberships,
          and(
            eq(leagueMemberships.leagueId, leagueOrganisers.leagueId),
            eq(leagueMemberships.userId, leagueOrganisers.userId),
          ),
        )
        .where(eq(leagueOrganisers.leagueId, leagueId));
      return [...new Set([...(league ? [league.createdBy] : []), ...co.map((row) => row.userId)])];
    },

    /** Regular fixtures whose result does not count yet. */
    async openRegularCount(seasonId: string, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(seasonFixtures)
        .where(
          and(
            eq(seasonFixtures.seasonId, seasonId),
            eq(seasonFixtures.stage, 'regular'),
            ne(seasonFixtures.resultStatus, 'final'),
          ),
        );
      return row?.n ?? 0;
    },

    /** Counted regular results, in the order they were played. */
    async countedRegular(seasonId: string, executor: Database = db) {
      return executor
        .select({
          homeTeamId: seasonFixtures.homeTeamId,
          awayTeamId: seasonFixtures.awayTeamId,
          homeScore: seasonFixtures.homeScore,
          awayScore: seasonFixtures.awayScore,
          startsAt: seasonFixtures.startsAt,
        })
        .from(seasonFixtures)
        .where(
          and(
            eq(seasonFixtures.seasonId, seasonId),
            eq(seasonFixtures.stage, 'regular'),
            eq(seasonFixtures.resultStatus, 'final'),
          ),
        )
        .orderBy(asc(seasonFixtures.startsAt), asc(seasonFixtures.id));
    },

    async playoffFixtures(seasonId: string, executor: Database = db): Promise<ResultFixtureRow[]> {
      return executor
        .select()
        .from(seasonFixtures)
        .where(and(eq(seasonFixtures.seasonId, seasonId), eq(seasonFixtures.stage, 'playoff')))
        .orderBy(
          asc(seasonFixtures.round),
          asc(seasonFixtures.isThirdPlace),
          asc(seasonFixtures.bracketSlot),
        );
    },

    /** The season's fixtures from this date on: the slots and teams new playoff games must avoid. */
    async fixturesFrom(seasonId: string, fromDate: string, tx: Database) {
      return tx
        .select({
          date: seasonFixtures.date,
          time: seasonFixtures.time,
          venue: seasonFixtures.venue,
          homeTeamId: seasonFixtures.homeTeamId,
          awayTeamId: seasonFixtures.awayTeamId,
        })
        .from(seasonFixtures)
        .where(and(eq(seasonFixtures.seasonId, seasonId), gte(seasonFixtures.date, fromDate)));
    },

    /** The latest date of the season's fixtures of this stage (and round), or null. */
    async latestDate(
      seasonId: string,
      stage: 'regular' | 'playoff',
      round: number | null,
      tx: Database,
    ): Promise<string | null> {
      const [row] = await tx
        .select({ date: sql<string | null>`max(${seasonFixtures.date})::text` })
        .from(seasonFixtures)
        .where(
          and(
            eq(seasonFixtures.seasonId, seasonId),
            eq(seasonFixtures.stage, stage),
            round === null ? undefined : eq(seasonFixtures.round, round),
          ),
        );
      return row?.date ?? null;
    },

    async setSeasonStage(
      seasonId: string,
      values: { stage: ResultSeasonRow['stage']; championTeamId?: string | null },
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(seasons)
        .set({ ...values, updatedAt: now })
        .where(eq(seasons.id, seasonId));
    },

    /** Captains' reports waiting since before `before`: the 48-hour job's work. */
    async dueReports(before: Date, limit: number): Promise<{ id: string; seasonId: string }[]> {
      return db
        .select({ id: seasonFixtures.id, seasonId: seasonFixtures.seasonId })
        .from(seasonFixtures)
        .where(and(eq(seasonFixtures.resultStatus, 'reported'), lte(seasonFixtures.reportedAt, before)))
        .orderBy(asc(seasonFixtures.reportedAt))
        .limit(limit);
    },
  };
}

export type SeasonResultsRepository = ReturnType<typeof createSeasonResultsRepository>;
