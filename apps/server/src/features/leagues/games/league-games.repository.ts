import { and, asc, desc, eq, getTableColumns, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { leagueGameRequests, leagueGameResults } from '../../../db/schema/league-games.ts';
import { leagueMemberships, leagues } from '../../../db/schema/leagues.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { profileColumnsAs } from '../../profiles/profiles.read-model.ts';

export type GameRequestRow = typeof leagueGameRequests.$inferSelect;
export type NewGameRequestRow = typeof leagueGameRequests.$inferInsert;
export type NewGameResultRow = typeof leagueGameResults.$inferInsert;

/** The most leagues the Schedule form's picker offers: far more than one sport's rivals nearby. */
const OPPONENTS_MAX = 500;

const requestingLeague = alias(leagues, 'requesting_league');
const targetLeague = alias(leagues, 'target_league');
const requesterProfile = profileColumnsAs('requester_profile');

/** A request with both leagues, the requester's card and the result, as every list reads it. */
const requestView = {
  ...getTableColumns(leagueGameRequests),
  requestingName: requestingLeague.name,
  requestingSport: requestingLeague.sport,
  requestingCreatedBy: requestingLeague.createdBy,
  targetName: targetLeague.name,
  targetSport: targetLeague.sport,
  targetCreatedBy: targetLeague.createdBy,
  requesterName: requesterProfile.name,
  requesterUsername: requesterProfile.username,
  requesterAvatarUrl: requesterProfile.avatarUrl,
  resultWinnerLeagueId: leagueGameResults.winnerLeagueId,
  resultLoserLeagueId: leagueGameResults.loserLeagueId,
  resultScoreWinner: leagueGameResults.scoreWinner,
  resultScoreLoser: leagueGameResults.scoreLoser,
  resultNotes: leagueGameResults.notes,
  resultCreatedAt: leagueGameResults.createdAt,
};

export type GameRequestViewRow = GameRequestRow & {
  requestingName: string;
  requestingSport: string;
  requestingCreatedBy: string;
  targetName: string;
  targetSport: string;
  targetCreatedBy: string;
  requesterName: string | null;
  requesterUsername: string | null;
  requesterAvatarUrl: string | null;
  resultWinnerLeagueId: string | null;
  resultLoserLeagueId: string | null;
  resultScoreWinner: number | null;
  resultScoreLoser: number | null;
  resultNotes: string | null;
  resultCreatedAt: Date | null;
};

const involving = (leagueId: string) =>
  or(eq(leagueGameRequests.requestingLeagueId, leagueId), eq(leagueGameRequests.targetLeagueId, leagueId));

/** Inter-league game requests and their results: the only SQL of the games between leagues. */
export function createLeagueGamesRepository(db: Database) {
  function views(executor: Database) {
    return executor
      .select(requestView)
      .from(leagueGameRequests)
      .innerJoin(requestingLeague, eq(requestingLeague.id, leagueGameRequests.requestingLeagueId))
      .innerJoin(targetLeague, eq(targetLeague.id, leagueGameRequests.targetLeagueId))
      .leftJoin(requesterProfile.source, eq(requesterProfile.userId, leagueGameRequests.requesterUserId))
      .leftJoin(leagueGameResults, eq(leagueGameResults.requestId, leagueGameRequests.id));
  }

  return {
    transaction: transactionRunner(db),

    /** One request that involves the league, with everything its view shows, or undefined. */
    async findView(
      leagueId: string,
      requestId: string,
      executor: Database = db,
    ): Promise<GameRequestViewRow | undefined> {
      const [row] = await views(executor).where(
        and(eq(leagueGameRequests.id, requestId), involving(leagueId)),
      );
      return row;
    },

    /** Every request where the league asks or is asked, newest first (Game Requests). */
    async listForLeague(leagueId: string): Promise<GameRequestViewRow[]> {
      return views(db)
        .where(involving(leagueId))
        .orderBy(desc(leagueGameRequests.createdAt), desc(leagueGameRequests.id));
    },

    /** The league's approved games, by start (the Schedule tab). */
    async listApproved(leagueId: string): Promise<GameRequestViewRow[]> {
      return views(db)
        .where(and(involving(leagueId), eq(leagueGameRequests.status, 'approved')))
        .orderBy(asc(leagueGameRequests.startsAt), asc(leagueGameRequests.id));
    },

    /** The request's row, locked until the transaction ends: answers, results and cancels queue behind it. */
    async lockRequest(
      leagueId: string,
      requestId: string,
      tx: Database,
    ): Promise<GameRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(leagueGameRequests)
        .where(and(eq(leagueGameRequests.id, requestId), involving(leagueId)))
        .for('update');
      return row;
    },

    async insertRequest(values: NewGameRequestRow, tx: Database): Promise<GameRequestRow> {
      const [row] = await tx.insert(leagueGameRequests).values(values).returning();
      if (!row) throw new Error('league games: insert returned no row');
      return row;
    },

    async updateRequest(
      requestId: string,
      values: Partial<
        Pick<GameRequestRow, 'status' | 'gameStatus' | 'respondedBy' | 'respondedAt' | 'gameId'>
      >,
      tx: Database,
    ): Promise<void> {
      await tx.update(leagueGameRequests).set(values).where(eq(leagueGameRequests.id, requestId));
    },

    async insertResult(values: NewGameResultRow, tx: Database): Promise<void> {
      await tx.insert(leagueGameResults).values(values);
    },

    /** Who belongs to these leagues, each with the league they belong to (someone in both appears twice). */
    async membersOf(leagueIds: string[], tx: Database): Promise<{ userId: string; leagueId: string }[]> {
      return tx
        .select({ userId: leagueMemberships.userId, leagueId: leagueMemberships.leagueId })
        .from(leagueMemberships)
        .where(inArray(leagueMemberships.leagueId, leagueIds))
        .orderBy(asc(leagueMemberships.joinedAt));
    },

    /** The leagues of the sport besides this one, by name: who the Schedule form may invite. */
    async opponents(leagueId: string, sport: string) {
      return db
        .select({
          id: leagues.id,
          name: leagues.name,
          sport: leagues.sport,
          memberCount: leagues.memberCount,
        })
        .from(leagues)
        .where(and(eq(leagues.sport, sport), ne(leagues.id, leagueId)))
        .orderBy(asc(leagues.name), asc(leagues.id))
        .limit(OPPONENTS_MAX);
    },
  };
}

export type LeagueGamesRepository = ReturnType<typeof createLeagueGamesRepository>;
