import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';
import { describeGameTime } from '../games/games.views.ts';

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

// The app's own minute job may send a due reminder first: tests check what players received, which
// is the same whichever sends it.
const sendDue = () => test.app.services.reminders.sendDue();
const remindersOf = async (user: TestUser) =>
  (
    (await user.client.get('/api/notifications')).json().notifications as Array<{
      type: string;
      title: string;
      message: string;
      relatedId: string;
    }>
  ).filter((n) => n.type === 'game_reminder');

/** A game starting this long after the test clock's now, hosted by `host` with `players`. */
async function gameIn(ms: number, host: TestUser, players: TestUser[] = []) {
  const startsAt = new Date(clock.now().getTime() + ms);
  return insertGame(test, host.id, {
    title: 'Sunday Soccer',
    startsAt,
    date: '2026-07-01',
    time: '18:30',
    location: 'Central Park',
    players: players.map((player) => player.id),
  });
}

describe('game reminders', () => {
  it('reminds every player, the host too, 24 hours and 1 hour before the start, each once', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await gameIn(24 * HOUR + 5 * MINUTE, host, [player]);

    await sendDue();
    expect(await remindersOf(player)).toEqual([]);
    clock.advance(6 * MINUTE);
    await sendDue();
    await sendDue();
    expect(await remindersOf(player)).toEqual([
      expect.objectContaining({
        title: 'Game reminder',
        message: '"Sunday Soccer" starts in 24 hours, on Wednesday, July 1 at 6:30 PM at Central Park.',
        relatedId: gameId,
      }),
    ]);
    expect(await remindersOf(host)).toHaveLength(1);

    clock.advance(22 * HOUR);
    await sendDue();
    expect(await remindersOf(player)).toHaveLength(1);
    clock.advance(HOUR);
    await sendDue();
    expect((await remindersOf(player)).map((n) => n.message)).toEqual([
      '"Sunday Soccer" starts in 1 hour, on Wednesday, July 1 at 6:30 PM at Central Park.',
      '"Sunday Soccer" starts in 24 hours, on Wednesday, July 1 at 6:30 PM at Central Park.',
    ]);
    clock.advance(HOUR);
    await sendDue();
    expect(await remindersOf(player)).toHaveLength(2);
    expect(await remindersOf(host)).toHaveLength(2);
  });

  it('never reminds about a cancelled game', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await gameIn(24 * HOUR + 5 * MINUTE, host, [player]);
    expect((await host.client.delete(`/api/games/${gameId}`)).statusCode).toBeLessThan(300);

    clock.advance(6 * MINUTE);
    await sendDue();
    clock.advance(23 * HOUR);
    await sendDue();
    expect(await remindersOf(player)).toEqual([]);
  });

  it('reminds again at the new time when a game is moved', async () => {
    const host = await createUser(test);
    const gameId = await gameIn(24 * HOUR + 5 * MINUTE, host);
    clock.advance(6 * MINUTE);
    await sendDue();
    expect(await remindersOf(host)).toHaveLength(1);

    // Moved two days later: its 24-hour reminder is due again, at the new start's mark.
    const moved = new Date(clock.now().getTime() + 48 * HOUR);
    await test.database.connection.db.update(games).set({ startsAt: moved }).where(eq(games.id, gameId));
    await sendDue();
    expect(await remindersOf(host)).toHaveLength(1);
    clock.advance(24 * HOUR + MINUTE);
    await sendDue();
    expect(await remindersOf(host)).toHaveLength(2);
  });

  it('reminds at the new start, not the old one, when the host edits the time before any reminder', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await gameIn(24 * HOUR + 5 * MINUTE, host, [player]);
    // Six hours later on the host's wall clock (the game's zone is UTC).
    const moved = new Date(clock.now().getTime() + 30 * HOUR + 5 * MINUTE);
    const edit = await host.client.patch(`/api/games/${gameId}`, {
      sport: 'soccer',
      title: 'Sunday Soccer',
      date: moved.toISOString().slice(0, 10),
      time: moved.toISOString().slice(11, 16),
      timeZone: 'UTC',
      location: 'Central Park',
      maxPlayers: 8,
    });
    expect(edit.statusCode).toBe(200);

    // The old start's 24-hour mark passes: nothing, since the game no longer starts then.
    clock.advance(6 * MINUTE);
    await sendDue();
    expect(await remindersOf(player)).toEqual([]);
    // The new start's mark: one reminder, naming the new time.
    clock.advance(6 * HOUR);
    await sendDue();
    await sendDue();
    const reminders = await remindersOf(player);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.message).toContain(`"Sunday Soccer" starts in 24 hours`);
    const newTime = describeGameTime(moved.toISOString().slice(0, 10), moved.toISOString().slice(11, 16));
    expect(reminders[0]?.message).toContain(`on ${newTime} at Central Park`);
  });

  it('skips a mark that passed long ago or before the game existed, and games already started', async () => {
    const host = await createUser(test);
    await gameIn(50 * MINUTE, host);
    await gameIn(-5 * MINUTE, host);
    await sendDue();
    expect(await remindersOf(host)).toEqual([]);
  });

  it('sends no reminder, not even in-app, to a player who turned game reminders off', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const settings = (await player.client.get('/api/notification-preferences')).json();
    const saved = await player.client.put('/api/notification-preferences', {
      ...settings.preferences,
      gameReminders: false,
    });
    expect(saved.statusCode).toBe(200);
    await gameIn(HOUR + MINUTE, host, [player]);

    clock.advance(2 * MINUTE);
    await sendDue();
    expect(await remindersOf(player)).toEqual([]);
    expect(await remindersOf(host)).toHaveLength(1);
  });
});

describe('game reminders across processes', () => {
  it('go out once when two server processes look for them at the same moment', async () => {
    const second = await buildTestApp({ database: test.database, clock });
    try {
      const host = await createUser(test);
      const players = [await createUser(test), await createUser(test), await createUser(test)];
      await gameIn(HOUR + MINUTE, host, players);
      await gameIn(24 * HOUR + MINUTE, host, players);
      clock.advance(2 * MINUTE);

      await Promise.all([sendDue(), second.app.services.reminders.sendDue(), sendDue()]);
      for (const user of [host, ...players]) expect(await remindersOf(user)).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
