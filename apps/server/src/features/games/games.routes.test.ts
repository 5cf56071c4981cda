import { gameMessages } from '@rally/shared/games/games.messages';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  gameInvitations,
  gameJoinRequests,
  gameParticipants,
  games,
  gameWaitlist,
} from '../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { openUserSocket, setProfile } from '../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const validGame = {
  sport: 'soccer',
  title: 'Sunday five-a-side',
  date: '2026-07-01',
  time: '18:30',
  timeZone: 'Europe/London',
  location: 'Hackney Marshes',
  maxPlayers: 10,
};

describe('creating a game', () => {
  it('creates a game with the host as its first player, starting at the local time in the host zone', async () => {
    const host = await createUser(test, { name: 'Hana Host' });
    const response = await host.client.post('/api/games', validGame);

    expect(response.statusCode).toBe(201);
    const game = response.json();
    expect(game).toMatchObject({
      title: 'Sunday five-a-side',
      sport: 'soccer',
      date: '2026-07-01',
      time: '18:30',
      timeZone: 'Europe/London',
      // London is on summer time in July: 18:30 there is 17:30 UTC.
      startsAt: '2026-07-01T17:30:00.000Z',
      completed: false,
      playersJoined: 1,
      maxPlayers: 10,
      spotsLeft: 9,
      skillLevel: 'any',
      gender: 'co-ed',
      venueCost: 'free',
      costAmount: null,
      isPrivate: false,
      relation: 'host',
      host: { id: host.id, name: 'Hana Host' },
    });
    expect(game.participants).toEqual([expect.objectContaining({ id: host.id, isHost: true })]);
    expect(game.abilities).toMatchObject({ canCancel: true, canEdit: true, canJoin: false });
  });

  it('reads the date and time in New York time, summer and winter', async () => {
    const host = await createUser(test);
    const winter = await host.client.post('/api/games', {
      ...validGame,
      date: '2026-12-10',
      time: '07:00',
      timeZone: 'America/New_York',
    });
    expect(winter.json().startsAt).toBe('2026-12-10T12:00:00.000Z');
    const summer = await host.client.post('/api/games', {
      ...validGame,
      date: '2026-07-04',
      time: '07:00',
      timeZone: 'America/New_York',
    });
    expect(summer.json().startsAt).toBe('2026-07-04T11:00:00.000Z');
  });

  it('moves a time skipped by the clocks going forward on by the skipped hour', async () => {
    const host = await createUser(test);
    // 02:30 does not exist in New York on 14 March 2027: it is 03:30 EDT.
    const response = await host.client.post('/api/games', {
      ...validGame,
      date: '2027-03-14',
      time: '02:30',
      timeZone: 'America/New_York',
    });
    expect(response.json().startsAt).toBe('2027-03-14T07:30:00.000Z');
  });

  it('refuses a start at or before now with the future-date text', async () => {
    const host = await createUser(test);
    // Now is 12:00 UTC, which is 13:00 in London.
    for (const time of ['12:59', '13:00']) {
      const response = await host.client.post('/api/games', { ...validGame, date: '2026-06-15', time });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(gameMessages.pastStart);
    }
    const soon = await host.client.post('/api/games', { ...validGame, date: '2026-06-15', time: '13:01' });
    expect(soon.statusCode).toBe(201);
    expect(await test.database.connection.db.select().from(games)).toHaveLength(1);
  });

  it.each([
    [{ sport: undefined }, gameMessages.sportRequired],
    [{ title: '   ' }, gameMessages.requiredFields],
    [{ date: '' }, gameMessages.requiredFields],
    [{ time: '' }, gameMessages.requiredFields],
    [{ location: '' }, gameMessages.requiredFields],
    [{ maxPlayers: 1 }, gameMessages.minPlayers],
    [{ maxPlayers: 31 }, gameMessages.maxPlayers],
    [{ venueCost: 'paid' }, gameMessages.costRequired],
    [{ title: 'fuck this game' }, 'Your game title contains profanity. Please choose a different title.'],
    [
      { description: 'a shitty pitch' },
      'Your game description contains profanity. Please keep descriptions appropriate.',
    ],
    [{ timeZone: 'Mars/Olympus' }, gameMessages.invalidTimeZone],
  ])('refuses %o with its text and writes nothing', async (change, text) => {
    const host = await createUser(test);
    const response = await host.client.post('/api/games', { ...validGame, ...change });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(text);
    expect(await test.database.connection.db.select().from(games)).toHaveLength(0);
  });

  it('keeps the cost of a paid venue and drops it for a free one', async () => {
    const host = await createUser(test);
    const paid = await host.client.post('/api/games', { ...validGame, venueCost: 'paid', costAmount: 7.5 });
    expect(paid.json()).toMatchObject({ venueCost: 'paid', costAmount: 7.5 });
    const free = await host.client.post('/api/games', { ...validGame, venueCost: 'free', costAmount: 7.5 });
    expect(free.json()).toMatchObject({ venueCost: 'free', costAmount: null });
  });

  it('lets one user create 20 games an hour, refusing the next with the rate-limit text', async () => {
    const host = await createUser(test);
    for (let index = 0; index < 20; index += 1) {
      expect((await host.client.post('/api/games', validGame)).statusCode).toBe(201);
    }
    const refused = await host.client.post('/api/games', validGame);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    // Another user is not held back by the first one's games.
    const other = await createUser(test);
    expect((await other.client.post('/api/games', validGame)).statusCode).toBe(201);
  });

  it('tells every find list live that a game was created', async () => {
    const host = await createUser(test);
    const viewer = await createUser(test);
    const socket = await openUserSocket(test, viewer);
    expect(await socket.subscribe('games')).toMatchObject({ type: 'subscribed' });

    const created = (await host.client.post('/api/games', validGame)).json();
    const message = await socket.next((m) => m.type === 'event' && m.topic === 'games');
    expect(message).toMatchObject({ event: { type: 'game.changed', gameId: created.id, change: 'created' } });
    socket.close();
  });
});

