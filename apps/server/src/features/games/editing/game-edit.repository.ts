import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameParticipants, games, gameWaitlist } from '../../../db/schema/games.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import type { GameRow, NewGameRow } from '../games.repository.ts';

/** The columns an edit writes: the host's fields, the start computed from them, and the calendar's marks. */
export type GameEditColumns = Partial<Omit<NewGameRow, 'id' | 'hostId' | 'playersJoined' | 'createdAt'>>;

/** The reads and writes of editing a game: its row (locked), its new values, and who hears of a change. */
export function createGameEditRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** The whole game row, locked until the transaction ends (joins and leaves wait behind the edit). */
    async lockGame(id: string, tx: Database): Promise<GameRow | undefined> {
      const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
      return row;
    },

    async updateGame(id: string, values: GameEditColumns, tx: Database): Promise<GameRow> {
      const [row] = await tx.update(games).set(values).where(eq(games.id, id)).returning();
      if (!row) throw new Error('games: update returned no row');
      return row;
    },

    async waitlistLength(gameId: string, tx: Database): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(gameWaitlist).where(eq(gameWaitlist.gameId, gameId));
      return row?.n ?? 0;
    },

    /** Who hears of a change to the game: its players (the host included) and its waitlist. */
    async playersAndWaitlist(gameId: string, tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ userId: gameParticipants.userId })
        .from(gameParticipants)
        .where(eq(gameParticipants.gameId, gameId))
        .union(
          tx
            .select({ userId: gameWaitlist.userId })
            .from(gameWaitlist)
            .where(eq(gameWaitlist.gameId, gameId)),
        );
      return rows.map((row) => row.userId);
    },
  };
}

export type GameEditRepository = ReturnType<typeof createGameEditRepository>;
