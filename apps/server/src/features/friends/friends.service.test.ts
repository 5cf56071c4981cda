import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { befriend } from '../../test/social-factories.ts';
import { createUser } from '../../test/user-factories.ts';
import { createFriendsRepository } from './friends.repository.ts';
import { createFriendsService, type FriendActivitySource } from './friends.service.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const now = new Date('2025-06-10T12:00:00.000Z');

/**
 * The friends service with an activity source, which the app does not have until games land, and a
 * stopped clock, so "the last 7 days" is an exact date.
 */
function friendsService(activitySource: FriendActivitySource) {
  const db = test.database.connection.db;
  const bus = test.app.realtime.bus;
  return createFriendsService({
    friendsRepo: createFriendsRepository(db),
    profiles: test.app.services.profiles,
    notifications: test.app.services.notifications,
    bus,
    clock: { now: () => now },
    activitySource,
  });
}

describe('friends service, for other features', () => {
  it('tells how two people stand, whether they are friends, and how many friends one has', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const carol = await createUser(test);
    const friends = test.app.services.friends;
    await alice.client.post('/api/friends/requests', { userId: bob.id });

    expect(await friends.friendshipStatus(alice.id, alice.id)).toBe('self');
    expect(await friends.friendshipStatus(alice.id, carol.id)).toBe('none');
    expect(await friends.friendshipStatus(alice.id, bob.id)).toBe('pending_sent');
    expect(await friends.friendshipStatus(bob.id, alice.id)).toBe('pending_received');
    expect(await friends.areFriends(alice.id, bob.id)).toBe(false);

    await befriend(carol, alice);
    expect(await friends.friendshipStatus(alice.id, carol.id)).toBe('friends');
    expect(await friends.areFriends(alice.id, carol.id)).toBe(true);
    expect(await friends.areFriends(carol.id, alice.id)).toBe(true);
    expect(await friends.friendIds(alice.id)).toEqual([carol.id]);
    expect(await friends.countFriends(alice.id)).toBe(1);
    expect(await friends.countFriends(bob.id)).toBe(0);
  });

  it('asks the activity source for friends’ activity of the last 7 days only', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    await befriend(alice, bob);
    const asked: Parameters<FriendActivitySource['recentActivity']>[0][] = [];
    const item = {
      id: 'a1',
      userId: bob.id,
      name: bob.name,
      action: 'joined' as const,
      game: 'Sunday tennis',
      gameId: 'g1',
      time: now.toISOString(),
      sport: 'tennis',
      location: 'Central Park',
    };
    const friends = friendsService({
      recentActivity: async (input) => {
        asked.push(input);
        return [item];
      },
    });

    expect(await friends.activity(alice.id)).toEqual({ activities: [item] });
    expect(asked).toEqual([{ userIds: [bob.id], since: new Date('2025-06-03T12:00:00.000Z'), limit: 20 }]);
  });

  it('does not ask for activity when the user has no friends', async () => {
    const alice = await createUser(test);
    let asked = false;
    const friends = friendsService({
      recentActivity: async () => {
        asked = true;
        return [];
      },
    });
    expect(await friends.activity(alice.id)).toEqual({ activities: [] });
    expect(asked).toBe(false);
  });
});
