import type { AttendanceMark, AttendanceOutcome } from '@rally/shared/games/attendance.schemas';
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  gameAttendance,
  gameCohosts,
  gameLateCancellations,
  gameParticipants,
  games,
} from '../../../db/schema/games.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { profileColumns } from '../../profiles/profiles.read-model.ts';
import { isGameId } from '../game-id.ts';

/** What check-in, marks and settling read of a game. */
export type AttendanceGame = {
  id: string;
  title: string;
  date: string;
  time: string;
  hostId: string;
  startsAt: Date;
  calledOffAt: Date | null;
  attendanceSettledAt: Date | null;
};

const attendanceGame = {
  id: games.id,
  title: games.title,
  date: games.date,
  time: games.time,
  hostId: games.hostId,
  startsAt: games.startsAt,
  calledOffAt: games.calledOffAt,
  attendanceSettledAt: games.attendanceSettledAt,
};

/** One player's attendance row as the rules read it. */
export type AttendanceRow = {
  userId: string;
  checkedInAt: Date | null;
  mark: AttendanceMark | null;
  outcome: AttendanceOutcome | null;
};

const attendanceRow = {
  userId: gameAttendance.userId,
  checkedInAt: gameAttendance.checkedInAt,
  mark: gameAttendance.mark,
  outcome: gameAttendance.outcome,
};

/** A person as the host's list shows them. */
const person = {
  id: profileColumns.userId,
  name: profileColumns.name,
  username: profileColumns.username,
  avatarUrl: profileColumns.avatarUrl,
};

/** How many settled outcomes of each kind, per player. */
export type OutcomeCounts = { attended: number; noShows: number; lateCancellations: number };

/**
 * The only code that writes `game_attendance` and settles games (`games.attendance_settled_at`). The
 * settle claim is one UPDATE guarded by the column being null, so of any number of processes exactly
 * one gets the game back; the outcomes are written in that claim's transaction.
 */
