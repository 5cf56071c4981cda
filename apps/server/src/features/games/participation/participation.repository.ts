import type { FairPlayRequirement } from '@rally/shared/fair-play/fair-play';
import type { JoinRequestStatus } from '@rally/shared/games/games.schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  gameCohosts,
  gameGuests,
  gameInvitations,
  gameJoinRequests,
  gameParticipants,
  gameRatings,
  games,
  gameWaitlist,
} from '../../../db/schema/games.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { type PlayerRecordRow, playerRecordColumns } from '../../profiles/player-record.columns.ts';
import type { GamePolicyGame, ViewerStanding } from '../games.policy.ts';

/** What the participation rules and notices read of a game. */
export type ParticipationGame = GamePolicyGame &
  FairPlayRequirement & { id: string; title: string; cohostIds: string[]; waitlistByFairPlay: boolean };

export type JoinRequestRow = {
  id: string;
  userId: string;
  message: string | null;
  status: JoinRequestStatus;
  createdAt: Date;
};

/** A request as the host's list shows it: with the requester's record in the game's sport. */
export type JoinRequestWithRecordRow = JoinRequestRow & PlayerRecordRow;

const joinRequestColumns = {
  id: gameJoinRequests.id,
  userId: gameJoinRequests.userId,
  message: gameJoinRequests.message,
  status: gameJoinRequests.status,
  createdAt: gameJoinRequests.createdAt,
};

const gameColumns = {
  id: games.id,
  title: games.title,
  hostId: games.hostId,
  isPrivate: games.isPrivate,
  leagueId: games.leagueId,
  startsAt: games.startsAt,
  maxPlayers: games.maxPlayers,
  playersJoined: games.playersJoined,
  gender: games.gender,
  guestsPerPlayer: games.guestsPerPlayer,
  calledOffAt: games.calledOffAt,
  joinDeadlineHours: games.joinDeadlineHours,
  leaveDeadlineHours: games.leaveDeadlineHours,
  // The host's fair-play requirement and the waitlist's order (issue 28 §4).
  minFairPlay: games.minFairPlay,
  newPlayersWelcome: games.newPlayersWelcome,
  waitlistByFairPlay: games.waitlistByFairPlay,
  // Who co-hosts the game, read with it: the host's powers are theirs too (games.policy `runsGame`).
  cohostIds: sql<
    string[]
  >`array(select ${gameCohosts.userId} from ${gameCohosts} where ${gameCohosts.gameId} = ${games.id})`,
};

/** Ids are UUIDs: any other text names nothing (and would be an error to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The line's order: first come first served; the id breaks a tie of the same instant the same way every time. */
const lineOrder = [asc(gameWaitlist.createdAt), asc(gameWaitlist.id)];

/**
 * The only code that reads and writes who takes part in a game: participants, join requests, invitations,
 * the waitlist and ratings. Writes take the caller's transaction, which holds the game's row lock.
 */
