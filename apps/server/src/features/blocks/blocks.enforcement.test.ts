import { blocksMessages } from '@rally/shared/blocks/blocks.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createLeague } from '../../test/league-scene.ts';
import { befriend, setProfile } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Every operation a block stops, in both directions: allowed before, refused after, allowed again after
// the unblock; the refusals never say a block is the reason.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const block = (blocker: TestUser, other: TestUser) => blocker.client.put(`/api/blocks/${other.id}`);
const unblock = (blocker: TestUser, other: TestUser) => blocker.client.delete(`/api/blocks/${other.id}`);
const ids = (list: { userId: string }[]) => list.map((person) => person.userId);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs `check(a, b)` with a fresh pair, once with a blocking b and once with b blocking a. */
async function bothWays(check: (a: TestUser, b: TestUser, blocker: 'a' | 'b') => Promise<void>) {
  for (const blocker of ['a', 'b'] as const) {
    const a = await createUser(test, { name: 'Ann Blockwise' });
    const b = await createUser(test, { name: 'Ben Blockwise' });
    await check(a, b, blocker);
  }
}
const blockBetween = (a: TestUser, b: TestUser, blocker: 'a' | 'b') =>
  blocker === 'a' ? block(a, b) : block(b, a);
const unblockBetween = (a: TestUser, b: TestUser, blocker: 'a' | 'b') =>
  blocker === 'a' ? unblock(a, b) : unblock(b, a);

describe('friends', () => {
  it('search and suggestions leave out a blocked pair, both ways, until the unblock', async () => {
    await bothWays(async (a, b, blocker) => {
      await setProfile(test, a.id, { sports: ['curling'] });
      await setProfile(test, b.id, { sports: ['curling'] });
      const search = async () =>
        ids((await a.client.get('/api/friends/search?q=Ben Blockwise')).json().users);
      const suggested = async () => ids((await a.client.get('/api/friends/suggestions')).json().suggestions);
      expect(await search()).toContain(b.id);
      expect(await suggested()).toContain(b.id);
      await blockBetween(a, b, blocker);
      expect(await search()).not.toContain(b.id);
      expect(await suggested()).not.toContain(b.id);
      expect(ids((await b.client.get('/api/friends/search?q=Ann Blockwise')).json().users)).not.toContain(
        a.id,
      );
      await unblockBetween(a, b, blocker);
      expect(await search()).toContain(b.id);
      expect(await suggested()).toContain(b.id);
    });
  });

  it('refuses a friend request between a blocked pair as if the person were missing, both ways', async () => {
    await bothWays(async (a, b, blocker) => {
      await blockBetween(a, b, blocker);
      const refused = await a.client.post('/api/friends/requests', { userId: b.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'user_not_found', message: 'User not found' });
      expect((await b.client.post('/api/friends/requests', { userId: a.id })).statusCode).toBe(404);
      expect((await b.client.get('/api/notifications')).json().notifications).toEqual([]);
      await unblockBetween(a, b, blocker);
      expect((await a.client.post('/api/friends/requests', { userId: b.id })).statusCode).toBe(201);
    });
  });
});

describe("friends' activity", () => {
  it("leaves the other's games out of the feed, both ways, until unblocked and friends again", async () => {
    await bothWays(async (a, b, blocker) => {
      await befriend(a, b);
      await insertGame(test, b.id);
      const feed = async () =>
        (await a.client.get('/api/friends/activity'))
          .json()
          .activities.map((item: { userId: string }) => item.userId);
      expect(await feed()).toContain(b.id);
      await blockBetween(a, b, blocker);
      expect(await feed()).not.toContain(b.id);
      await unblockBetween(a, b, blocker);
      await befriend(a, b);
      expect(await feed()).toContain(b.id);
    });
  });
});

