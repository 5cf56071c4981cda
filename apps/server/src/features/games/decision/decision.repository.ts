import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameLateCancellations, gameParticipants, games } from '../../../db/schema/games.ts';
import { transactionRunner } from '../../../db/transaction.ts';

/** A game as the decision and its notices read it. */
export type DecisionGame = {
  id: string;
  hostId: string;
  /** A series' regulars hear of its game's call-off, as of its cancellation. */
  seriesId: string | null;
  title: string;
  date: string;
  time: string;
  startsAt: Date;
  playersJoined: number;
  minPlayers: number;
};

const decisionGame = {
  id: games.id,
  hostId: games.hostId,
  seriesId: games.seriesId,
  title: games.title,
  date: games.date,
  time: games.time,
  startsAt: games.startsAt,
  playersJoined: games.playersJoined,
  minPlayers: sql<number>`${games.minPlayers}`.mapWith(Number),
};

/** The game's decision time has passed at `now` (the start less its decision hours). */
const decisionDue = (now: Date) =>
  sql`${games.startsAt} - ${games.decisionHours} * interval '1 hour' <= ${now.toISOString()}::timestamptz`;

/**
 * The minimum's bookkeeping on the games table: "Game on" claimed once, the decision claimed once, the
 * call-off, and late cancellations. Every claim is one UPDATE guarded by its own column being null, so of
 * two processes (or two joins) racing for it exactly one gets a row back.
 */
export function createDecisionRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /**
     * Claims the game's one "Game on" when its players reached its minimum: sets `game_on_at` unless it
     * was set before (the minimum was reached once already), the game has no minimum or is called off.
     */
    async claimGameOn(gameId: string, now: Date, tx: Database): Promise<DecisionGame | undefined> {
      const [row] = await tx
        .update(games)
        .set({ gameOnAt: now })
        .where(
          and(
            eq(games.id, gameId),
            isNotNull(games.minPlayers),
            isNull(games.gameOnAt),
            isNull(games.calledOffAt),
            sql`${games.playersJoined} >= ${games.minPlayers}`,
          ),
        )
        .returning(decisionGame);
      return row;
    },

    /** Up to `limit` games with a minimum whose decision time has passed at `now` and which are undecided. */
    async dueGameIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: games.id })
        .from(games)
        .where(
          and(
            isNotNull(games.minPlayers),
            isNull(games.decidedAt),
            // No decision is more than a week ahead of its start: this bound lets the partial index serve.
            sql`${games.startsAt} <= ${now.toISOString()}::timestamptz + interval '168 hours'`,
            decisionDue(now),
          ),
        )
        .orderBy(asc(games.startsAt), asc(games.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Claims the game's decision: sets `decided_at` when it is due and still unset, in one statement. A
     * second process running the same claim waits on the row, then finds it set and gets nothing.
     */
    async claimDecision(gameId: string, now: Date, tx: Database): Promise<DecisionGame | undefined> {
      const [row] = await tx
        .update(games)
        .set({ decidedAt: now })
        .where(
          and(eq(games.id, gameId), isNotNull(games.minPlayers), isNull(games.decidedAt), decisionDue(now)),
        )
        .returning(decisionGame);
      return row;
    },

    /** Calls the game off with its reason; calendars read the bumped sequence as a newer version. */
    async callOff(gameId: string, reason: string, now: Date, tx: Database): Promise<void> {
      await tx
        .update(games)
        .set({
          calledOffAt: now,
          calledOffReason: reason,
          sequence: sql`${games.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(games.id, gameId));
    },

    /**
     * The decision is judged afresh (the start or the minimum changed before it): an undecided game stays
     * so, a decided one that went ahead is undecided again. A called-off game stays called off.
     */
    async reopenDecision(gameId: string, tx: Database): Promise<void> {
      await tx
        .update(games)
        .set({ decidedAt: null })
        .where(and(eq(games.id, gameId), isNull(games.calledOffAt)));
    },

    /** Who plays (the host included), in the order they joined. */
    async playerIds(gameId: string, tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ userId: gameParticipants.userId })
        .from(gameParticipants)
        .where(eq(gameParticipants.gameId, gameId))
        .orderBy(asc(gameParticipants.joinedAt), asc(gameParticipants.id));
      return rows.map((row) => row.userId);
    },

    /** Records that the player left the game after its leave deadline (once per player and game). */
    async recordLateCancellation(gameId: string, userId: string, leftAt: Date, tx: Database): Promise<void> {
      await tx
        .insert(gameLateCancellations)
        .values({ gameId, userId, leftAt })
        .onConflictDoUpdate({
          target: [gameLateCancellations.gameId, gameLateCancellations.userId],
          set: { leftAt },
        });
    },
  };
}

export type DecisionRepository = ReturnType<typeof createDecisionRepository>;
