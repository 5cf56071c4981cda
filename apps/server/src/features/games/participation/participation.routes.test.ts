import { gameTopic } from '@rally/shared/games/games.schemas';
import { notificationLink } from '@rally/shared/notifications/notifications.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameWaitlist } from '../../../db/schema/games.ts';
import { buildTestApp, createClient, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { gameState, notificationsOf, ratingOf } from '../../../test/participation-scene.ts';
import { openUserSocket } from '../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser } from '../../../test/user-factories.ts';

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const HOUR = 60 * 60 * 1000;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('joining a game', () => {
  it('adds the player, raises the count and tells the host, with a link to the game', async () => {
    const host = await createUser(test, { name: 'Hana Host' });
    const player = await createUser(test, { name: 'Pat Player' });
    const gameId = await insertGame(test, host.id, { title: 'Sunday Soccer' });

    const response = await player.client.post(`/api/games/${gameId}/join`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully joined the game!' });
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 2, players: [host.id, player.id] });
    const [notice] = await notificationsOf(host);
    expect(notice).toMatchObject({
      type: 'game_joined',
      title: 'New player joined',
      message: 'Pat Player joined Sunday Soccer',
      relatedId: gameId,
      relatedUserId: player.id,
    });
    expect(notificationLink(notice!)).toBe(`/game/${gameId}`);
    expect(await notificationsOf(player)).toEqual([]);
  });

  it('tells the host live on their socket, and the game page that its roster changed', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id);
    const socket = await openUserSocket(test, host);
    expect(await socket.subscribe(gameTopic(gameId))).toMatchObject({ type: 'subscribed' });

    await player.client.post(`/api/games/${gameId}/join`);

    expect(
      await socket.next((m) => m.type === 'event' && m.event.type === 'notification.created'),
    ).toMatchObject({ topic: `user:${host.id}` });
    expect(await socket.next((m) => m.type === 'event' && m.event.type === 'game.changed')).toMatchObject({
      topic: gameTopic(gameId),
      event: { gameId, change: 'roster' },
    });
    socket.close();
  });

  it('refuses a second join, the host, a full game, a started game and a missing game, writing nothing', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const late = await createUser(test);
    const open = await insertGame(test, host.id, { players: [player.id] });
    const full = await insertGame(test, host.id, { maxPlayers: 2, players: [player.id] });
    const started = await insertGame(test, host.id, { startsAt: new Date(Date.now() - HOUR) });

    const refusals = [
      [player, open, 409, 'You have already joined this game.'],
      [host, open, 409, 'You have already joined this game.'],
      [late, full, 409, 'This game is full.'],
      [late, started, 409, 'This game has already started.'],
      [late, MISSING, 404, 'Game Not Found'],
      [late, 'not-a-game', 404, 'Game Not Found'],
    ] as const;
    for (const [who, gameId, status, message] of refusals) {
      const response = await who.client.post(`/api/games/${gameId}/join`);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await gameState(test, open)).toMatchObject({ playersJoined: 2, players: [host.id, player.id] });
    expect(await gameState(test, full)).toMatchObject({ playersJoined: 2, players: [host.id, player.id] });
    expect(await gameState(test, started)).toMatchObject({ playersJoined: 1, players: [host.id] });
    expect(await notificationsOf(host)).toEqual([]);
  });

  it('accepts a join with no body at all, as a browser sends it', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id);
    const response = await player.client.request({ method: 'POST', url: `/api/games/${gameId}/join` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a signed-out visitor', async () => {
    const host = await createUser(test);
    const gameId = await insertGame(test, host.id);
    const response = await createClient(test.app).post(`/api/games/${gameId}/join`);
    expect(response.statusCode).toBe(401);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 1 });
  });

  it('refuses a join once the clock passes the start', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { startsAt: new Date(Date.now() + HOUR) });
    clock.advance(HOUR + 1_000);
    const response = await player.client.post(`/api/games/${gameId}/join`);
    expect([response.statusCode, response.json().message]).toEqual([409, 'This game has already started.']);
  });
});

describe('leaving a game', () => {
  it('takes the player off the roster, lowers the count and tells the host', async () => {
    const host = await createUser(test);
    const player = await createUser(test, { name: 'Lee Leaver' });
    const gameId = await insertGame(test, host.id, { title: 'Hoops', players: [player.id] });

    const response = await player.client.post(`/api/games/${gameId}/leave`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You left the game' });
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 1, players: [host.id] });
    expect((await notificationsOf(host))[0]).toMatchObject({
      type: 'game_left',
      message: 'Lee Leaver left Hoops',
      relatedId: gameId,
      relatedUserId: player.id,
    });
  });

  it('refuses the host, someone not playing, and anyone after the start', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const stranger = await createUser(test);
    const gameId = await insertGame(test, host.id, { players: [player.id] });
    const started = await insertGame(test, host.id, {
      players: [player.id],
      startsAt: new Date(Date.now() - HOUR),
    });

    const refusals = [
      [host, gameId, 403, 'The host cannot leave their own game; cancel it instead.'],
      [stranger, gameId, 403, 'You are not playing in this game.'],
      [player, started, 409, 'This game has already started.'],
    ] as const;
    for (const [who, id, status, message] of refusals) {
      const response = await who.client.post(`/api/games/${id}/leave`);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 2 });
    expect(await gameState(test, started)).toMatchObject({ playersJoined: 2 });
  });
});