describe('messages', () => {
  it('closes the conversation and hides it from the inbox, both ways, until unblocked and friends again', async () => {
    await bothWays(async (a, b, blocker) => {
      await befriend(a, b);
      expect((await a.client.post(`/api/messages/${b.id}`, { message: 'Hi' })).statusCode).toBe(201);
      const inboxOf = async (user: TestUser) =>
        (await user.client.get('/api/messages'))
          .json()
          .conversations.map((c: { friend: { id: string } }) => c.friend.id);
      expect(await inboxOf(b)).toEqual([a.id]);
      await blockBetween(a, b, blocker);
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const refused = await from.client.post(`/api/messages/${to.id}`, { message: 'Still there?' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('not_friends');
      }
      expect(await inboxOf(a)).toEqual([]);
      expect(await inboxOf(b)).toEqual([]);
      await unblockBetween(a, b, blocker);
      await befriend(a, b);
      expect((await b.client.post(`/api/messages/${a.id}`, { message: 'Hello again' })).statusCode).toBe(201);
      expect(await inboxOf(a)).toEqual([b.id]);
    });
  });
});

describe('games', () => {
  it("refuses joining, asking to join and the waitlist of the other's game, both ways, with a neutral text", async () => {
    await bothWays(async (host, player, blocker) => {
      const open = await insertGame(test, host.id);
      const other = await insertGame(test, host.id);
      const privateGame = await insertGame(test, host.id, { isPrivate: true });
      const full = await insertGame(test, host.id, { maxPlayers: 2, players: [(await createUser(test)).id] });
      await blockBetween(host, player, blocker);
      for (const [path, body] of [
        [`/api/games/${open}/join`, undefined],
        [`/api/games/${privateGame}/requests`, {}],
        [`/api/games/${full}/waitlist`, undefined],
      ] as const) {
        const refused = await player.client.post(path, body);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toEqual({ code: 'cannot_join', message: blocksMessages.cannotJoinGame });
      }
      await unblockBetween(host, player, blocker);
      expect((await player.client.post(`/api/games/${other}/join`)).statusCode).toBe(200);
      expect((await player.client.post(`/api/games/${privateGame}/requests`, {})).statusCode).toBe(200);
    });
  });

  it("refuses becoming a regular of the other's weekly series, both ways, until the unblock", async () => {
    await bothWays(async (host, player, blocker) => {
      const day = new Date(Date.now() + 2 * DAY_MS);
      const created = await host.client.post('/api/games', {
        sport: 'soccer',
        title: 'Weekly kickabout',
        date: day.toISOString().slice(0, 10),
        time: '19:00',
        timeZone: 'UTC',
        location: 'Hackney Marshes',
        maxPlayers: 6,
        // ISO weekdays: Monday 1 … Sunday 7.
        repeats: { weekdays: [day.getUTCDay() || 7] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const seriesId = created.json().series.id;
      await blockBetween(host, player, blocker);
      const refused = await player.client.post(`/api/series/${seriesId}/regulars`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'cannot_join', message: blocksMessages.cannotJoinGame });
      await unblockBetween(host, player, blocker);
      expect((await player.client.post(`/api/series/${seriesId}/regulars`)).statusCode).toBe(200);
    });
  });

  it('an invitation from before the block cannot be accepted; a co-host block does not stop a join', async () => {
    const host = await createUser(test);
    const friend = await createUser(test);
    const cohost = await createUser(test);
    await befriend(host, friend);
    const game = await insertGame(test, host.id, { isPrivate: true });
    expect(
      (await host.client.post(`/api/games/${game}/invitations`, { userIds: [friend.id] })).statusCode,
    ).toBe(200);
    await block(friend, host);
    const refused = await friend.client.post(`/api/games/${game}/join`);
    expect(refused.json()).toEqual({ code: 'cannot_join', message: blocksMessages.cannotJoinGame });
    // Nor can the host invite them again: only friends are invited, and the block ended the friendship.
    const invite = await host.client.post(`/api/games/${game}/invitations`, { userIds: [friend.id] });
    expect(invite.json().code).toBe('invitee_not_friend');
    await unblock(friend, host);
    await befriend(host, friend);
    expect(
      (await host.client.post(`/api/games/${game}/invitations`, { userIds: [friend.id] })).statusCode,
    ).toBe(200);
    expect((await friend.client.post(`/api/games/${game}/join`)).statusCode).toBe(200);

    const open = await insertGame(test, host.id, { players: [cohost.id] });
    expect((await host.client.put(`/api/games/${open}/cohosts/${cohost.id}`)).statusCode).toBe(200);
    const stranger = await createUser(test);
    await block(cohost, stranger);
    expect((await stranger.client.post(`/api/games/${open}/join`)).statusCode).toBe(200);
  });

  it('games both already joined are unaffected, and the roster hides person actions for the pair', async () => {
    const host = await createUser(test);
    const a = await createUser(test);
    const b = await createUser(test);
    const game = await insertGame(test, host.id, { players: [a.id, b.id] });
    const canInteract = async (viewer: TestUser, other: TestUser) =>
      (await viewer.client.get(`/api/games/${game}`))
        .json()
        .participants.find((p: { id: string }) => p.id === other.id).canInteract;
    expect(await canInteract(a, b)).toBe(true);
    await block(a, b);
    expect(await canInteract(a, b)).toBe(false);
    expect(await canInteract(b, a)).toBe(false);
    expect(await canInteract(a, host)).toBe(true);
    const players = (await b.client.get(`/api/games/${game}`))
      .json()
      .participants.map((p: { id: string }) => p.id);
    expect(players).toEqual(expect.arrayContaining([a.id, b.id]));
    await unblock(a, b);
    expect(await canInteract(b, a)).toBe(true);
  });
});

describe('leagues', () => {
  it("refuses joining or asking to join the other's league, both ways, with a neutral text", async () => {
    await bothWays(async (creator, player, blocker) => {
      const league = await createLeague(creator);
      const privateLeague = await createLeague(creator, { name: 'Closed Circle', isPrivate: true });
      await blockBetween(creator, player, blocker);
      for (const [path, body] of [
        [`/api/leagues/${league}/join`, undefined],
        [`/api/leagues/${privateLeague}/join-requests`, {}],
      ] as const) {
        const refused = await player.client.post(path, body);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toEqual({ code: 'cannot_join', message: blocksMessages.cannotJoinLeague });
      }
      await unblockBetween(creator, player, blocker);
      expect((await player.client.post(`/api/leagues/${league}/join`)).statusCode).toBe(200);
    });
  });
});

describe('league invitations', () => {
  it('sends no invitation to an account on the other side of a block, both ways, answering as usual', async () => {
    await bothWays(async (creator, invitee, blocker) => {
      const league = await createLeague(creator);
      const invitedTypes = async () =>
        (await invitee.client.get('/api/notifications'))
          .json()
          .notifications.map((n: { type: string }) => n.type);
      await blockBetween(creator, invitee, blocker);
      const sent = await creator.client.post(`/api/leagues/${league}/invitations`, { emails: invitee.email });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().sent).toBe(1);
      expect(await invitedTypes()).toEqual([]);
      await unblockBetween(creator, invitee, blocker);
      await creator.client.post(`/api/leagues/${league}/invitations`, { emails: invitee.email });
      expect(await invitedTypes()).toEqual(['league_invitation']);
    });
  });
});

describe('reviews', () => {
  it('refuses reviewing the other and leaves them off the review page, both ways, until the unblock', async () => {
    await bothWays(async (a, b, blocker) => {
      const game = await insertGame(test, a.id, { players: [b.id], startsAt: new Date(Date.now() - DAY_MS) });
      const reviewable = async (viewer: TestUser) =>
        (await viewer.client.get(`/api/games/${game}/review-page`))
          .json()
          .reviewable.map((p: { id: string }) => p.id);
      expect(await reviewable(a)).toEqual([b.id]);
      await blockBetween(a, b, blocker);
      expect(await reviewable(a)).toEqual([]);
      expect(await reviewable(b)).toEqual([]);
      const refused = await b.client.post(`/api/games/${game}/reviews`, { reviewedUserId: a.id, rating: 5 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(blocksMessages.cannotReview);
      await unblockBetween(a, b, blocker);
      expect(
        (await b.client.post(`/api/games/${game}/reviews`, { reviewedUserId: a.id, rating: 5 })).statusCode,
      ).toBe(201);
    });
  });
});

describe('profiles', () => {
  it("a blocker's profile is missing to the player they blocked; the blocker still sees theirs, marked", async () => {
    const a = await createUser(test);
    const b = await createUser(test);
    expect((await b.client.get(`/api/profiles/${a.id}`)).json().viewer).toEqual({ blockedByMe: false });
    await block(a, b);
    const hidden = await b.client.get(`/api/profiles/${a.id}`);
    const missing = await b.client.get('/api/profiles/no-such-player');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    const seen = await a.client.get(`/api/profiles/${b.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().viewer).toEqual({ blockedByMe: true });
    await unblock(a, b);
    expect((await b.client.get(`/api/profiles/${a.id}`)).statusCode).toBe(200);
  });
});
