import { CALLED_OFF_MESSAGE } from '@rally/shared/games/game-rules.schemas';
import { gameTopic } from '@rally/shared/games/games.schemas';
import { notificationLink } from '@rally/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { gameState, notificationsOf } from '../../../test/participation-scene.ts';
import { openUserSocket } from '../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';
import { gameStartInstant } from '../game-start.ts';

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
/** A Tuesday evening well after the test clock's now, in the game's own zone. */
const DATE = '2027-03-02';
const TIME = '19:00';
const ZONE = 'America/Chicago';

/** "Tuesday run" at Zilker Park, hosted by `host` with `players`, as the scene of every test. */
function tuesdayRun(
  host: TestUser,
  players: TestUser[] = [],
  overrides: Parameters<typeof insertGame>[2] = {},
) {
  return insertGame(test, host.id, {
    title: 'Tuesday run',
    date: DATE,
    time: TIME,
    timeZone: ZONE,
    startsAt: gameStartInstant(DATE, TIME, ZONE),
    location: 'Zilker Park',
    maxPlayers: 8,
    players: players.map((player) => player.id),
    ...overrides,
  });
}

/** The whole form as the Edit page sends it: the game as it is, with `changes`. */
const form = (changes: Record<string, unknown> = {}) => ({
  sport: 'soccer',
  title: 'Tuesday run',
  date: DATE,
  time: TIME,
  timeZone: ZONE,
  location: 'Zilker Park',
  latitude: null,
  longitude: null,
  maxPlayers: 8,
  isPrivate: false,
  skillLevel: 'any',
  gender: 'co-ed',
  venueCost: 'free',
  costAmount: null,
  description: null,
  ...changes,
});

async function storedGame(gameId: string) {
  const [row] = await test.database.connection.db.select().from(games).where(eq(games.id, gameId));
  return row!;
}

const updatesOf = async (user: TestUser) =>
  (await notificationsOf(user)).filter((notice) => notice.type === 'game_updated');

async function waitlist(gameId: string, players: TestUser[]) {
  for (const player of players) {
    const response = await player.client.post(`/api/games/${gameId}/waitlist`);
    if (response.statusCode !== 200) throw new Error(`waitlist failed: ${response.body}`);
  }
}