export function createAttendanceRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** The game, its row locked until the transaction ends: a mark and the settling queue up. */
    async lockGame(gameId: string, tx: Database): Promise<AttendanceGame | undefined> {
      if (!isGameId(gameId)) return undefined;
      const [row] = await tx.select(attendanceGame).from(games).where(eq(games.id, gameId)).for('update');
      return row;
    },

    /** The game as it is now, without a lock (reading the host's list). */
    async findGame(gameId: string): Promise<AttendanceGame | undefined> {
      if (!isGameId(gameId)) return undefined;
      const [row] = await db.select(attendanceGame).from(games).where(eq(games.id, gameId));
      return row;
    },

    async isParticipant(gameId: string, userId: string, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .select({ id: gameParticipants.id })
        .from(gameParticipants)
        .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
      return rows.length > 0;
    },

    async isCohost(gameId: string, userId: string, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .select({ userId: gameCohosts.userId })
        .from(gameCohosts)
        .where(and(eq(gameCohosts.gameId, gameId), eq(gameCohosts.userId, userId)));
      return rows.length > 0;
    },

    /** The player's check-in; a second one keeps the first time. */
    async checkIn(gameId: string, userId: string, now: Date, tx: Database): Promise<void> {
      await tx
        .insert(gameAttendance)
        .values({ gameId, userId, checkedInAt: now })
        .onConflictDoUpdate({
          target: [gameAttendance.gameId, gameAttendance.userId],
          set: { checkedInAt: sql`coalesce(${gameAttendance.checkedInAt}, excluded.checked_in_at)` },
        });
    },

    /** The host's or a co-host's mark on a player. */
    async setMark(
      gameId: string,
      userId: string,
      mark: AttendanceMark,
      markedBy: string,
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .insert(gameAttendance)
        .values({ gameId, userId, mark, markedBy, markedAt: now })
        .onConflictDoUpdate({
          target: [gameAttendance.gameId, gameAttendance.userId],
          set: { mark, markedBy, markedAt: now },
        });
    },

    /** Writes a player's outcome (settling or a correction). */
    async setOutcome(
      gameId: string,
      userId: string,
      outcome: AttendanceOutcome | null,
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .insert(gameAttendance)
        .values({ gameId, userId, outcome, settledAt: now })
        .onConflictDoUpdate({
          target: [gameAttendance.gameId, gameAttendance.userId],
          set: { outcome, settledAt: now },
        });
    },

    /** Every attendance row of the game. */
    async rowsOf(gameId: string, tx: Database = db): Promise<AttendanceRow[]> {
      return tx.select(attendanceRow).from(gameAttendance).where(eq(gameAttendance.gameId, gameId));
    },

    /** The viewer's row, if any. */
    async rowOf(gameId: string, userId: string): Promise<AttendanceRow | undefined> {
      const [row] = await db
        .select(attendanceRow)
        .from(gameAttendance)
        .where(and(eq(gameAttendance.gameId, gameId), eq(gameAttendance.userId, userId)));
      return row;
    },

    /** Who plays (the host included). */
    async playerIds(gameId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: gameParticipants.userId })
        .from(gameParticipants)
        .where(eq(gameParticipants.gameId, gameId))
        .orderBy(asc(gameParticipants.joinedAt), asc(gameParticipants.id));
      return rows.map((row) => row.userId);
    },

    /** Who left late and is not playing now (one who came back is a player again). */
    async lateCancellerIds(gameId: string, players: string[], tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: gameLateCancellations.userId })
        .from(gameLateCancellations)
        .where(
          and(
            eq(gameLateCancellations.gameId, gameId),
            players.length > 0 ? notInArray(gameLateCancellations.userId, players) : undefined,
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** The host's list: every player, host first, with their row. */
    async listPlayers(game: Pick<AttendanceGame, 'id' | 'hostId'>) {
      return db
        .select({
          ...person,
          isHost: sql<boolean>`${gameParticipants.userId} = ${game.hostId}`,
          checkedInAt: gameAttendance.checkedInAt,
          mark: gameAttendance.mark,
          outcome: gameAttendance.outcome,
        })
        .from(gameParticipants)
        .innerJoin(profileColumns.source, eq(profileColumns.userId, gameParticipants.userId))
        .leftJoin(
          gameAttendance,
          and(
            eq(gameAttendance.gameId, gameParticipants.gameId),
            eq(gameAttendance.userId, gameParticipants.userId),
          ),
        )
        .where(eq(gameParticipants.gameId, game.id))
        .orderBy(desc(sql`${gameParticipants.userId} = ${game.hostId}`), asc(gameParticipants.joinedAt));
    },

    /** The players who left late and are not playing now, with when they left. */
    async listLateCancellations(gameId: string) {
      return db
        .select({ ...person, leftAt: gameLateCancellations.leftAt })
        .from(gameLateCancellations)
        .innerJoin(profileColumns.source, eq(profileColumns.userId, gameLateCancellations.userId))
        .where(
          and(
            eq(gameLateCancellations.gameId, gameId),
            sql`not exists (select 1 from ${gameParticipants} where ${gameParticipants.gameId} = ${gameLateCancellations.gameId} and ${gameParticipants.userId} = ${gameLateCancellations.userId})`,
          ),
        )
        .orderBy(asc(gameLateCancellations.leftAt));
    },

    /** Forgets a late cancellation (the host excused it); false when there was none. */
    async excuseLateCancellation(gameId: string, userId: string, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(gameLateCancellations)
        .where(and(eq(gameLateCancellations.gameId, gameId), eq(gameLateCancellations.userId, userId)))
        .returning({ userId: gameLateCancellations.userId });
      await tx
        .delete(gameAttendance)
        .where(
          and(
            eq(gameAttendance.gameId, gameId),
            eq(gameAttendance.userId, userId),
            eq(gameAttendance.outcome, 'late_cancellation'),
          ),
        );
      return removed.length > 0;
    },

    /** Up to `limit` games whose check-in window closed at `windowClosedBefore` and which are unsettled. */
    async dueGameIds(windowClosedBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: games.id })
        .from(games)
        .where(
          and(
            isNull(games.attendanceSettledAt),
            sql`${games.startsAt} <= ${windowClosedBefore.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(games.startsAt), asc(games.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Claims the game's settling: sets `attendance_settled_at` when its window has closed and it is
     * still unset, in one statement. A second process waits on the row, then finds it set.
     */
    async claimSettle(gameId: string, windowClosedBefore: Date, now: Date, tx: Database) {
      const [row] = await tx
        .update(games)
        .set({ attendanceSettledAt: now })
        .where(
          and(
            eq(games.id, gameId),
            isNull(games.attendanceSettledAt),
            sql`${games.startsAt} <= ${windowClosedBefore.toISOString()}::timestamptz`,
          ),
        )
        .returning(attendanceGame);
      return row;
    },

    /**
     * The outcomes of each player in `userIds` settled in [since, until]: one grouped statement for every
     * name on a page, read from game_attendance_record_idx alone. A game settles an hour after its start
     * (a correction within 48 hours moves it), so this is the games of the period to within hours,
     * without joining each row to its game.
     */
    async outcomeCounts(userIds: string[], since: Date, until: Date): Promise<Map<string, OutcomeCounts>> {
      const counts = new Map<string, OutcomeCounts>();
      if (userIds.length === 0) return counts;
      const rows = await db
        .select({
          userId: gameAttendance.userId,
          attended: sql<number>`count(*) filter (where ${gameAttendance.outcome} = 'attended')`.mapWith(
            Number,
          ),
          noShows: sql<number>`count(*) filter (where ${gameAttendance.outcome} = 'no_show')`.mapWith(Number),
          lateCancellations:
            sql<number>`count(*) filter (where ${gameAttendance.outcome} = 'late_cancellation')`.mapWith(
              Number,
            ),
        })
        .from(gameAttendance)
        .where(
          and(
            inArray(gameAttendance.userId, [...new Set(userIds)]),
            sql`${gameAttendance.outcome} is not null`,
            sql`${gameAttendance.settledAt} >= ${since.toISOString()}::timestamptz`,
            sql`${gameAttendance.settledAt} <= ${until.toISOString()}::timestamptz`,
          ),
        )
        .groupBy(gameAttendance.userId);
      for (const row of rows) counts.set(row.userId, row);
      return counts;
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
