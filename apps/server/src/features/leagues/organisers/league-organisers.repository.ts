import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leagueMemberships, leagueOrganisers, leagues } from '../../../db/schema/leagues.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { profileColumns } from '../../profiles/profiles.read-model.ts';

/**
 * The only code that reads and writes a league's co-organisers. A co-organiser counts only while they
 * are a member (season-access.repository.ts reads the same rule), so every read here requires it.
 */
export function createLeagueOrganisersRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** The creator first, then the co-organisers who are members, by when they were named. */
    async list(leagueId: string, creatorId: string) {
      const rows = await db
        .select({
          userId: leagueMemberships.userId,
          name: profileColumns.name,
          username: profileColumns.username,
          avatarUrl: profileColumns.avatarUrl,
          since: leagueOrganisers.createdAt,
        })
        .from(leagueMemberships)
        .leftJoin(
          leagueOrganisers,
          and(
            eq(leagueOrganisers.leagueId, leagueMemberships.leagueId),
            eq(leagueOrganisers.userId, leagueMemberships.userId),
          ),
        )
        .leftJoin(profileColumns.source, eq(profileColumns.userId, leagueMemberships.userId))
        .where(
          and(
            eq(leagueMemberships.leagueId, leagueId),
            sql`(${leagueMemberships.userId} = ${creatorId} or ${leagueOrganisers.userId} is not null)`,
          ),
        )
        .orderBy(
          sql`${leagueMemberships.userId} = ${creatorId} desc`,
          asc(leagueOrganisers.createdAt),
          asc(leagueMemberships.userId),
        );
      return rows.map((row) => ({ ...row, isCreator: row.userId === creatorId }));
    },

    /** Whether `userId` organises the league: its creator, or a co-organiser who is a member. */
    async isOrganiser(leagueId: string, userId: string, executor: Database = db): Promise<boolean> {
      const [row] = await executor
        .select({ yes: sql<boolean>`true` })
        .from(leagues)
        .leftJoin(
          leagueMemberships,
          and(eq(leagueMemberships.leagueId, leagues.id), eq(leagueMemberships.userId, userId)),
        )
        .leftJoin(
          leagueOrganisers,
          and(eq(leagueOrganisers.leagueId, leagues.id), eq(leagueOrganisers.userId, userId)),
        )
        .where(
          and(
            eq(leagues.id, leagueId),
            sql`(${leagues.createdBy} = ${userId} or (${leagueOrganisers.userId} is not null and ${leagueMemberships.id} is not null))`,
          ),
        );
      return row !== undefined;
    },

    /** Locks the league's row (as membership changes do), so naming someone and their leaving queue up. */
    async lockLeague(leagueId: string, tx: Database) {
      const [row] = await tx
        .select({ id: leagues.id, createdBy: leagues.createdBy })
        .from(leagues)
        .where(eq(leagues.id, leagueId))
        .for('update');
      return row;
    },

    async isMember(leagueId: string, userId: string, tx: Database): Promise<boolean> {
      const [row] = await tx
        .select({ id: leagueMemberships.id })
        .from(leagueMemberships)
        .where(and(eq(leagueMemberships.leagueId, leagueId), eq(leagueMemberships.userId, userId)));
      return row !== undefined;
    },

    async add(leagueId: string, userId: string, now: Date, tx: Database): Promise<void> {
      await tx.insert(leagueOrganisers).values({ leagueId, userId, createdAt: now }).onConflictDoNothing();
    },

    async remove(leagueId: string, userId: string, tx: Database): Promise<void> {
      await tx
        .delete(leagueOrganisers)
        .where(and(eq(leagueOrganisers.leagueId, leagueId), eq(leagueOrganisers.userId, userId)));
    },
  };
}

export type LeagueOrganisersRepository = ReturnType<typeof createLeagueOrganisersRepository>;
