import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameCohosts, gameParticipants, games } from '../../../db/schema/games.ts';

/** Ids are UUIDs: any other text names nothing (and would be an error to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the chat rules read of a game, and where one viewer stands in it. */
export type ChatGameRow = {
  id: string;
  title: string;
  sport: string;
  date: string;
  time: string;
  startsAt: Date;
  hostId: string;
  calledOffAt: Date | null;
  isParticipant: boolean;
  isCohost: boolean;
};

const chatGameColumns = (userId: string) => ({
  id: games.id,
  title: games.title,
  sport: games.sport,
  date: games.date,
  time: games.time,
  startsAt: games.startsAt,
  hostId: games.hostId,
  calledOffAt: games.calledOffAt,
  // Aliased and qualified: in a one-table select Drizzle writes columns unqualified, and a bare "id"
  // inside the subquery would name the players' row id instead of the game's.
  isParticipant: sql<boolean>`exists (select 1 from ${gameParticipants} p where p.game_id = ${games}.id and p.user_id = ${userId})`,
  isCohost: sql<boolean>`exists (select 1 from ${gameCohosts} c where c.game_id = ${games}.id and c.user_id = ${userId})`,
});

/** The games tables as a game's chat reads them: who is in it, and which games a player chats in. */
export function createChatAccessRepository(db: Database) {
  return {
    /** The game and the viewer's standing in it; undefined when there is no such game. */
    async gameFor(gameId: string, userId: string, executor: Database = db): Promise<ChatGameRow | undefined> {
      if (!UUID.test(gameId)) return undefined;
      const [row] = await executor.select(chatGameColumns(userId)).from(games).where(eq(games.id, gameId));
      return row;
    },

    /** Everyone in the game's chat: its host, co-hosts (a series co-host may not play) and players. */
    async membersOf(gameId: string, executor: Database = db): Promise<string[]> {
      const result = await executor.execute(sql`
        select ${games.hostId} as "userId" from ${games} where ${games.id} = ${gameId}
        union
        select ${gameParticipants.userId} from ${gameParticipants} where ${gameParticipants.gameId} = ${gameId}
        union
        select ${gameCohosts.userId} from ${gameCohosts} where ${gameCohosts.gameId} = ${gameId}`);
      return (result as unknown as { rows: { userId: string }[] }).rows.map((row) => row.userId);
    },

    /** The games the user hosts, co-hosts or plays in that start at or after `since`. */
    async gamesOf(userId: string, since: Date, executor: Database = db): Promise<ChatGameRow[]> {
      const row = chatGameColumns(userId);
      return executor
        .select(row)
        .from(games)
        .where(
          and(
            gte(games.startsAt, since),
            // From the player's own rows (the host is a player too), not a scan of every recent game.
            or(
              eq(games.hostId, userId),
              sql`${games}.id in (
                select p.game_id from ${gameParticipants} p where p.user_id = ${userId}
                union select c.game_id from ${gameCohosts} c where c.user_id = ${userId})`,
            ),
          ),
        );
    },
  };
}

export type ChatAccessRepository = ReturnType<typeof createChatAccessRepository>;
