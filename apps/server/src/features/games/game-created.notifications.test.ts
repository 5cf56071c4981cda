import { notificationLink } from '@rally/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { befriend, setProfile } from '../../test/social-factories.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ clock: createTestClock(new Date('2026-06-15T12:00:00Z')) });
});
afterAll(() => test.close());

const game = {
  sport: 'basketball',
  title: 'Lunchtime hoops',
  date: '2026-07-01',
  time: '12:30',
  timeZone: 'America/Chicago',
  location: 'Zilker Park',
  maxPlayers: 10,
};

const gameNoticesOf = async (user: TestUser) =>
  (await user.client.get('/api/notifications'))
    .json()
    .notifications.filter((notice: { type: string }) => notice.type === 'game_created');

describe('game_created', () => {
  it("tells the host's friends who play the sport of a new public game, and nobody of a private one", async () => {
    const host = await createUser(test, { name: 'Hana Host' });
    const player = await createUser(test);
    const nonPlayer = await createUser(test);
    const stranger = await createUser(test);
    await befriend(host, player);
    await befriend(host, nonPlayer);
    await setProfile(test, player.id, { sports: ['Basketball', 'tennis'] });
    await setProfile(test, nonPlayer.id, { sports: ['chess'] });
    await setProfile(test, stranger.id, { sports: ['basketball'] });

    const created = await host.client.post('/api/games', game);
    expect(created.statusCode, created.body).toBe(201);
    const gameId = created.json().id;
    const secret = await host.client.post('/api/games', {
      ...game,
      title: 'Invite-only run',
      isPrivate: true,
    });
    expect(secret.statusCode).toBe(201);

    const notices = await gameNoticesOf(player);
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'New game',
        message: 'Hana Host created the basketball game Lunchtime hoops',
        relatedId: gameId,
        relatedUserId: host.id,
        read: false,
      }),
    ]);
    expect(notificationLink(notices[0])).toBe(`/game/${gameId}`);
    expect(await gameNoticesOf(nonPlayer)).toEqual([]);
    expect(await gameNoticesOf(stranger)).toEqual([]);
    expect(await gameNoticesOf(host)).toEqual([]);
  });

  it('tells them of a new weekly series once, pointing at its first game', async () => {
    const host = await createUser(test, { name: 'Wes Weekly' });
    const player = await createUser(test);
    await befriend(host, player);
    await setProfile(test, player.id, { sports: ['basketball'] });

    // Wednesdays from 1 July 2026: the window makes several games at once.
    const created = await host.client.post('/api/games', {
      ...game,
      title: 'Wednesday hoops',
      repeats: { weekdays: [3] },
    });
    expect(created.statusCode, created.body).toBe(201);

    expect(await gameNoticesOf(player)).toEqual([
      expect.objectContaining({
        message: 'Wes Weekly created the basketball game Wednesday hoops',
        relatedId: created.json().id,
      }),
    ]);
  });

  it("announces a women's game to no friend its gender rule would refuse", async () => {
    const host = await createUser(test);
    const friends = {
      woman: await createUser(test),
      man: await createUser(test),
      other: await createUser(test),
      unstated: await createUser(test),
    };
    for (const [gender, friend] of Object.entries(friends)) {
      await befriend(host, friend);
      await setProfile(test, friend.id, { sports: ['basketball'] });
      if (gender !== 'unstated') {
        const body = gender === 'other' ? { gender, customGender: 'Non-binary' } : { gender };
        const stated = await friend.client.put('/api/profiles/me/gender', body);
        expect(stated.statusCode, stated.body).toBe(200);
      }
    }

    const created = await host.client.post('/api/games', { ...game, gender: 'women' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await gameNoticesOf(friends.woman)).toHaveLength(1);
    expect(await gameNoticesOf(friends.other)).toHaveLength(1);
    // Joining asks them to add a gender first, as the game's page does.
    expect(await gameNoticesOf(friends.unstated)).toHaveLength(1);
    expect(await gameNoticesOf(friends.man)).toEqual([]);
  });

  it('sends nothing when the game is refused', async () => {
    const host = await createUser(test);
    const friend = await createUser(test);
    await befriend(host, friend);
    await setProfile(test, friend.id, { sports: ['basketball'] });

    const refused = await host.client.post('/api/games', { ...game, date: '2026-06-01' });
    expect(refused.statusCode).toBe(400);
    expect(await gameNoticesOf(friend)).toEqual([]);
  });
});