export function createParticipationRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    async findGame(gameId: string): Promise<ParticipationGame | undefined> {
      if (!UUID.test(gameId)) return undefined;
      const [row] = await db.select(gameColumns).from(games).where(eq(games.id, gameId));
      return row;
    },

    /**
     * The game, its row locked until the transaction ends: every change to who plays goes through this
     * lock, so concurrent joins, leaves and approvals of one game happen one after another and
     * `players_joined` never passes `max_players`.
     */
    async lockGame(gameId: string, tx: Database): Promise<ParticipationGame | undefined> {
      if (!UUID.test(gameId)) return undefined;
      const [row] = await tx.select(gameColumns).from(games).where(eq(games.id, gameId)).for('update');
      return row;
    },

    /** Where one user stands with one game, in one statement. */
    async standing(gameId: string, userId: string, executor: Database = db): Promise<ViewerStanding> {
      const [row] = await executor
        .select({
          isParticipant: sql<boolean>`exists (
            select 1 from ${gameParticipants}
            where ${gameParticipants.gameId} = ${gameId} and ${gameParticipants.userId} = ${userId})`,
          requestStatus: sql<JoinRequestStatus | null>`(
            select ${gameJoinRequests.status} from ${gameJoinRequests}
            where ${gameJoinRequests.gameId} = ${gameId} and ${gameJoinRequests.userId} = ${userId})`,
          invited: sql<boolean>`exists (
            select 1 from ${gameInvitations}
            where ${gameInvitations.gameId} = ${gameId} and ${gameInvitations.userId} = ${userId})`,
          isCohost: sql<boolean>`exists (
            select 1 from ${gameCohosts}
            where ${gameCohosts.gameId} = ${gameId} and ${gameCohosts.userId} = ${userId})`,
          guestCount: sql<number>`(
            select count(*) from ${gameGuests}
            where ${gameGuests.gameId} = ${gameId} and ${gameGuests.broughtBy} = ${userId})`.mapWith(Number),
          // 1-based, in the line's order (lineOrder).
          waitlistPosition: sql<number | null>`(
            select line.position from (
              select ${gameWaitlist.userId} as user_id,
                row_number() over (order by ${gameWaitlist.createdAt}, ${gameWaitlist.id})::int as position
              from ${gameWaitlist} where ${gameWaitlist.gameId} = ${gameId}
            ) as line where line.user_id = ${userId})`,
        })
        .from(games)
        .where(eq(games.id, gameId));
      return {
        viewerId: userId,
        isParticipant: Boolean(row?.isParticipant),
        joinRequestStatus: row?.requestStatus ?? 'none',
        invited: Boolean(row?.invited),
        waitlistPosition: row?.waitlistPosition ?? null,
        isCohost: Boolean(row?.isCohost),
        guestCount: row?.guestCount ?? 0,
      };
    },

    /** Adds a player and counts them, in the caller's transaction; false when they were already in. */
    async addParticipant(gameId: string, userId: string, now: Date, tx: Database): Promise<boolean> {
      const added = await tx
        .insert(gameParticipants)
        .values({ gameId, userId, joinedAt: now })
        .onConflictDoNothing()
        .returning({ id: gameParticipants.id });
      if (added.length === 0) return false;
      await tx
        .update(games)
        .set({ playersJoined: sql`${games.playersJoined} + 1`, updatedAt: now })
        .where(eq(games.id, gameId));
      return true;
    },

    /**
     * Removes a player and uncounts them, in the caller's transaction. Their guests leave with them and
     * their co-hosting of this game ends. Answers how many spots were freed (the player and their guests);
     * 0 when they were not in.
     */
    async removeParticipant(gameId: string, userId: string, now: Date, tx: Database): Promise<number> {
      const removed = await tx
        .delete(gameParticipants)
        .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)))
        .returning({ id: gameParticipants.id });
      if (removed.length === 0) return 0;
      const guests = await tx
        .delete(gameGuests)
        .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.broughtBy, userId)))
        .returning({ id: gameGuests.id });
      await tx.delete(gameCohosts).where(and(eq(gameCohosts.gameId, gameId), eq(gameCohosts.userId, userId)));
      const freed = 1 + guests.length;
      await tx
        .update(games)
        .set({ playersJoined: sql`${games.playersJoined} - ${freed}`, updatedAt: now })
        .where(eq(games.id, gameId));
      return freed;
    },

    async addToWaitlist(gameId: string, userId: string, now: Date, tx: Database): Promise<boolean> {
      const added = await tx
        .insert(gameWaitlist)
        .values({ gameId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: gameWaitlist.id });
      return added.length > 0;
    },

    async removeFromWaitlist(gameId: string, userId: string, executor: Database = db): Promise<boolean> {
      const removed = await executor
        .delete(gameWaitlist)
        .where(and(eq(gameWaitlist.gameId, gameId), eq(gameWaitlist.userId, userId)))
        .returning({ id: gameWaitlist.id });
      return removed.length > 0;
    },

    /** Who is first in line, if anyone. */
    async firstInLine(gameId: string, executor: Database = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ userId: gameWaitlist.userId })
        .from(gameWaitlist)
        .where(eq(gameWaitlist.gameId, gameId))
        .orderBy(...lineOrder)
        .limit(1);
      return row?.userId;
    },

    /** The line in order, first first. */
    async listWaitlist(gameId: string, executor: Database = db): Promise<string[]> {
      const rows = await executor
        .select({ userId: gameWaitlist.userId })
        .from(gameWaitlist)
        .where(eq(gameWaitlist.gameId, gameId))
        .orderBy(...lineOrder);
      return rows.map((row) => row.userId);
    },

    /** A new pending request; undefined when the user already has one for the game. */
    async insertJoinRequest(
      input: { gameId: string; userId: string; message: string | null; now: Date },
      tx: Database,
    ): Promise<string | undefined> {
      const [row] = await tx
        .insert(gameJoinRequests)
        .values({ ...input, status: 'pending', createdAt: input.now, updatedAt: input.now })
        .onConflictDoNothing()
        .returning({ id: gameJoinRequests.id });
      return row?.id;
    },

    async findJoinRequest(
      gameId: string,
      requestId: string,
      tx: Database,
    ): Promise<JoinRequestRow | undefined> {
      if (!UUID.test(requestId)) return undefined;
      const [row] = await tx
        .select(joinRequestColumns)
        .from(gameJoinRequests)
        .where(and(eq(gameJoinRequests.id, requestId), eq(gameJoinRequests.gameId, gameId)))
        .for('update');
      return row;
    },

    async setJoinRequestStatus(requestId: string, status: JoinRequestStatus, now: Date, tx: Database) {
      await tx
        .update(gameJoinRequests)
        .set({ status, updatedAt: now })
        .where(eq(gameJoinRequests.id, requestId));
    },

    /**
     * Every request for the game: pending first (what the host must still answer), each group newest
     * first, with each requester's record in the game's sport read in the same statement.
     */
    listJoinRequests(gameId: string): Promise<JoinRequestWithRecordRow[]> {
      return db
        .select({
          ...joinRequestColumns,
          ...playerRecordColumns(sql`${gameJoinRequests}.user_id`, sql`${games}.sport`),
        })
        .from(gameJoinRequests)
        .innerJoin(games, eq(games.id, gameJoinRequests.gameId))
        .where(eq(gameJoinRequests.gameId, gameId))
        .orderBy(
          sql`${gameJoinRequests.status} = 'pending' desc`,
          desc(gameJoinRequests.createdAt),
          desc(gameJoinRequests.id),
        );
    },

    /** Of the given users, who plays, who is invited and who has a pending request. */
    async relationsOf(gameId: string, userIds: string[], executor: Database = db) {
      if (userIds.length === 0)
        return { participants: new Set<string>(), invited: new Set<string>(), requested: new Set<string>() };
      // One after another: a transaction's handle runs one statement at a time.
      const participants = await executor
        .select({ userId: gameParticipants.userId })
        .from(gameParticipants)
        .where(and(eq(gameParticipants.gameId, gameId), inArray(gameParticipants.userId, userIds)));
      const invited = await executor
        .select({ userId: gameInvitations.userId })
        .from(gameInvitations)
        .where(and(eq(gameInvitations.gameId, gameId), inArray(gameInvitations.userId, userIds)));
      const requested = await executor
        .select({ userId: gameJoinRequests.userId })
        .from(gameJoinRequests)
        .where(
          and(
            eq(gameJoinRequests.gameId, gameId),
            eq(gameJoinRequests.status, 'pending'),
            inArray(gameJoinRequests.userId, userIds),
          ),
        );
      const ids = (rows: { userId: string }[]) => new Set(rows.map((row) => row.userId));
      return { participants: ids(participants), invited: ids(invited), requested: ids(requested) };
    },

    /** Takes back a player's way into a private game: their invitation goes and their request is rejected. */
    async revokeEntry(gameId: string, userId: string, now: Date, tx: Database) {
      await tx
        .delete(gameInvitations)
        .where(and(eq(gameInvitations.gameId, gameId), eq(gameInvitations.userId, userId)));
      await tx
        .update(gameJoinRequests)
        .set({ status: 'rejected', updatedAt: now })
        .where(and(eq(gameJoinRequests.gameId, gameId), eq(gameJoinRequests.userId, userId)));
    },

    /** Records invitations; returns who was newly invited (those already invited are left as they were). */
    async insertInvitations(
      input: { gameId: string; invitedBy: string; userIds: string[]; now: Date },
      tx: Database,
    ): Promise<string[]> {
      if (input.userIds.length === 0) return [];
      const rows = await tx
        .insert(gameInvitations)
        .values(
          input.userIds.map((userId) => ({
            gameId: input.gameId,
            userId,
            invitedBy: input.invitedBy,
            createdAt: input.now,
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: gameInvitations.userId });
      return rows.map((row) => row.userId);
    },

    /** Saves the player's rating of the game, replacing an earlier one. */
    async saveRating(input: { gameId: string; userId: string; rating: number; now: Date }) {
      await db
        .insert(gameRatings)
        .values({ gameId: input.gameId, userId: input.userId, rating: input.rating, updatedAt: input.now })
        .onConflictDoUpdate({
          target: [gameRatings.gameId, gameRatings.userId],
          set: { rating: input.rating, updatedAt: input.now },
        });
    },
  };
}

export type ParticipationRepository = ReturnType<typeof createParticipationRepository>;
