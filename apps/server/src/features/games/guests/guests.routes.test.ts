import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameGuests } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { gameState } from '../../../test/participation-scene.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const guestsOf = async (gameId: string) =>
  test.database.connection.db
    .select({ id: gameGuests.id, name: gameGuests.name, broughtBy: gameGuests.broughtBy })
    .from(gameGuests)
    .where(eq(gameGuests.gameId, gameId));

const addGuest = (player: TestUser, gameId: string, name: string) =>
  player.client.post(`/api/games/${gameId}/guests`, { name });

describe('bringing guests', () => {
  it('adds a guest by name, taking a spot, shown under the player on the roster', async () => {
    const host = await createUser(test);
    const player = await createUser(test, { name: 'Pat Player' });
    const gameId = await insertGame(test, host.id, { guestsPerPlayer: 2, players: [player.id] });

    const response = await addGuest(player, gameId, '  Sam  ');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Guest added' });
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 3 });
    const detail = (await player.client.get(`/api/games/${gameId}`)).json();
    expect(detail).toMatchObject({ playersJoined: 3, spotsLeft: 5 });
    const entry = detail.participants.find((p: { id: string }) => p.id === player.id);
    expect(entry.guests).toEqual([{ id: expect.any(String), name: 'Sam', canRemove: true }]);
    expect(detail.participants.find((p: { id: string }) => p.id === host.id).guests).toEqual([]);
  });

  it('lets the host bring guests too, and offers Add guest while under the limit', async () => {
    const host = await createUser(test);
    const gameId = await insertGame(test, host.id, { guestsPerPlayer: 1 });
    expect((await host.client.get(`/api/games/${gameId}`)).json().abilities.canAddGuests).toBe(true);

    expect((await addGuest(host, gameId, 'Robin')).statusCode).toBe(200);

    expect((await host.client.get(`/api/games/${gameId}`)).json().abilities.canAddGuests).toBe(false);
  });

  it('refuses a guest over the per-player limit, writing nothing', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { guestsPerPlayer: 2, players: [player.id] });
    await addGuest(player, gameId, 'Sam');
    await addGuest(player, gameId, 'Alex');

    const response = await addGuest(player, gameId, 'Jo');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'guest_limit_reached',
      message: 'You can bring at most 2 guests.',
    });
    expect(await guestsOf(gameId)).toHaveLength(2);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 4 });
  });

  it('refuses a guest when no spot is left', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      guestsPerPlayer: 2,
      maxPlayers: 2,
      players: [player.id],
    });

    const response = await addGuest(player, gameId, 'Sam');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'game_full', message: 'No spots left for a guest.' });
    expect(await guestsOf(gameId)).toEqual([]);
  });

  it('refuses guests where the game takes none, from a non-player, after the start, and once called off', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const stranger = await createUser(test);
    const noGuests = await insertGame(test, host.id, { players: [player.id] });
    const open = await insertGame(test, host.id, { guestsPerPlayer: 2, players: [player.id] });
    const started = await insertGame(test, host.id, {
      guestsPerPlayer: 2,
      players: [player.id],
      startsAt: new Date(Date.now() - 60_000),
    });
    const calledOff = await insertGame(test, host.id, {
      guestsPerPlayer: 2,
      players: [player.id],
      calledOffAt: new Date(),
      calledOffReason: 'Not enough players: 1 of 4 needed',
    });

    const answers = [
      await addGuest(player, noGuests, 'Sam'),
      await addGuest(stranger, open, 'Sam'),
      await addGuest(player, started, 'Sam'),
      await addGuest(player, calledOff, 'Sam'),
    ];

    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [409, 'This game does not take guests.'],
      [403, 'Only players of this game can bring guests.'],
      [409, 'This game has already started.'],
      [409, 'This game was called off.'],
    ]);
    for (const id of [noGuests, open, started, calledOff]) expect(await guestsOf(id)).toEqual([]);
  });

  it('refuses a blank, too long or profane guest name', async () => {
    const host = await createUser(test);
    const gameId = await insertGame(test, host.id, { guestsPerPlayer: 3 });

    const answers = [
      await addGuest(host, gameId, '   '),
      await addGuest(host, gameId, 'x'.repeat(41)),
      await addGuest(host, gameId, 'fuck'),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(await guestsOf(gameId)).toEqual([]);
  });
});

describe('guests leaving', () => {
  it('takes the guests away with their player and gives each freed spot to the next in line', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const waiting = [await createUser(test), await createUser(test), await createUser(test)];
    const gameId = await insertGame(test, host.id, {
      guestsPerPlayer: 2,
      maxPlayers: 4,
      players: [player.id],
    });
    await addGuest(player, gameId, 'Sam');
    await addGuest(player, gameId, 'Alex');
    for (const person of waiting)
      expect((await person.client.post(`/api/games/${gameId}/waitlist`)).statusCode).toBe(200);

    expect((await player.client.post(`/api/games/${gameId}/leave`)).statusCode).toBe(200);

    expect(await guestsOf(gameId)).toEqual([]);
    const state = await gameState(test, gameId);
    expect(state).toMatchObject({ playersJoined: 4, waitlist: [] });
    // The three in line took the freed spots at one moment: the players are compared as a set.
    expect([...state.players].sort()).toEqual([host.id, ...waiting.map((person) => person.id)].sort());
  });

  it('takes the guests away when the host removes their player', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { guestsPerPlayer: 2, players: [player.id] });
    await addGuest(player, gameId, 'Sam');

    expect((await host.client.delete(`/api/games/${gameId}/players/${player.id}`)).statusCode).toBe(200);

    expect(await guestsOf(gameId)).toEqual([]);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 1, players: [host.id] });
  });

  it('lets the player who brought a guest, the host or a co-host remove them, the first in line moving up', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const other = await createUser(test);
    const cohost = await createUser(test);
    const waiting = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      guestsPerPlayer: 3,
      maxPlayers: 7,
      players: [player.id, other.id, cohost.id],
    });
    expect((await host.client.put(`/api/games/${gameId}/cohosts/${cohost.id}`)).statusCode).toBe(200);
    for (const name of ['Sam', 'Alex', 'Jo']) await addGuest(player, gameId, name);
    await waiting.client.post(`/api/games/${gameId}/waitlist`);
    const [sam, alex, jo] = (await guestsOf(gameId)).sort((a, b) => a.name.localeCompare(b.name) * -1);
    if (!sam || !alex || !jo) throw new Error('three guests expected');

    const refused = await other.client.delete(`/api/games/${gameId}/guests/${sam.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the player who brought this guest, the host or a co-host can remove them.',
    );

    expect((await player.client.delete(`/api/games/${gameId}/guests/${sam.id}`)).json()).toEqual({
      message: 'Guest removed',
    });
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 7, waitlist: [] });
    expect((await host.client.delete(`/api/games/${gameId}/guests/${alex.id}`)).statusCode).toBe(200);
    expect((await cohost.client.delete(`/api/games/${gameId}/guests/${jo.id}`)).statusCode).toBe(200);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 5 });
    expect((await player.client.delete(`/api/games/${gameId}/guests/${jo.id}`)).statusCode).toBe(404);
  });
});
