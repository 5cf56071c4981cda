import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameGuests, games } from '../../../db/schema/games.ts';

/** Ids are UUIDs: any other text names nothing (and would be an error to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The only code that writes a game's guests. Each guest takes a spot: adding and removing one moves
 * `players_joined` in the same statement pair, in the caller's transaction (which holds the game's row
 * lock), so the counter always equals the players plus their guests.
 */
export function createGuestsRepository() {
  return {
    async insertGuest(
      input: { gameId: string; broughtBy: string; name: string; now: Date },
      tx: Database,
    ): Promise<string> {
      const [row] = await tx
        .insert(gameGuests)
        .values({ gameId: input.gameId, broughtBy: input.broughtBy, name: input.name, createdAt: input.now })
        .returning({ id: gameGuests.id });
      if (!row) throw new Error('guests: insert returned no row');
      await tx
        .update(games)
        .set({ playersJoined: sql`${games.playersJoined} + 1`, updatedAt: input.now })
        .where(eq(games.id, input.gameId));
      return row.id;
    },

    /** The guest, when it is one of this game's. */
    async findGuest(gameId: string, guestId: string, tx: Database) {
      if (!UUID.test(guestId)) return undefined;
      const [row] = await tx
        .select({ id: gameGuests.id, broughtBy: gameGuests.broughtBy, name: gameGuests.name })
        .from(gameGuests)
        .where(and(eq(gameGuests.id, guestId), eq(gameGuests.gameId, gameId)));
      return row;
    },

    /** Removes the guest and frees their spot; false when they were already gone. */
    async deleteGuest(gameId: string, guestId: string, now: Date, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(gameGuests)
        .where(and(eq(gameGuests.id, guestId), eq(gameGuests.gameId, gameId)))
        .returning({ id: gameGuests.id });
      if (removed.length === 0) return false;
      await tx
        .update(games)
        .set({ playersJoined: sql`${games.playersJoined} - 1`, updatedAt: now })
        .where(eq(games.id, gameId));
      return true;
    },
  };
}

export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