describe('editing a game', () => {
  it('moves the game and tells each player and waitlisted player once, old and new, but not the host', async () => {
    const host = await createUser(test);
    const players = [await createUser(test), await createUser(test)];
    const waiting = await createUser(test);
    const gameId = await tuesdayRun(host, players, { maxPlayers: 3 });
    await waitlist(gameId, [waiting]);

    const response = await host.client.patch(
      `/api/games/${gameId}`,
      form({ maxPlayers: 3, date: '2027-03-03', time: '18:30', location: 'Town Lake' }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ date: '2027-03-03', time: '18:30', location: 'Town Lake' });
    const message = '"Tuesday run" moved: Tue 2 Mar 19:00 → Wed 3 Mar 18:30; place: Zilker Park → Town Lake';
    for (const player of [...players, waiting]) {
      const notices = await updatesOf(player);
      expect(notices).toEqual([
        expect.objectContaining({
          title: 'Game updated',
          message,
          relatedId: gameId,
          relatedUserId: host.id,
        }),
      ]);
      expect(notificationLink(notices[0]!)).toBe(`/game/${gameId}`);
    }
    expect(await updatesOf(host)).toEqual([]);
    const stored = await storedGame(gameId);
    expect(stored.startsAt).toEqual(gameStartInstant('2027-03-03', '18:30', ZONE));
    expect(stored.sequence).toBe(1);
  });

  it('tells players of a new cost, and of a place moved on the map', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await tuesdayRun(host, [player]);

    await host.client.patch(`/api/games/${gameId}`, form({ venueCost: 'paid', costAmount: 5 }));
    await host.client.patch(
      `/api/games/${gameId}`,
      form({ venueCost: 'paid', costAmount: 5, latitude: 30.26, longitude: -97.77 }),
    );

    expect((await updatesOf(player)).map((notice) => notice.message)).toEqual([
      '"Tuesday run" place: Zilker Park (moved on the map)',
      '"Tuesday run" cost: Free → $5',
    ]);
    expect((await storedGame(gameId)).sequence).toBe(2);
  });

  it('tells no one of a title, description, size, skill or privacy change, and keeps the sequence', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await tuesdayRun(host, [player]);
    const before = await storedGame(gameId);
    clock.advance(HOUR);

    const response = await host.client.patch(
      `/api/games/${gameId}`,
      form({
        title: 'Tuesday night run',
        description: 'Bring water',
        maxPlayers: 10,
        skillLevel: 'casual',
        isPrivate: true,
      }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Tuesday night run',
      description: 'Bring water',
      maxPlayers: 10,
      skillLevel: 'casual',
      isPrivate: true,
    });
    expect(await updatesOf(player)).toEqual([]);
    const after = await storedGame(gameId);
    expect(after.sequence).toBe(before.sequence);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('refuses a maximum below the players already in, with a readable message, changing nothing', async () => {
    const host = await createUser(test);
    const players = [await createUser(test), await createUser(test), await createUser(test)];
    const gameId = await tuesdayRun(host, players);
    const before = await storedGame(gameId);

    const response = await host.client.patch(
      `/api/games/${gameId}`,
      form({ maxPlayers: 3, title: 'Renamed', time: '20:00' }),
    );

    expect(response.statusCode).toBe(400);
    const message = '4 players are already in this game: the maximum cannot be lower than 4.';
    expect(response.json()).toMatchObject({ message, fields: { maxPlayers: [message] } });
    expect(await storedGame(gameId)).toEqual(before);
    expect(await updatesOf(players[0]!)).toEqual([]);
    // Down to exactly the players in is fine.
    expect((await host.client.patch(`/api/games/${gameId}`, form({ maxPlayers: 4 }))).statusCode).toBe(200);
  });

  it('gives new spots to the waitlist in order when the maximum goes up, and tells them', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const line = [await createUser(test), await createUser(test), await createUser(test)];
    const gameId = await tuesdayRun(host, [player], { maxPlayers: 2 });
    await waitlist(gameId, line);

    const response = await host.client.patch(`/api/games/${gameId}`, form({ maxPlayers: 4 }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      maxPlayers: 4,
      playersJoined: 4,
      spotsLeft: 0,
      waitlistCount: 1,
    });
    // The first two in line took the new spots and the third still waits. Both joined at the same
    // moment, so the order of the players' list among them is not asserted.
    const state = await gameState(test, gameId);
    expect({ ...state, players: [...state.players].sort() }).toEqual({
      playersJoined: 4,
      players: [host.id, player.id, line[0]!.id, line[1]!.id].sort(),
      waitlist: [line[2]!.id],
    });
    for (const promoted of line.slice(0, 2)) {
      expect((await notificationsOf(promoted)).map((notice) => notice.type)).toEqual([
        'game_waitlist_promoted',
      ]);
    }
    expect(await notificationsOf(line[2]!)).toEqual([]);
  });

  it('refuses a player, a started game, a called-off game, a missing game and a start in the past, writing nothing', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await tuesdayRun(host, [player]);
    const started = await insertGame(test, host.id, { startsAt: new Date(clock.now().getTime() + 2 * HOUR) });
    const calledOff = await tuesdayRun(host, [], { minPlayers: 4, calledOffAt: clock.now() });
    clock.advance(3 * HOUR);

    const refusals = [
      [player, gameId, form({ title: 'Mine now' }), 403, 'Only the host can do that.'],
      [host, started, form(), 409, 'This game has already started.'],
      [host, calledOff, form({ title: 'Back on' }), 409, CALLED_OFF_MESSAGE],
      [host, MISSING, form(), 404, 'Game Not Found'],
      [host, 'not-a-game', form(), 404, 'Game Not Found'],
      [host, gameId, form({ date: '2020-01-07' }), 400, 'Please choose a date and time in the future.'],
    ] as const;
    for (const [user, id, body, status, message] of refusals) {
      const response = await user.client.patch(`/api/games/${id}`, body);
      expect({ id, status: response.statusCode, message: response.json().message }).toEqual({
        id,
        status,
        message,
      });
    }
    expect((await storedGame(gameId)).title).toBe('Tuesday run');
    expect((await storedGame(gameId)).date).toBe(DATE);
  });

  it('validates like create, with the same messages', async () => {
    const host = await createUser(test);
    const gameId = await tuesdayRun(host);

    const response = await host.client.patch(`/api/games/${gameId}`, form({ title: ' ', venueCost: 'paid' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      title: ['Please fill out all required fields.'],
      costAmount: ['Please enter the cost amount for a paid venue.'],
    });
  });

  it("updates the game's page and the find lists live", async () => {
    const host = await createUser(test);
    const watcher = await createUser(test);
    const gameId = await tuesdayRun(host);
    const socket = await openUserSocket(test, watcher);
    await socket.subscribe(gameTopic(gameId));
    await socket.subscribe('games');

    await host.client.patch(`/api/games/${gameId}`, form({ title: 'Tuesday night run' }));

    const topics = [
      await socket.next((m) => m.type === 'event' && m.event.type === 'game.changed'),
      await socket.next((m) => m.type === 'event' && m.event.type === 'game.changed'),
    ].map((message) => (message as { topic: string }).topic);
    expect(topics.sort()).toEqual(['games', gameTopic(gameId)].sort());
    socket.close();
  });

  it("bumps the calendar event's SEQUENCE and LAST-MODIFIED on a move, so calendar apps take the new time", async () => {
    const host = await createUser(test);
    const gameId = await tuesdayRun(host);
    const eventOf = async () => {
      const file = (await host.client.get(`/api/games/${gameId}/calendar.ics`)).body;
      return Object.values(ical.sync.parseICS(file)).find((item) => item?.type === 'VEVENT') as ical.VEvent;
    };
    const before = await eventOf();
    clock.advance(HOUR);

    await host.client.patch(`/api/games/${gameId}`, form({ time: '18:30' }));
    const moved = await eventOf();
    await host.client.patch(`/api/games/${gameId}`, form({ time: '18:30', title: 'Tuesday night run' }));
    const renamed = await eventOf();

    expect(Number(before.sequence)).toBe(0);
    expect(Number(moved.sequence)).toBe(1);
    expect(moved.start.toISOString()).toBe(gameStartInstant(DATE, '18:30', ZONE).toISOString());
    expect(moved.lastmodified?.getTime()).toBeGreaterThan(
      before.lastmodified?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect(Number(renamed.sequence)).toBe(1);
  });

  it('lets a co-host edit, telling the host as a player; a co-host made a player again is refused', async () => {
    const host = await createUser(test);
    const cohost = await createUser(test);
    const player = await createUser(test);
    const gameId = await tuesdayRun(host, [cohost, player]);
    const made = await host.client.put(`/api/games/${gameId}/cohosts/${cohost.id}`);
    expect(made.statusCode, made.body).toBeLessThan(300);

    const edited = await cohost.client.patch(`/api/games/${gameId}`, form({ time: '18:30' }));

    expect(edited.statusCode).toBe(200);
    for (const told of [host, player]) {
      expect((await updatesOf(told)).map((notice) => notice.relatedUserId)).toEqual([cohost.id]);
    }
    expect(await updatesOf(cohost)).toEqual([]);
    await host.client.delete(`/api/games/${gameId}/cohosts/${cohost.id}`);
    const refused = await cohost.client.patch(`/api/games/${gameId}`, form({ time: '20:00' }));
    expect(refused.statusCode).toBe(403);
    expect((await storedGame(gameId)).time).toBe('18:30');
  });

  it('never leaves more players than the maximum when it is lowered while players join', async () => {
    const host = await createUser(test);
    const joiners = await Promise.all(Array.from({ length: 8 }, () => createUser(test)));
    const gameId = await tuesdayRun(host, [], { maxPlayers: 10 });

    const [edit] = await Promise.all([
      host.client.patch(`/api/games/${gameId}`, form({ maxPlayers: 5 })),
      ...joiners.map((joiner) => joiner.client.post(`/api/games/${gameId}/join`)),
    ]);

    const { playersJoined, players } = await gameState(test, gameId);
    const { maxPlayers } = await storedGame(gameId);
    expect(players).toHaveLength(playersJoined ?? -1);
    expect(playersJoined).toBeLessThanOrEqual(maxPlayers);
    // Either the edit came first (5, and later joins found the game full) or too many had joined by then.
    if (edit.statusCode === 200) expect(maxPlayers).toBe(5);
    else expect({ status: edit.statusCode, maxPlayers }).toEqual({ status: 400, maxPlayers: 10 });
  });
});
