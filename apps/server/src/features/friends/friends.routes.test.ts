import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { befriend, createProfile, openUserSocket, setProfile } from '../../test/social-factories.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const names = (list: { name: string }[]) => list.map((person) => person.name);

describe('friends list', () => {
  it('shows accepted friends with their first 3 sports, and only to their friends', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const carol = await createUser(test, { name: 'Carol' });
    await setProfile(test, bob.id, {
      sports: ['tennis', 'soccer', 'golf', 'yoga'],
      avatarUrl: '/media/b.webp',
    });
    await befriend(alice, bob);
    await alice.client.post('/api/friends/requests', { userId: carol.id });

    const response = await alice.client.get('/api/friends');
    expect(response.statusCode).toBe(200);
    expect(response.json().friends).toEqual([
      {
        userId: bob.id,
        name: 'Bob',
        username: bob.username,
        avatarUrl: '/media/b.webp',
        sports: ['tennis', 'soccer', 'golf'],
        online: false,
        since: expect.any(String),
      },
    ]);
    expect(names((await bob.client.get('/api/friends')).json().friends)).toEqual(['Alice']);
    expect((await carol.client.get('/api/friends')).json().friends).toEqual([]);
  });
});

describe('friend requests', () => {
  it('lists incoming and outgoing pending requests to each side only', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const carol = await createUser(test, { name: 'Carol' });
    const sent = (await alice.client.post('/api/friends/requests', { userId: bob.id })).json();

    const bobs = (await bob.client.get('/api/friends/requests')).json();
    expect(bobs.outgoing).toEqual([]);
    expect(bobs.incoming).toEqual([
      {
        requestId: sent.requestId,
        user: { userId: alice.id, name: 'Alice', username: alice.username, avatarUrl: null, sports: [] },
        createdAt: expect.any(String),
      },
    ]);
    const alices = (await alice.client.get('/api/friends/requests')).json();
    expect(alices.incoming).toEqual([]);
    expect(alices.outgoing.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Bob']);
    expect((await carol.client.get('/api/friends/requests')).json()).toEqual({ incoming: [], outgoing: [] });
  });

  it('lists pending requests newest first, and never an accepted friendship', async () => {
    const me = await createUser(test, { name: 'Me' });
    const [first, second, third, friend] = await Promise.all(
      ['First', 'Second', 'Third', 'Friend'].map((name) => createUser(test, { name })),
    );
    await befriend(me, friend!);
    await first!.client.post('/api/friends/requests', { userId: me.id });
    await me.client.post('/api/friends/requests', { userId: second!.id });
    await third!.client.post('/api/friends/requests', { userId: me.id });

    const { incoming, outgoing } = (await me.client.get('/api/friends/requests')).json();
    expect(incoming.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Third', 'First']);
    expect(outgoing.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Second']);
  });

  it('notifies the recipient in-app and live on their socket', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const socket = await openUserSocket(test, bob);

    const response = await alice.client.post('/api/friends/requests', { userId: bob.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ requestId: expect.any(String), userId: bob.id, status: 'pending' });

    const { notifications, unreadCount } = (await bob.client.get('/api/notifications')).json();
    expect(unreadCount).toBe(1);
    expect(notifications[0]).toMatchObject({
      type: 'friend_request',
      title: 'New friend request',
      message: 'Alice sent you a friend request',
      relatedUserId: alice.id,
    });
    expect(
      await socket.next((m) => m.type === 'event' && m.event.type === 'notification.created'),
    ).toMatchObject({ event: { id: notifications[0].id } });
    expect(
      await socket.next((m) => m.type === 'event' && m.event.type === 'friendship.changed'),
    ).toMatchObject({
      event: { userIds: [alice.id, bob.id] },
    });
    expect((await alice.client.get('/api/notifications')).json().unreadCount).toBe(0);
    socket.close();
  });

  it('refuses a request to oneself, to nobody, and a second one either way', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);

    const self = await alice.client.post('/api/friends/requests', { userId: alice.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot send a friend request to yourself.');
    const nobody = await alice.client.post('/api/friends/requests', { userId: 'no-such-user' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('User not found');

    await alice.client.post('/api/friends/requests', { userId: bob.id });
    const again = await alice.client.post('/api/friends/requests', { userId: bob.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already sent a friend request to this person.');
    expect((await bob.client.get('/api/notifications')).json().unreadCount).toBe(1);
  });

  it('accepts their request when the recipient asks back, instead of refusing', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const first = (await alice.client.post('/api/friends/requests', { userId: bob.id })).json();

    const back = await bob.client.post('/api/friends/requests', { userId: alice.id });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ requestId: first.requestId, userId: alice.id, status: 'accepted' });
    expect(names((await alice.client.get('/api/friends')).json().friends)).toEqual(['Bob']);
    // Alice's only notice is that Bob accepted (her request to him asked nothing of her).
    const alices = (await alice.client.get('/api/notifications')).json();
    expect(alices.notifications.map((n: { type: string }) => n.type)).toEqual(['friend_accepted']);

    const again = await alice.client.post('/api/friends/requests', { userId: bob.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already friends.');
  });

  it('lets only the recipient accept, and then both are friends', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const carol = await createUser(test, { name: 'Carol' });
    const { requestId } = (await alice.client.post('/api/friends/requests', { userId: bob.id })).json();
    const socket = await openUserSocket(test, alice);

    for (const other of [alice, carol]) {
      const refused = await other.client.post(`/api/friends/requests/${requestId}/accept`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Friend request not found');
    }
    expect((await alice.client.get('/api/friends')).json().friends).toEqual([]);

    const accepted = await bob.client.post(`/api/friends/requests/${requestId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ requestId, userId: alice.id, status: 'accepted' });
    expect(names((await alice.client.get('/api/friends')).json().friends)).toEqual(['Bob']);
    expect(names((await bob.client.get('/api/friends')).json().friends)).toEqual(['Alice']);
    expect((await bob.client.get('/api/friends/requests')).json().incoming).toEqual([]);
    expect(
      await socket.next((m) => m.type === 'event' && m.event.type === 'friendship.changed'),
    ).toBeTruthy();
    expect((await bob.client.post(`/api/friends/requests/${requestId}/accept`)).statusCode).toBe(404);
    socket.close();
  });

  it('lets only the recipient decline, which removes the request so it can be sent again', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const carol = await createUser(test);
    const { requestId } = (await alice.client.post('/api/friends/requests', { userId: bob.id })).json();

    expect((await carol.client.post(`/api/friends/requests/${requestId}/decline`)).statusCode).toBe(404);
    expect((await alice.client.post(`/api/friends/requests/${requestId}/decline`)).statusCode).toBe(404);
    expect((await bob.client.get('/api/friends/requests')).json().incoming).toHaveLength(1);

    expect((await bob.client.post(`/api/friends/requests/${requestId}/decline`)).statusCode).toBe(204);
    expect((await bob.client.get('/api/friends/requests')).json().incoming).toEqual([]);
    expect((await alice.client.get('/api/friends/requests')).json().outgoing).toEqual([]);
    expect((await alice.client.get('/api/friends')).json().friends).toEqual([]);
    expect((await alice.client.post('/api/friends/requests', { userId: bob.id })).statusCode).toBe(201);
  });

  it('marks the friend-request notification read once the request is answered', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const carol = await createUser(test);
    const fromAlice = (await alice.client.post('/api/friends/requests', { userId: bob.id })).json();
    const fromCarol = (await carol.client.post('/api/friends/requests', { userId: bob.id })).json();
    expect((await bob.client.get('/api/notifications')).json().unreadCount).toBe(2);

    await bob.client.post(`/api/friends/requests/${fromAlice.requestId}/accept`);
    expect((await bob.client.get('/api/notifications')).json().unreadCount).toBe(1);
    await bob.client.post(`/api/friends/requests/${fromCarol.requestId}/decline`);
    const after = (await bob.client.get('/api/notifications')).json();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications).toHaveLength(2);
  });

  it('answers a malformed request id as a missing one: 404 Friend request not found', async () => {
    const alice = await createUser(test);
    const response = await alice.client.post('/api/friends/requests/not-a-uuid/accept');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'friend_request_not_found',
      message: 'Friend request not found',
    });
  });
});

describe('removing', () => {
  it('lets either friend end the friendship, and no one else', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const carol = await createUser(test, { name: 'Carol' });
    await befriend(alice, bob);

    const stranger = await carol.client.delete(`/api/friends/${alice.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Friend not found');
    expect(names((await alice.client.get('/api/friends')).json().friends)).toEqual(['Bob']);

    const socket = await openUserSocket(test, alice);
    expect((await bob.client.delete(`/api/friends/${alice.id}`)).statusCode).toBe(204);
    expect((await alice.client.get('/api/friends')).json().friends).toEqual([]);
    expect((await bob.client.get('/api/friends')).json().friends).toEqual([]);
    expect(
      await socket.next((m) => m.type === 'event' && m.event.type === 'friendship.changed'),
    ).toMatchObject({
      event: { userIds: [bob.id, alice.id] },
    });
    socket.close();
  });

  it('cancels a request the user sent, but not one sent to them', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    await alice.client.post('/api/friends/requests', { userId: bob.id });

    expect((await bob.client.delete(`/api/friends/${alice.id}`)).statusCode).toBe(404);
    expect((await bob.client.get('/api/friends/requests')).json().incoming).toHaveLength(1);
    expect((await alice.client.delete(`/api/friends/${bob.id}`)).statusCode).toBe(204);
    expect((await bob.client.get('/api/friends/requests')).json().incoming).toEqual([]);
  });
});

describe('friend search', () => {
  it('needs a non-blank term', async () => {
    const alice = await createUser(test);
    for (const url of ['/api/friends/search', '/api/friends/search?q=', '/api/friends/search?q=%20%20']) {
      const response = await alice.client.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a name or username to search');
    }
  });

  it('matches name and username by prefix or substring, ignoring case, prefixes first', async () => {
    const alice = await createUser(test, { name: 'Alice', username: 'alice_a' });
    await createProfile(test, { name: 'Jordan Smith', username: 'jsmith' });
    await createProfile(test, { name: 'Sam Jordan', username: 'samj' });
    await createProfile(test, { name: 'Pat Lee', username: 'JORDAN_fan' });
    await createProfile(test, { name: 'Nobody', username: 'nobody' });

    const found = (await alice.client.get('/api/friends/search?q=jOrDaN')).json().users;
    expect(names(found)).toEqual(['Jordan Smith', 'Pat Lee', 'Sam Jordan']);
    expect(names((await alice.client.get('/api/friends/search?q=smi')).json().users)).toEqual([
      'Jordan Smith',
    ]);
    expect(names((await alice.client.get('/api/friends/search?q=100%25')).json().users)).toEqual([]);
  });

  it('leaves out the searcher, friends and pending requests both ways', async () => {
    const me = await createUser(test, { name: 'Riley Me' });
    const friend = await createUser(test, { name: 'Riley Friend' });
    const asked = await createUser(test, { name: 'Riley Asked' });
    const asker = await createUser(test, { name: 'Riley Asker' });
    await createProfile(test, { name: 'Riley Stranger' });
    await befriend(me, friend);
    await me.client.post('/api/friends/requests', { userId: asked.id });
    await asker.client.post('/api/friends/requests', { userId: me.id });

    expect(names((await me.client.get('/api/friends/search?q=riley')).json().users)).toEqual([
      'Riley Stranger',
    ]);
    // Someone else still finds them all but themself.
    expect(names((await asked.client.get('/api/friends/search?q=riley')).json().users)).toEqual([
      'Riley Asker',
      'Riley Friend',
      'Riley Stranger',
    ]);
  });

  it('answers at most 20 people, even after leaving some out', async () => {
    const alice = await createUser(test, { name: 'Searcher' });
    const friend = await createUser(test, { name: 'Match Friend' });
    await befriend(alice, friend);
    for (let i = 0; i < 22; i += 1)
      await createProfile(test, { name: `Match ${String(i).padStart(2, '0')}` });
    const found = (await alice.client.get('/api/friends/search?q=match')).json().users;
    expect(found).toHaveLength(20);
    expect(names(found)).not.toContain('Match Friend');
  });
});

describe('friend suggestions', () => {
  it('scores 10 per shared sport plus 5 minus the skill difference, best first, then by name', async () => {
    const me = await createUser(test, { name: 'Me' });
    await setProfile(test, me.id, {
      sports: ['tennis', 'soccer', 'golf'],
      sportSkills: { tennis: 'advanced', soccer: 'beginner', golf: 'casual' },
    });
    // tennis advanced/advanced 15 + soccer beginner/beginner 15 = 30
    await createProfile(test, {
      name: 'Two Sports',
      sports: ['tennis', 'soccer'],
      sportSkills: { tennis: 'advanced', soccer: 'beginner' },
    });
    // tennis advanced/casual: 10 + (5 − 3) = 12
    await createProfile(test, {
      name: 'Casual Tennis',
      sports: ['tennis'],
      sportSkills: { tennis: 'casual' },
    });
    // golf casual/casual 15; a sport without a level counts as beginner: soccer 15 → 30, ties by name
    await createProfile(test, {
      name: 'Anna Golf',
      sports: ['golf', 'soccer'],
      sportSkills: { golf: 'casual' },
    });
    // tennis advanced/intermediate: 14
    await createProfile(test, {
      name: 'Mid Tennis',
      sports: ['tennis'],
      sportSkills: { tennis: 'intermediate' },
    });
    await createProfile(test, { name: 'No Overlap', sports: ['yoga'] });

    const response = await me.client.get('/api/friends/suggestions');
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json();
    expect(suggestions.map((s: { name: string; score: number }) => [s.name, s.score])).toEqual([
      ['Anna Golf', 30],
      ['Two Sports', 30],
      ['Mid Tennis', 14],
      ['Casual Tennis', 12],
    ]);
    expect(suggestions[0].sharedSports).toEqual(['soccer', 'golf']);
  });

  it('leaves out the user, friends and pending requests either way, and answers at most 10', async () => {
    const me = await createUser(test, { name: 'Me' });
    const friend = await createUser(test, { name: 'Friend' });
    const asked = await createUser(test, { name: 'Asked' });
    const asker = await createUser(test, { name: 'Asker' });
    for (const user of [me, friend, asked, asker]) await setProfile(test, user.id, { sports: ['tennis'] });
    await befriend(me, friend);
    await me.client.post('/api/friends/requests', { userId: asked.id });
    await asker.client.post('/api/friends/requests', { userId: me.id });
    for (let i = 0; i < 12; i += 1)
      await createProfile(test, { name: `Player ${String(i).padStart(2, '0')}`, sports: ['tennis'] });

    const { suggestions } = (await me.client.get('/api/friends/suggestions')).json();
    expect(suggestions).toHaveLength(10);
    expect(names(suggestions)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Player ${String(i).padStart(2, '0')}`),
    );
  });

  it('suggests nobody to a user without sports', async () => {
    const me = await createUser(test);
    await createProfile(test, { name: 'Tennis Fan', sports: ['tennis'] });
    expect((await me.client.get('/api/friends/suggestions')).json()).toEqual({ suggestions: [] });
  });
});

describe('friends activity', () => {
  it('is empty until games exist', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    await befriend(alice, bob);
    const response = await alice.client.get('/api/friends/activity');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ activities: [] });
  });
});

describe('signed out', () => {
  it('answers every friends route with 401', async () => {
    const anon = createClient(test.app);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      anon.get('/api/friends'),
      anon.get('/api/friends/requests'),
      anon.get('/api/friends/search?q=a'),
      anon.get('/api/friends/suggestions'),
      anon.get('/api/friends/activity'),
      anon.post('/api/friends/requests', { userId: 'someone' }),
      anon.post(`/api/friends/requests/${id}/accept`),
      anon.post(`/api/friends/requests/${id}/decline`),
      anon.delete('/api/friends/someone'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('User not authenticated');
    }
  });
});
