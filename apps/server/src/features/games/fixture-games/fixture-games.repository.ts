import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameCohosts, gameParticipants, games } from '../../../db/schema/games.ts';
import type { GameRow } from '../games.repository.ts';

export type FixtureGameRow = typeof games.$inferInsert;

/** The writes a league fixture's game needs: exact players and co-hosts, and a move. */
export function createFixtureGamesRepository() {
  return {
    async insertGame(values: FixtureGameRow, tx: Database): Promise<GameRow> {
      const [row] = await tx.insert(games).values(values).returning();
      if (!row) throw new Error('fixture games: insert returned no row');
      return row;
    },

    async lockGame(gameId: string, tx: Database): Promise<GameRow | undefined> {
      const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
      return row;
    },

    /** Makes the game's participants exactly `userIds` (those already in keep when they joined). */
    async setParticipants(gameId: string, userIds: readonly string[], now: Date, tx: Database) {
      await tx
        .delete(gameParticipants)
        .where(
          userIds.length > 0
            ? and(eq(gameParticipants.gameId, gameId), notInArray(gameParticipants.userId, [...userIds]))
            : eq(gameParticipants.gameId, gameId),
        );
      if (userIds.length === 0) return;
      await tx
        .insert(gameParticipants)
        .values(userIds.map((userId) => ({ gameId, userId, joinedAt: now })))
        .onConflictDoNothing();
    },

    /** Makes the game's co-hosts exactly `userIds`. */
    async setCohosts(gameId: string, userIds: readonly string[], now: Date, tx: Database) {
      await tx
        .delete(gameCohosts)
        .where(
          userIds.length > 0
            ? and(eq(gameCohosts.gameId, gameId), notInArray(gameCohosts.userId, [...userIds]))
            : eq(gameCohosts.gameId, gameId),
        );
      if (userIds.length === 0) return;
      await tx
        .insert(gameCohosts)
        .values(userIds.map((userId) => ({ gameId, userId, createdAt: now })))
        .onConflictDoNothing();
    },

    async updateGame(gameId: string, values: Partial<FixtureGameRow>, tx: Database): Promise<GameRow> {
      const [row] = await tx.update(games).set(values).where(eq(games.id, gameId)).returning();
      if (!row) throw new Error('fixture games: update returned no row');
      return row;
    },
  };
}

export type FixtureGamesRepository = ReturnType<typeof createFixtureGamesRepository>;