describe('the waitlist', () => {
  it('lines players up for a full public game and gives a freed spot to the first in line', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const first = await createUser(test);
    const second = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      title: 'Full Futsal',
      maxPlayers: 2,
      players: [player.id],
    });

    for (const who of [first, second]) {
      const response = await who.client.post(`/api/games/${gameId}/waitlist`);
      expect([response.statusCode, response.json().message]).toEqual([200, "You're on the waitlist"]);
    }
    expect((await gameState(test, gameId)).waitlist).toEqual([first.id, second.id]);

    await player.client.post(`/api/games/${gameId}/leave`);

    expect(await gameState(test, gameId)).toEqual({
      playersJoined: 2,
      players: [host.id, first.id],
      waitlist: [second.id],
    });
    expect((await notificationsOf(first))[0]).toMatchObject({
      type: 'game_waitlist_promoted',
      title: "You're in!",
      message: "A spot opened up: you're now playing in Full Futsal",
      relatedId: gameId,
    });
    // Written in one transaction, the two share a timestamp: their order in the panel is not the point.
    expect((await notificationsOf(host)).map((n) => n.message).sort()).toEqual([
      'A player from the waitlist took the open spot in Full Futsal',
      `${player.name} left Full Futsal`,
    ]);
    expect(await notificationsOf(second)).toEqual([]);
  });

  it('shows the host the line in order, and nobody else', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const first = await createUser(test, { name: 'First' });
    const second = await createUser(test, { name: 'Second' });
    const gameId = await insertGame(test, host.id, { maxPlayers: 2, players: [player.id] });
    await first.client.post(`/api/games/${gameId}/waitlist`);
    await second.client.post(`/api/games/${gameId}/waitlist`);

    const response = await host.client.get(`/api/games/${gameId}/waitlist`);
    expect(response.statusCode).toBe(200);
    expect(response.json().players).toEqual([
      { id: first.id, name: 'First', username: first.username.toLowerCase(), avatarUrl: null, position: 1 },
      {
        id: second.id,
        name: 'Second',
        username: second.username.toLowerCase(),
        avatarUrl: null,
        position: 2,
      },
    ]);
    for (const who of [player, first]) {
      const refused = await who.client.get(`/api/games/${gameId}/waitlist`);
      expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only the host can do that.']);
    }
  });

  it("shows each waiting player their place in line on the game's page, moving up as the line does", async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const first = await createUser(test);
    const second = await createUser(test);
    const gameId = await insertGame(test, host.id, { maxPlayers: 2, players: [player.id] });
    await first.client.post(`/api/games/${gameId}/waitlist`);
    await second.client.post(`/api/games/${gameId}/waitlist`);
    const placeOf = async (who: typeof first) =>
      (await who.client.get(`/api/games/${gameId}`)).json().viewer.waitlistPosition;

    expect([await placeOf(first), await placeOf(second), await placeOf(player)]).toEqual([1, 2, null]);
    await first.client.delete(`/api/games/${gameId}/waitlist`);
    expect([await placeOf(first), await placeOf(second)]).toEqual([null, 1]);
  });

  it('lets a player leave the line, and refuses what the line is not for', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const waiting = await createUser(test);
    const full = await insertGame(test, host.id, { maxPlayers: 2, players: [player.id] });
    const open = await insertGame(test, host.id);
    const privateGame = await insertGame(test, host.id, {
      isPrivate: true,
      maxPlayers: 2,
      players: [player.id],
    });
    await waiting.client.post(`/api/games/${full}/waitlist`);

    const refusals = [
      ['post', waiting, full, 409, "You're already on the waitlist."],
      ['post', player, full, 409, 'You have already joined this game.'],
      ['post', waiting, open, 409, 'This game still has spots: join it directly.'],
      ['post', waiting, privateGame, 403, 'Only public games have a waitlist.'],
      ['delete', player, full, 409, "You're not on the waitlist."],
    ] as const;
    for (const [method, who, id, status, message] of refusals) {
      const response = await who.client[method](`/api/games/${id}/waitlist`);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }

    const left = await waiting.client.delete(`/api/games/${full}/waitlist`);
    expect([left.statusCode, left.json().message]).toEqual([200, 'You left the waitlist']);
    expect((await gameState(test, full)).waitlist).toEqual([]);
    const again = await waiting.client.delete(`/api/games/${full}/waitlist`);
    expect(again.statusCode).toBe(409);
  });

  it('takes a waiting player off the line when they join a spot that opened', async () => {
    const host = await createUser(test);
    const waiting = await createUser(test);
    const gameId = await insertGame(test, host.id, { maxPlayers: 3 });
    const db = test.database.connection.db;
    // A spot that opened without a promotion (say, the host made room): the player joins directly.
    await db.insert(gameWaitlist).values({ gameId, userId: waiting.id });

    expect((await waiting.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(200);
    expect(await gameState(test, gameId)).toMatchObject({ players: [host.id, waiting.id], waitlist: [] });
  });
});

