import { eq } from 'drizzle-orm';
import { games, gameWaitlist } from '../db/schema/games.ts';
import type { TestApp } from './build-test-app.ts';
import { insertGame } from './game-factories.ts';
import { createUser, type TestUser } from './user-factories.ts';

// The people around one game, for the chat's tests: each standing the chat's access rule tells apart.
// Written through the factories and the games' own endpoints; nothing outside tests may use it.

export type ChatScene = {
  gameId: string;
  host: TestUser;
  cohost: TestUser;
  player: TestUser;
  /** Joined, then removed by the host. */
  removed: TestUser;
  /** Joined, then left. */
  left: TestUser;
  waitlisted: TestUser;
  outsider: TestUser;
};

/** A game starting `startsAt` (default: tomorrow) with a host, a co-host, a player and the rest. */
export async function chatScene(
  test: TestApp,
  options: { startsAt?: Date; title?: string; calledOffAt?: Date } = {},
): Promise<ChatScene> {
  const [host, cohost, player, removed, left, waitlisted, outsider] = await Promise.all(
    [
      'Hana Host',
      'Cole Cohost',
      'Pia Player',
      'Remy Removed',
      'Lee Left',
      'Wes Waiting',
      'Otto Outsider',
    ].map((name) => createUser(test, { name })),
  );
  if (!host || !cohost || !player || !removed || !left || !waitlisted || !outsider)
    throw new Error('scene users missing');
  const gameId = await insertGame(test, host.id, {
    title: options.title ?? 'Tuesday futsal',
    players: [cohost.id, player.id, removed.id, left.id],
  });
  const made = await host.client.put(`/api/games/${gameId}/cohosts/${cohost.id}`);
  if (made.statusCode !== 200) throw new Error(`co-host failed: ${made.body}`);
  const removal = await host.client.delete(`/api/games/${gameId}/players/${removed.id}`);
  if (removal.statusCode !== 200) throw new Error(`removal failed: ${removal.body}`);
  const leaving = await left.client.post(`/api/games/${gameId}/leave`);
  if (leaving.statusCode !== 200) throw new Error(`leave failed: ${leaving.body}`);
  const db = test.database.connection.db;
  await db.insert(gameWaitlist).values({ gameId, userId: waitlisted.id });
  // The people are set while the game is upcoming (a started or called-off game takes no changes).
  if (options.startsAt || options.calledOffAt)
    await db
      .update(games)
      .set({
        ...(options.startsAt ? { startsAt: options.startsAt } : {}),
        ...(options.calledOffAt ? { calledOffAt: options.calledOffAt } : {}),
      })
      .where(eq(games.id, gameId));
  return { gameId, host, cohost, player, removed, left, waitlisted, outsider };
}

/** Posts to the game's chat, failing the test unless it is stored; returns the message. */
export async function say(user: TestUser, gameId: string, message: string, announcement?: boolean) {
  const response = await user.client.post(
    `/api/games/${gameId}/chat`,
    announcement === undefined ? { message } : { message, announcement },
  );
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  // Messages a moment apart, so their order is their time.
  await new Promise((resolve) => setTimeout(resolve, 3));
  return response.json() as { id: string; sentAt: string };
}