describe('a game page', () => {
  it('answers Game Not Found for a missing game and for an id that could never be one', async () => {
    const viewer = await createUser(test);
    for (const id of ['6f1c2b1e-0000-4000-8000-000000000000', 'not-a-game']) {
      const response = await viewer.client.get(`/api/games/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'game_not_found', message: 'Game Not Found' });
    }
  });

  it('shows a public game roster, host first, to anyone, with Join Game for a stranger', async () => {
    const host = await createUser(test, { name: 'Hana' });
    const player = await createUser(test, { name: 'Pete' });
    const stranger = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      players: [player.id],
      startsAt: new Date(clock.now().getTime() + DAY),
    });

    const seen = (await stranger.client.get(`/api/games/${gameId}`)).json();
    expect(seen.participants.map((p: { name: string; isHost: boolean }) => [p.name, p.isHost])).toEqual([
      ['Hana', true],
      ['Pete', false],
    ]);
    expect(seen.relation).toBe('none');
    expect(seen.abilities).toMatchObject({
      canJoin: true,
      canRequest: false,
      canCancel: false,
      canLeave: false,
    });

    const asPlayer = (await player.client.get(`/api/games/${gameId}`)).json();
    expect(asPlayer.relation).toBe('participant');
    expect(asPlayer.abilities).toMatchObject({ canJoin: false, canLeave: true, canCancel: false });
  });

  it('hides a private game roster and requests from a non-participant, who may ask to join', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const stranger = await createUser(test);
    const requester = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      isPrivate: true,
      players: [player.id],
      startsAt: new Date(clock.now().getTime() + DAY),
    });
    await test.database.connection.db.insert(gameJoinRequests).values({ gameId, userId: requester.id });

    const seen = (await stranger.client.get(`/api/games/${gameId}`)).json();
    expect(seen.isPrivate).toBe(true);
    expect(seen.participants).toEqual([]);
    expect(seen.pendingRequestCount).toBe(0);
    expect(seen.abilities).toMatchObject({ canSeeRoster: false, canJoin: false, canRequest: true });

    const asked = (await requester.client.get(`/api/games/${gameId}`)).json();
    expect(asked.viewer.joinRequestStatus).toBe('pending');
    expect(asked.relation).toBe('requested');
    expect(asked.abilities.canRequest).toBe(false);

    const asHost = (await host.client.get(`/api/games/${gameId}`)).json();
    expect(asHost.participants).toHaveLength(2);
    expect(asHost.pendingRequestCount).toBe(1);
    expect(asHost.abilities).toMatchObject({ canManageRequests: true, canInvite: true });

    expect((await player.client.get(`/api/games/${gameId}`)).json().participants).toHaveLength(2);
  });

  it('becomes Completed when the start passes: no joining, and its players may rate and review', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const stranger = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      players: [player.id],
      startsAt: new Date(clock.now().getTime() + HOUR),
    });
    expect((await stranger.client.get(`/api/games/${gameId}`)).json()).toMatchObject({
      completed: false,
      abilities: { canJoin: true },
    });

    clock.advance(HOUR);
    const after = (await stranger.client.get(`/api/games/${gameId}`)).json();
    expect(after).toMatchObject({ completed: true, abilities: { canJoin: false, canRate: false } });
    const asPlayer = (await player.client.get(`/api/games/${gameId}`)).json();
    expect(asPlayer.abilities).toMatchObject({ canLeave: false, canRate: true, canReview: true });
    const asHost = (await host.client.get(`/api/games/${gameId}`)).json();
    expect(asHost.abilities).toMatchObject({ canCancel: false, canEdit: false });
  });

  it('shows Game Full at zero spots: the waitlist instead of joining, and the viewer place in line', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const first = await createUser(test);
    const second = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      maxPlayers: 2,
      players: [player.id],
      startsAt: new Date(clock.now().getTime() + DAY),
    });
    const db = test.database.connection.db;
    await db
      .insert(gameWaitlist)
      .values({ gameId, userId: first.id, createdAt: new Date(Date.now() - 1000) });
    await db.insert(gameWaitlist).values({ gameId, userId: second.id });

    const seen = (await second.client.get(`/api/games/${gameId}`)).json();
    expect(seen).toMatchObject({ spotsLeft: 0, waitlistCount: 2, relation: 'waitlisted' });
    expect(seen.viewer.waitlistPosition).toBe(2);
    expect(seen.abilities).toMatchObject({ canJoin: false, canJoinWaitlist: false, canLeaveWaitlist: true });
  });
});

describe('what to expect', () => {
  it('lets the host edit Game Format and What to Bring, and tells the game page live', async () => {
    const host = await createUser(test);
    const gameId = await insertGame(test, host.id, { startsAt: new Date(clock.now().getTime() + DAY) });
    const socket = await openUserSocket(test, host);
    expect(await socket.subscribe(`game:${gameId}`)).toMatchObject({ type: 'subscribed' });

    const response = await host.client.patch(`/api/games/${gameId}/what-to-expect`, {
      gameFormat: '7v7, two halves',
      whatToBring: 'Shin pads and water',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      gameFormat: '7v7, two halves',
      whatToBring: 'Shin pads and water',
    });
    expect(await socket.next((m) => m.type === 'event' && m.topic === `game:${gameId}`)).toMatchObject({
      event: { type: 'game.changed', gameId, change: 'updated' },
    });
    socket.close();
  });

  it('refuses anyone but the host, and profanity, changing nothing', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      players: [player.id],
      gameFormat: 'Original',
      startsAt: new Date(clock.now().getTime() + DAY),
    });

    const byPlayer = await player.client.patch(`/api/games/${gameId}/what-to-expect`, {
      gameFormat: 'Mine now',
    });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(gameMessages.hostOnly);

    const rude = await host.client.patch(`/api/games/${gameId}/what-to-expect`, {
      gameFormat: 'bring your shit',
    });
    expect(rude.statusCode).toBe(400);
    expect((await host.client.get(`/api/games/${gameId}`)).json().gameFormat).toBe('Original');
  });
});

describe('cancelling a game', () => {
  it('tells every player, pending requester, waitlisted player and invited friend with the title and local time, then removes everything', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const requester = await createUser(test);
    const waiting = await createUser(test);
    const invited = await createUser(test);
    const rejected = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      title: 'Evening hoops',
      date: '2026-06-20',
      time: '18:30',
      timeZone: 'Europe/London',
      startsAt: new Date('2026-06-20T17:30:00Z'),
      players: [player.id],
    });
    const db = test.database.connection.db;
    await db.insert(gameJoinRequests).values([
      { gameId, userId: requester.id },
      { gameId, userId: rejected.id, status: 'rejected' },
    ]);
    await db.insert(gameWaitlist).values({ gameId, userId: waiting.id });
    await db.insert(gameInvitations).values({ gameId, userId: invited.id, invitedBy: host.id });
    const socket = await openUserSocket(test, player);

    const response = await host.client.delete(`/api/games/${gameId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Game canceled successfully' });

    for (const user of [player, requester, waiting, invited]) {
      const { notifications } = (await user.client.get('/api/notifications')).json();
      expect(notifications).toEqual([
        expect.objectContaining({
          type: 'game_cancelled',
          title: 'Game cancelled',
          message: '"Evening hoops" on Saturday, June 20 at 6:30 PM has been cancelled by the host.',
        }),
      ]);
    }
    for (const user of [host, rejected]) {
      expect((await user.client.get('/api/notifications')).json().notifications).toEqual([]);
    }
    expect(
      await socket.next((m) => m.type === 'event' && m.event.type === 'notification.created'),
    ).toBeTruthy();
    socket.close();

    expect(await db.select().from(games).where(eq(games.id, gameId))).toEqual([]);
    expect(await db.select().from(gameParticipants).where(eq(gameParticipants.gameId, gameId))).toEqual([]);
    expect(await db.select().from(gameJoinRequests).where(eq(gameJoinRequests.gameId, gameId))).toEqual([]);
    expect((await player.client.get(`/api/games/${gameId}`)).statusCode).toBe(404);
  });

  it('lets only the host cancel, and nobody once the game has started', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, {
      players: [player.id],
      startsAt: new Date(clock.now().getTime() + HOUR),
    });

    const byPlayer = await player.client.delete(`/api/games/${gameId}`);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(gameMessages.hostOnly);

    clock.advance(2 * HOUR);
    const late = await host.client.delete(`/api/games/${gameId}`);
    expect(late.statusCode).toBe(409);
    expect((await host.client.get(`/api/games/${gameId}`)).statusCode).toBe(200);
  });

  it('tells the game page and find lists live that the game is gone', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    await setProfile(test, player.id, { name: 'Pete' });
    const gameId = await insertGame(test, host.id, {
      players: [player.id],
      startsAt: new Date(clock.now().getTime() + DAY),
    });
    const socket = await openUserSocket(test, player);
    await socket.subscribe('games');
    await socket.subscribe(`game:${gameId}`);

    await host.client.delete(`/api/games/${gameId}`);
    for (const topic of ['games', `game:${gameId}`]) {
      expect(await socket.next((m) => m.type === 'event' && m.topic === topic)).toMatchObject({
        event: { type: 'game.changed', gameId, change: 'cancelled' },
      });
    }
    socket.close();
  });
});

describe('game topics', () => {
  it('lets a signed-in user follow find lists and an existing game, and refuses a game that does not exist', async () => {
    const host = await createUser(test);
    const gameId = await insertGame(test, host.id);
    const socket = await openUserSocket(test, host);
    expect(await socket.subscribe('games')).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(`game:${gameId}`)).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe('game:6f1c2b1e-0000-4000-8000-000000000000')).toMatchObject({
      type: 'denied',
    });
    expect(await socket.subscribe('game:nonsense')).toMatchObject({ type: 'denied' });
    socket.close();
  });
});