describe('removing a player', () => {
  it('lets the host remove a player, who is told, and moves the first in line up', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const waiting = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      title: 'Tennis Doubles',
      maxPlayers: 2,
      players: [player.id],
    });
    await waiting.client.post(`/api/games/${gameId}/waitlist`);

    const response = await host.client.delete(`/api/games/${gameId}/players/${player.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Player removed from the game' });
    expect(await gameState(test, gameId)).toEqual({
      playersJoined: 2,
      players: [host.id, waiting.id],
      waitlist: [],
    });
    expect((await notificationsOf(player))[0]).toMatchObject({
      type: 'game_player_removed',
      title: 'Removed from game',
      message: 'The host removed you from Tennis Doubles',
      relatedId: gameId,
    });
    expect((await notificationsOf(waiting))[0]).toMatchObject({ type: 'game_waitlist_promoted' });
  });

  it('refuses anyone but the host, removing the host, someone not playing, and after the start', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const other = await createUser(test);
    const gameId = await insertGame(test, host.id, { players: [player.id, other.id] });
    const started = await insertGame(test, host.id, {
      players: [player.id],
      startsAt: new Date(Date.now() - HOUR),
    });
    const stranger = await createUser(test);

    const refusals = [
      [other, gameId, player.id, 403, 'Only the host can do that.'],
      [host, gameId, host.id, 403, 'The host cannot be removed from their own game.'],
      [host, gameId, stranger.id, 404, 'That player is not in this game.'],
      [host, started, player.id, 409, 'This game has already started.'],
      [host, MISSING, player.id, 404, 'Game Not Found'],
    ] as const;
    for (const [who, id, target, status, message] of refusals) {
      const response = await who.client.delete(`/api/games/${id}/players/${target}`);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 3 });
    expect(await notificationsOf(player)).toEqual([]);
  });
});

describe('rating a game', () => {
  it('lets players (the host too) rate a game once it has started, and change their rating', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { players: [player.id] });
    clock.advance(25 * HOUR);

    const rated = await player.client.put(`/api/games/${gameId}/rating`, { rating: 4 });
    expect([rated.statusCode, rated.json().message]).toEqual([200, 'Thanks for rating this game']);
    expect(await ratingOf(test, gameId, player.id)).toBe(4);
    await player.client.put(`/api/games/${gameId}/rating`, { rating: 2 });
    expect(await ratingOf(test, gameId, player.id)).toBe(2);
    expect((await host.client.put(`/api/games/${gameId}/rating`, { rating: 5 })).statusCode).toBe(200);
    expect(await ratingOf(test, gameId, host.id)).toBe(5);
    // The game's page shows each player their own rating back.
    expect((await player.client.get(`/api/games/${gameId}`)).json().viewer.rating).toBe(2);
    expect((await host.client.get(`/api/games/${gameId}`)).json().viewer.rating).toBe(5);
  });

  it('refuses a rating before the start, from a non-player, and outside 1 to 5', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const stranger = await createUser(test);
    const gameId = await insertGame(test, host.id, { players: [player.id] });

    const early = await player.client.put(`/api/games/${gameId}/rating`, { rating: 4 });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'You can rate a game after it has taken place.',
    ]);
    clock.advance(25 * HOUR);
    const outsider = await stranger.client.put(`/api/games/${gameId}/rating`, { rating: 4 });
    expect([outsider.statusCode, outsider.json().message]).toEqual([
      403,
      'Only players of this game can rate it.',
    ]);
    for (const rating of [0, 6, 2.5]) {
      expect((await player.client.put(`/api/games/${gameId}/rating`, { rating })).statusCode).toBe(400);
    }
    expect(await ratingOf(test, gameId, player.id)).toBeNull();
    expect(await ratingOf(test, gameId, stranger.id)).toBeNull();
  });
});
