import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { befriend } from '../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser } from '../../../test/user-factories.ts';
import { createGameActivityRepository } from './game-activity.repository.ts';
import { createSportActivityCount } from './game-activity.service.ts';

const HOUR = 60 * 60 * 1000;

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const sportActivity = () =>
  createSportActivityCount({
    activityRepo: createGameActivityRepository(test.database.connection.db),
    clock,
  });

async function profileActivity(user: Awaited<ReturnType<typeof createUser>>) {
  const response = await user.client.get('/api/profiles/me');
  expect(response.statusCode).toBe(200);
  return (response.json() as { sportActivity: { sport: string; timesPlayed: number; lastPlayed: string }[] })
    .sportActivity;
}

describe('sport activity', () => {
  it('counts a game once for each of its players after its start, however often and from however many processes it runs', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const startsAt = new Date(clock.now().getTime() + HOUR);
    await insertGame(test, host.id, { sport: 'tennis', players: [player.id], startsAt });
    await insertGame(test, player.id, {
      sport: 'tennis',
      startsAt: new Date(clock.now().getTime() + 3 * HOUR),
    });

    // Before the start nothing counts.
    expect(await sportActivity().run()).toBe(0);
    expect(await profileActivity(player)).toEqual([]);

    clock.advance(2 * HOUR);
    // A second process running the same count at the same moment finds nothing left to count.
    const counted = await Promise.all([sportActivity().run(), createSecondProcessCount()]);
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await sportActivity().run()).toBe(0);

    expect(await profileActivity(player)).toEqual([
      expect.objectContaining({ sport: 'tennis', timesPlayed: 1, lastPlayed: startsAt.toISOString() }),
    ]);
    expect(await profileActivity(host)).toEqual([
      expect.objectContaining({ sport: 'tennis', timesPlayed: 1 }),
    ]);

    clock.advance(2 * HOUR);
    expect(await sportActivity().run()).toBe(1);
    expect(await profileActivity(player)).toEqual([
      expect.objectContaining({ sport: 'tennis', timesPlayed: 2 }),
    ]);
    expect(await profileActivity(host)).toEqual([
      expect.objectContaining({ sport: 'tennis', timesPlayed: 1 }),
    ]);
  });
});

describe('the sport-activity job', () => {
  it('counts a started game through the job queue, as its minute schedule does', async () => {
    const host = await createUser(test);
    await insertGame(test, host.id, { sport: 'golf', startsAt: new Date(clock.now().getTime() + HOUR) });
    clock.advance(2 * HOUR);
    // What the schedule does every minute, queued now rather than waited for.
    await test.app.jobs.send('games-count-sport-activity', {});
    await vi.waitFor(
      async () => {
        expect(await profileActivity(host)).toEqual([
          expect.objectContaining({ sport: 'golf', timesPlayed: 1 }),
        ]);
      },
      { timeout: 20_000, interval: 500 },
    );
  }, 30_000);
});

/** The same count run by a second server process on the same database (its own connection on PostgreSQL). */
async function createSecondProcessCount(): Promise<number> {
  const second = await buildTestApp({ database: test.database, clock });
  try {
    return await createSportActivityCount({
      activityRepo: createGameActivityRepository(second.database.connection.db),
      clock,
    }).run();
  } finally {
    await second.close();
  }
}

describe('friends activity', () => {
  it("lists friends' creations and joins of public games from the last 7 days, newest first", async () => {
    const viewer = await createUser(test);
    const friend = await createUser(test, { name: 'Fran' });
    const stranger = await createUser(test, { name: 'Stan' });
    await befriend(viewer, friend);

    await insertGame(test, friend.id, {
      title: 'Old game',
      createdAt: new Date(clock.now().getTime() - 8 * 24 * HOUR),
    });
    const created = await insertGame(test, friend.id, {
      title: 'Fresh game',
      createdAt: new Date(clock.now().getTime() - HOUR),
    });
    await insertGame(test, friend.id, { title: 'Secret game', isPrivate: true });
    await insertGame(test, stranger.id, { title: 'Stranger game' });
    const joined = await insertGame(test, stranger.id, { title: 'Joined game', players: [friend.id] });

    const response = await viewer.client.get('/api/friends/activity');
    expect(response.statusCode).toBe(200);
    const { activities } = response.json() as {
      activities: { name: string; action: string; game: string; gameId: string }[];
    };
    expect(activities.map((a) => [a.name, a.action, a.game])).toEqual([
      ['Fran', 'joined', 'Joined game'],
      ['Fran', 'created', 'Fresh game'],
    ]);
    expect(activities.map((a) => a.gameId)).toEqual([joined, created]);
  });
});
