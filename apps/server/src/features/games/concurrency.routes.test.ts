import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { askToJoin, gameState, requestsOf } from '../../test/participation-scene.ts';
import { createUser } from '../../test/user-factories.ts';

// Many players acting on one game at the same moment. On PGlite the database runs one transaction at a
// time, so this proves the rules; on PostgreSQL (TEST_DATABASE_URL, see scripts/with-postgres.sh) the
// requests really overlap, and only the game's row lock keeps the roster and its counter exact.

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

describe('under concurrency', () => {
  it('fills a 10-player game with exactly 10 when 50 players join at once, refusing the rest as full', async () => {
    const host = await createUser(test);
    const players = [];
    for (let i = 0; i < 50; i += 1) players.push(await createUser(test));
    const gameId = await insertGame(test, host.id, { maxPlayers: 10 });

    const responses = await Promise.all(
      players.map((player) => player.client.post(`/api/games/${gameId}/join`)),
    );

    const joined = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(joined).toHaveLength(9);
    expect(refused).toHaveLength(41);
    expect(new Set(refused.map((response) => response.json().message))).toEqual(
      new Set(['This game is full.']),
    );
    const state = await gameState(test, gameId);
    expect(state.players).toHaveLength(10);
    expect(state.playersJoined).toBe(10);
    expect(new Set(state.players).size).toBe(10);
  });

  it('lets one of two approvals of the last spot through and leaves the other request pending', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const [first, second] = [await createUser(test), await createUser(test)];
    const gameId = await insertGame(test, host.id, { isPrivate: true, maxPlayers: 3, players: [player.id] });
    const requestIds = [await askToJoin(test, first, gameId), await askToJoin(test, second, gameId)];

    const responses = await Promise.all(
      requestIds.map((requestId) =>
        host.client.patch(`/api/games/${gameId}/requests/${requestId}`, { status: 'approved' }),
      ),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().message).toBe(
      'This game is full.',
    );
    expect((await requestsOf(test, gameId)).map((row) => row.status).sort()).toEqual(['approved', 'pending']);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 3 });
    expect((await gameState(test, gameId)).players).toHaveLength(3);
  });

  it('keeps the count exact when three players leave at once, the first three in line taking their spots', async () => {
    const host = await createUser(test);
    const players = [];
    for (let i = 0; i < 5; i += 1) players.push(await createUser(test));
    const waiting = [];
    for (let i = 0; i < 5; i += 1) waiting.push(await createUser(test));
    const gameId = await insertGame(test, host.id, { maxPlayers: 6, players: players.map((p) => p.id) });
    for (const person of waiting) await person.client.post(`/api/games/${gameId}/waitlist`);

    await Promise.all(players.slice(0, 3).map((player) => player.client.post(`/api/games/${gameId}/leave`)));

    const state = await gameState(test, gameId);
    expect(state.playersJoined).toBe(6);
    expect(state.players).toHaveLength(6);
    expect(state.players.slice(3).sort()).toEqual(
      waiting
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
    expect(state.waitlist).toEqual(waiting.slice(3).map((p) => p.id));
  });
});
