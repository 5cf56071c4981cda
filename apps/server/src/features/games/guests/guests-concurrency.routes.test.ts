import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameGuests } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { gameState } from '../../../test/participation-scene.ts';
import { createUser } from '../../../test/user-factories.ts';

// Joins and guest additions racing for the last spots of one game. On PGlite the database runs one
// transaction at a time; on PostgreSQL (scripts/with-postgres.sh) they really overlap, and only the
// game's row lock, which guests take as joins do, keeps the roster and its counter exact.

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

describe('guests under concurrency', () => {
  it('never over-fills a game when 20 players join and 20 guests are added at once', async () => {
    const host = await createUser(test);
    const bringers = [];
    for (let i = 0; i < 5; i += 1) bringers.push(await createUser(test));
    const joiners = [];
    for (let i = 0; i < 20; i += 1) joiners.push(await createUser(test));
    const gameId = await insertGame(test, host.id, {
      maxPlayers: 12,
      guestsPerPlayer: 3,
      players: bringers.map((player) => player.id),
    });

    const responses = await Promise.all([
      ...joiners.map((player) => player.client.post(`/api/games/${gameId}/join`)),
      ...bringers.flatMap((player, index) =>
        [0, 1, 2, 3].map((n) =>
          player.client.post(`/api/games/${gameId}/guests`, { name: `Guest ${index}-${n}` }),
        ),
      ),
    ]);

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const state = await gameState(test, gameId);
    const guests = await test.database.connection.db
      .select({ broughtBy: gameGuests.broughtBy })
      .from(gameGuests)
      .where(eq(gameGuests.gameId, gameId));
    // Exactly full: the host, the 5 players, and 6 more taken by joins and guests together.
    expect(state.playersJoined).toBe(12);
    expect(state.players.length + guests.length).toBe(12);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    // Nobody passed their own limit of 3 guests.
    for (const player of bringers)
      expect(guests.filter((guest) => guest.broughtBy === player.id).length).toBeLessThanOrEqual(3);
  });

  it('keeps the count exact when players with guests leave at once, the line taking every freed spot', async () => {
    const host = await createUser(test);
    const players = [await createUser(test), await createUser(test), await createUser(test)];
    const waiting = [];
    for (let i = 0; i < 8; i += 1) waiting.push(await createUser(test));
    const gameId = await insertGame(test, host.id, {
      maxPlayers: 10,
      guestsPerPlayer: 2,
      players: players.map((player) => player.id),
    });
    for (const player of players)
      for (const name of ['A', 'B']) await player.client.post(`/api/games/${gameId}/guests`, { name });
    for (const person of waiting) await person.client.post(`/api/games/${gameId}/waitlist`);

    await Promise.all(players.map((player) => player.client.post(`/api/games/${gameId}/leave`)));

    const state = await gameState(test, gameId);
    expect(state.playersJoined).toBe(9);
    expect(state.players).toHaveLength(9);
    expect(state.waitlist).toEqual([]);
  });
});
