import { gameParticipants, games } from '../db/schema/games.ts';
import type { TestApp } from './build-test-app.ts';

// Factories for games: they write game rows directly, to set a scene in one step (a game that started
// yesterday, a full game); the create flow itself is tested over HTTP. Nothing outside tests may do this.

export type GameOverrides = Partial<typeof games.$inferInsert> & {
  /** Players besides the host, joined in this order. */
  players?: string[];
};

/**
 * A game hosted by `hostId` (a participant from the start, as the create flow makes it) starting
 * `startsAt` (default: tomorrow), with `players` joined. Returns the game's id.
 */
export async function insertGame(
  test: Pick<TestApp, 'database'>,
  hostId: string,
  { players = [], ...overrides }: GameOverrides = {},
): Promise<string> {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000);
  const iso = startsAt.toISOString();
  const db = test.database.connection.db;
  const [game] = await db
    .insert(games)
    .values({
      title: 'Pickup game',
      sport: 'soccer',
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      timeZone: 'UTC',
      location: 'Central Park',
      maxPlayers: 8,
      ...overrides,
      startsAt,
      hostId,
      playersJoined: 1 + players.length,
    })
    .returning({ id: games.id });
  if (!game) throw new Error('game insert returned nothing');
  await db.insert(gameParticipants).values(
    [hostId, ...players].map((userId, index) => ({
      gameId: game.id,
      userId,
      joinedAt: new Date(Date.now() + index),
    })),
  );
  return game.id;
}
