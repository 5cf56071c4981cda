import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameLateCancellations, games } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { askToJoin, invite, notificationsOf } from '../../../test/participation-scene.ts';
import { befriend } from '../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// A game's minimum players: one "Game on" when it is reached, the go/no-go at the decision time (called
// off once, on any number of processes, and then visible to its players only, as "Called off").

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const decideDue = (app: TestApp = test) => app.app.services.gameDecision.decideDue();
const join = (player: TestUser, gameId: string) => player.client.post(`/api/games/${gameId}/join`);
const leave = (player: TestUser, gameId: string) => player.client.post(`/api/games/${gameId}/leave`);
const detail = async (user: TestUser, gameId: string) => {
  const response = await user.client.get(`/api/games/${gameId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const noticesOf = async (user: TestUser, type: string) =>
  (await notificationsOf(user)).filter((notice) => notice.type === type);
const gameRow = async (gameId: string) =>
  (await test.database.connection.db.select().from(games).where(eq(games.id, gameId)))[0];

/** A game starting `ms` after the test clock's now, hosted by `host` with `players`. */
function gameIn(
  ms: number,
  host: TestUser,
  players: TestUser[],
  overrides: Parameters<typeof insertGame>[2] = {},
) {
  return insertGame(test, host.id, {
    title: 'Tuesday run',
    startsAt: new Date(clock.now().getTime() + ms),
    players: players.map((player) => player.id),
    ...overrides,
  });
}

describe('reaching the minimum', () => {
  it('tells everyone playing, the host and the player whose join reached it included, "Game on" once', async () => {
    const host = await createUser(test);
    const [first, second, third] = [await createUser(test), await createUser(test), await createUser(test)];
    const gameId = await gameIn(48 * HOUR, host, [first], { minPlayers: 3 });

    expect((await detail(host, gameId)).decision).toMatchObject({
      minPlayers: 3,
      playing: 2,
      state: 'pending',
    });
    expect((await join(second, gameId)).statusCode).toBe(200);
    for (const player of [host, first, second]) {
      expect(await noticesOf(player, 'game_on')).toEqual([
        expect.objectContaining({
          title: 'Game on',
          message: '"Tuesday run" is on: 3 of 3 needed are in.',
          relatedId: gameId,
        }),
      ]);
    }
    expect((await detail(host, gameId)).decision).toMatchObject({ playing: 3, state: 'on' });

    // Falling below and reaching it again sends nothing more, to anyone.
    expect((await leave(second, gameId)).statusCode).toBe(200);
    expect((await join(second, gameId)).statusCode).toBe(200);
    expect((await join(third, gameId)).statusCode).toBe(200);
    for (const player of [host, first, second]) expect(await noticesOf(player, 'game_on')).toHaveLength(1);
    expect(await noticesOf(third, 'game_on')).toEqual([]);
  });

  it('counts a player approved into a private game or moved up from the waitlist', async () => {
    const host = await createUser(test);
    const asker = await createUser(test);
    const gameId = await gameIn(48 * HOUR, host, [], { minPlayers: 2, isPrivate: true });
    expect((await asker.client.post(`/api/games/${gameId}/requests`, {})).statusCode).toBe(200);
    const [request] = (await host.client.get(`/api/games/${gameId}/requests`)).json().requests;
    const answer = await host.client.patch(`/api/games/${gameId}/requests/${request.id}`, {
      status: 'approved',
    });
    expect(answer.statusCode).toBe(200);
    expect(await noticesOf(asker, 'game_on')).toHaveLength(1);
    expect(await noticesOf(host, 'game_on')).toHaveLength(1);
  });
});

describe('guests and the minimum', () => {
  it('counts a guest toward the minimum: the guest that reaches it brings "Game on" to everyone playing', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await gameIn(48 * HOUR, host, [player], { minPlayers: 3, guestsPerPlayer: 1 });
    const added = await player.client.post(`/api/games/${gameId}/guests`, { name: 'Sam' });
    expect(added.statusCode).toBe(200);
    for (const user of [host, player]) expect(await noticesOf(user, 'game_on')).toHaveLength(1);
    expect((await detail(host, gameId)).decision).toMatchObject({ playing: 3, state: 'on' });
  });
});

describe('the decision time', () => {
  it('calls off a game below its minimum once, telling its players why, and lets no one in', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const stranger = await createUser(test);
    const gameId = await gameIn(3 * HOUR, host, [player], { minPlayers: 3, decisionHours: 2 });
    expect(await decideDue()).toBe(0);

    clock.advance(HOUR + MINUTE);
    expect(await decideDue()).toBe(1);
    expect(await decideDue()).toBe(0);

    const row = await gameRow(gameId);
    expect(row?.calledOffReason).toBe('Not enough players: 2 of 3 needed');
    for (const user of [host, player]) {
      const notices = await noticesOf(user, 'game_called_off');
      expect(notices).toEqual([expect.objectContaining({ title: 'Game called off', relatedId: gameId })]);
      expect(notices[0]?.message).toContain('Not enough players: 2 of 3 needed');
    }
    // Its players still see it, as called off with the reason; nobody may join it.
    const seen = await detail(player, gameId);
    expect(seen.decision).toMatchObject({ state: 'called-off', reason: 'Not enough players: 2 of 3 needed' });
    expect(seen.abilities).toMatchObject({ canLeave: false, canJoin: false });
    const outsider = await detail(stranger, gameId);
    expect(outsider.abilities).toMatchObject({
      canJoin: false,
      joinClosedReason: 'This game was called off.',
    });
    const refused = await join(stranger, gameId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'game_called_off' });
    expect(await noticesOf(host, 'game_on')).toEqual([]);
  });

  it('tells the waitlist of a called-off game too', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const waiting = await createUser(test);
    const gameId = await gameIn(3 * HOUR, host, [player], { maxPlayers: 2 });
    expect((await waiting.client.post(`/api/games/${gameId}/waitlist`)).statusCode).toBe(200);
    // The minimum is raised afterwards (as an edit would), so the full game is below it.
    await test.database.connection.db
      .update(games)
      .set({ maxPlayers: 3, minPlayers: 3 })
      .where(eq(games.id, gameId));
    clock.advance(HOUR + MINUTE);
    expect(await decideDue()).toBe(1);
    expect(await noticesOf(waiting, 'game_called_off')).toHaveLength(1);
  });

  it('tells a pending requester and an invited friend, as a cancel would, and keeps the game', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const asker = await createUser(test);
    const friend = await createUser(test);
    const stranger = await createUser(test);
    const gameId = await gameIn(3 * HOUR, host, [player], { minPlayers: 3, isPrivate: true });
    await askToJoin(test, asker, gameId);
    await befriend(host, friend);
    await invite(host, gameId, friend);

    clock.advance(HOUR + MINUTE);
    expect(await decideDue()).toBe(1);
    for (const user of [host, player, asker, friend]) {
      expect(await noticesOf(user, 'game_called_off')).toEqual([
        expect.objectContaining({ title: 'Game called off', relatedId: gameId }),
      ]);
    }
    expect(await noticesOf(stranger, 'game_called_off')).toEqual([]);
    // Called off, not cancelled: its players still open it until its start.
    expect(await noticesOf(player, 'game_cancelled')).toEqual([]);
    expect((await detail(player, gameId)).decision).toMatchObject({ state: 'called-off' });
  });

  it('lets a game at or above its minimum go ahead', async () => {
    const host = await createUser(test);
    const players = [await createUser(test), await createUser(test)];
    const gameId = await gameIn(3 * HOUR, host, players, { minPlayers: 3 });
    clock.advance(HOUR + MINUTE);
    expect(await decideDue()).toBe(1);
    const row = await gameRow(gameId);
    expect(row?.decidedAt).not.toBeNull();
    expect(row?.calledOffAt).toBeNull();
    expect((await detail(host, gameId)).decision).toMatchObject({ state: 'on' });
    expect(await noticesOf(host, 'game_called_off')).toEqual([]);
  });

  it('leaves a game without a minimum alone', async () => {
    const host = await createUser(test);
    const gameId = await gameIn(HOUR, host, []);
    expect(await decideDue()).toBe(0);
    expect((await gameRow(gameId))?.decidedAt).toBeNull();
    expect((await detail(host, gameId)).decision).toBeNull();
  });

  it('calls a game off exactly once when two server processes decide at the same moment', async () => {
    const second = await buildTestApp({ database: test.database, clock });
    try {
      const host = await createUser(test);
      const player = await createUser(test);
      const ids = [
        await gameIn(3 * HOUR, host, [player], { minPlayers: 4 }),
        await gameIn(3 * HOUR, host, [player], { minPlayers: 5 }),
        await gameIn(3 * HOUR, host, [player, await createUser(test)], { minPlayers: 3 }),
      ];
      clock.advance(HOUR + MINUTE);
      const decided = await Promise.all([decideDue(), decideDue(second), decideDue(), decideDue(second)]);
      expect(decided.reduce((sum, count) => sum + count, 0)).toBe(3);
      expect(await noticesOf(player, 'game_called_off')).toHaveLength(2);
      expect(await noticesOf(host, 'game_called_off')).toHaveLength(2);
      expect((await gameRow(ids[2] as string))?.calledOffAt).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe('an edit of the minimum or the start', () => {
  /** The game's fields as the edit form holds them, from its row, with `changes`. */
  async function editForm(gameId: string, changes: Record<string, unknown>) {
    const row = await gameRow(gameId);
    if (!row) throw new Error('no game');
    return {
      sport: row.sport,
      title: row.title,
      date: row.date,
      time: row.time,
      timeZone: row.timeZone,
      location: row.location,
      maxPlayers: row.maxPlayers,
      minPlayers: row.minPlayers,
      decisionHours: row.decisionHours,
      ...changes,
    };
  }

  it('sends "Game on" when a lowered minimum is already reached', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await gameIn(48 * HOUR, host, [player], { minPlayers: 4 });
    const edited = await host.client.patch(`/api/games/${gameId}`, await editForm(gameId, { minPlayers: 2 }));
    expect(edited.statusCode, edited.body).toBe(200);
    for (const user of [host, player]) expect(await noticesOf(user, 'game_on')).toHaveLength(1);
  });

  it('judges a game that went ahead afresh when its minimum is raised', async () => {
    const host = await createUser(test);
    const players = [await createUser(test), await createUser(test)];
    const gameId = await gameIn(3 * HOUR, host, players, { minPlayers: 3 });
    clock.advance(HOUR + MINUTE);
    expect(await decideDue()).toBe(1);
    expect((await gameRow(gameId))?.calledOffAt).toBeNull();

    const edited = await host.client.patch(`/api/games/${gameId}`, await editForm(gameId, { minPlayers: 5 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await gameRow(gameId))?.decidedAt).toBeNull();
    expect(await decideDue()).toBe(1);
    expect((await gameRow(gameId))?.calledOffReason).toBe('Not enough players: 3 of 5 needed');
  });
});

describe('a called-off game', () => {
  async function calledOffGame() {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await gameIn(25 * HOUR, host, [player], {
      minPlayers: 4,
      decisionHours: 24,
      title: 'Tuesday run',
    });
    clock.advance(HOUR + MINUTE);
    expect(await decideDue()).toBe(1);
    return { host, player, gameId };
  }

  it("leaves Find and the games for you, and stays in its players' upcoming games until its start", async () => {
    const { player, gameId } = await calledOffGame();
    const viewer = await createUser(test);
    const found = (await viewer.client.get('/api/games?distance=any')).json().games as { id: string }[];
    expect(found.map((game) => game.id)).not.toContain(gameId);
    const forYou = (await viewer.client.get('/api/games/for-you')).json().games as { id: string }[];
    expect(forYou.map((game) => game.id)).not.toContain(gameId);
    const mine = (await player.client.get('/api/games/mine')).json().games as {
      id: string;
      decision: unknown;
    }[];
    expect(mine).toEqual([
      expect.objectContaining({ id: gameId, decision: expect.objectContaining({ state: 'called-off' }) }),
    ]);

    clock.advance(24 * HOUR);
    expect((await player.client.get('/api/games/mine')).json().games).toEqual([]);
    // Not history either: it was never played.
    expect((await player.client.get('/api/games/mine?scope=past')).json().games).toEqual([]);
  });

  it('is not managed, edited or cancelled by its host: it is only looked at', async () => {
    const { host, player, gameId } = await calledOffGame();
    for (const response of [
      await host.client.delete(`/api/games/${gameId}/players/${player.id}`),
      await host.client.delete(`/api/games/${gameId}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'game_called_off',
        message: 'This game was called off.',
      });
    }
    const page = await detail(host, gameId);
    expect(page.abilities).toMatchObject({
      canEdit: false,
      canCancel: false,
      canInvite: false,
      canRemovePlayers: false,
      canManageRequests: false,
    });
    expect(page.participants).toHaveLength(2);
  });

  it('sends no reminder', async () => {
    const { player } = await calledOffGame();
    clock.advance(23 * HOUR + 30 * MINUTE);
    await test.app.services.reminders.sendDue();
    expect(await noticesOf(player, 'game_reminder')).toEqual([]);
  });

  it("is cancelled in its players' calendars", async () => {
    const { player, gameId } = await calledOffGame();
    const file = await player.client.get(`/api/games/${gameId}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('STATUS:CANCELLED');
    const { url } = (await player.client.get('/api/calendar/feed')).json();
    const feed = await test.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(feed.body).toContain('STATUS:CANCELLED');
  });
});

describe('deadlines', () => {
  it('refuses joins, requests and the waitlist after the join deadline, and says so on the page', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const open = await gameIn(3 * HOUR, host, [], { joinDeadlineHours: 2 });
    const privateGame = await gameIn(3 * HOUR, host, [], { joinDeadlineHours: 2, isPrivate: true });
    const full = await gameIn(3 * HOUR, host, [await createUser(test)], {
      joinDeadlineHours: 2,
      maxPlayers: 2,
    });

    expect((await detail(player, open)).abilities).toMatchObject({ canJoin: true, joinClosedReason: null });
    clock.advance(HOUR + MINUTE);
    const page = await detail(player, open);
    expect(page.abilities).toMatchObject({
      canJoin: false,
      joinClosedReason: 'Joining closed 2 hours before the start.',
    });
    expect(page.rules).toMatchObject({ joinDeadlineHours: 2, joinBy: expect.any(String) });
    expect((await detail(player, privateGame)).abilities.canRequest).toBe(false);
    expect((await detail(player, full)).abilities.canJoinWaitlist).toBe(false);

    for (const response of [
      await join(player, open),
      await player.client.post(`/api/games/${privateGame}/requests`, {}),
      await player.client.post(`/api/games/${full}/waitlist`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'join_closed',
        message: 'Joining closed 2 hours before the start.',
      });
    }
  });

  it('records a player leaving after the leave deadline as a late cancellation, and one leaving before it not', async () => {
    const host = await createUser(test);
    const early = await createUser(test);
    const late = await createUser(test);
    const gameId = await gameIn(5 * HOUR, host, [early, late], { leaveDeadlineHours: 4 });
    const lateRows = () =>
      test.database.connection.db
        .select()
        .from(gameLateCancellations)
        .where(and(eq(gameLateCancellations.gameId, gameId)));

    expect((await leave(early, gameId)).statusCode).toBe(200);
    expect(await lateRows()).toEqual([]);
    clock.advance(HOUR + MINUTE);
    expect((await leave(late, gameId)).statusCode).toBe(200);
    expect(await lateRows()).toEqual([expect.objectContaining({ userId: late.id })]);
    expect((await detail(host, gameId)).rules.leaveBy).toBe(
      new Date((await gameRow(gameId))!.startsAt.getTime() - 4 * HOUR).toISOString(),
    );
  });
});

describe('the rules on create', () => {
  const validGame = {
    sport: 'soccer',
    title: 'Tuesday run',
    date: '2027-07-01',
    time: '18:30',
    timeZone: 'UTC',
    location: 'Hackney Marshes',
    maxPlayers: 8,
  };

  it('stores the minimum, decision time, deadlines and guests, and shows them on the page', async () => {
    const host = await createUser(test);
    const response = await host.client.post('/api/games', {
      ...validGame,
      minPlayers: 6,
      decisionHours: 24,
      joinDeadlineHours: 2,
      leaveDeadlineHours: 12,
      guestsPerPlayer: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().rules).toEqual({
      minPlayers: 6,
      decisionHours: 24,
      joinDeadlineHours: 2,
      leaveDeadlineHours: 12,
      guestsPerPlayer: 1,
      joinBy: '2027-07-01T16:30:00.000Z',
      leaveBy: '2027-07-01T06:30:00.000Z',
    });
    expect(response.json().decision).toEqual({
      minPlayers: 6,
      playing: 1,
      decidesAt: '2027-06-30T18:30:00.000Z',
      state: 'pending',
      reason: null,
    });
  });

  it('refuses a minimum above the maximum, below 2, and rules outside their bounds', async () => {
    const host = await createUser(test);
    const above = await host.client.post('/api/games', { ...validGame, minPlayers: 9 });
    expect(above.statusCode).toBe(400);
    expect(above.body).toContain("The minimum can't be more than the maximum players (8).");
    for (const wrong of [
      { minPlayers: 1 },
      { decisionHours: 0 },
      { joinDeadlineHours: 500 },
      { guestsPerPlayer: 4 },
    ]) {
      expect((await host.client.post('/api/games', { ...validGame, ...wrong })).statusCode).toBe(400);
    }
  });
});
