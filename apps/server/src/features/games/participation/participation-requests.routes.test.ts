import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import {
  askToJoin,
  gameState,
  invite,
  invitedTo,
  notificationsOf,
  requestsOf,
} from '../../../test/participation-scene.ts';
import { befriend, setProfile } from '../../../test/social-factories.ts';
import { createUser } from '../../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('asking to join a private game', () => {
  it('stores a pending request with its message and tells the host', async () => {
    const host = await createUser(test);
    const player = await createUser(test, { name: 'Rae Requester' });
    const gameId = await insertGame(test, host.id, { title: 'Secret Squash', isPrivate: true });

    const response = await player.client.post(`/api/games/${gameId}/requests`, {
      message: '  Can I play?  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Request Sent!' });
    expect((await requestsOf(test, gameId)).map(({ userId, status }) => ({ userId, status }))).toEqual([
      { userId: player.id, status: 'pending' },
    ]);
    expect((await notificationsOf(host))[0]).toMatchObject({
      type: 'game_join_request',
      title: 'New join request',
      message: 'Rae Requester asked to join Secret Squash',
      relatedId: gameId,
      relatedUserId: player.id,
    });

    const list = await host.client.get(`/api/games/${gameId}/requests`);
    expect(list.statusCode).toBe(200);
    expect(list.json().requests).toEqual([
      {
        id: expect.any(String),
        user: {
          id: player.id,
          name: 'Rae Requester',
          username: player.username.toLowerCase(),
          avatarUrl: null,
        },
        message: 'Can I play?',
        status: 'pending',
        createdAt: expect.any(String),
        record: { skillLevel: null, gamesPlayed: 0, sportsmanship: { average: null, count: 0 } },
        attendance: { attended: 0, noShows: 0, lateCancellations: 0, reliability: null },
        fairPlayLevel: 'new',
      },
    ]);
  });

  it('refuses a public game, a player already in, a second request, an invited friend, a full game and profanity', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const asker = await createUser(test);
    const friend = await createUser(test);
    await befriend(host, friend);
    const publicGame = await insertGame(test, host.id);
    const privateGame = await insertGame(test, host.id, { isPrivate: true, players: [player.id] });
    const fullGame = await insertGame(test, host.id, {
      isPrivate: true,
      maxPlayers: 2,
      players: [player.id],
    });
    await askToJoin(test, asker, privateGame);
    await invite(host, privateGame, friend);

    const refusals = [
      [asker, publicGame, {}, 409, 'This game is public: join it directly.'],
      [player, privateGame, {}, 409, 'You have already joined this game.'],
      [host, privateGame, {}, 409, 'You have already joined this game.'],
      [asker, privateGame, {}, 409, 'You have already asked to join this game.'],
      [friend, privateGame, {}, 409, "You're invited: join the game directly."],
      [asker, fullGame, {}, 409, 'This game is full.'],
      [asker, MISSING, {}, 404, 'Game Not Found'],
    ] as const;
    for (const [who, id, body, status, message] of refusals) {
      const response = await who.client.post(`/api/games/${id}/requests`, body);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    const rude = await friend.client.post(`/api/games/${fullGame}/requests`, { message: 'fuck this' });
    expect(rude.statusCode).toBe(400);
    expect(rude.json().fields.message).toEqual([
      'Your message contains profanity. Please keep messages appropriate.',
    ]);

    expect((await requestsOf(test, privateGame)).map((row) => row.userId)).toEqual([asker.id]);
    expect(await requestsOf(test, fullGame)).toEqual([]);
  });

  it('lets nobody join a private game without an invitation or an approval', async () => {
    const host = await createUser(test);
    const stranger = await createUser(test);
    const gameId = await insertGame(test, host.id, { isPrivate: true });
    await askToJoin(test, stranger, gameId);

    const response = await stranger.client.post(`/api/games/${gameId}/join`);
    expect([response.statusCode, response.json().message]).toEqual([
      403,
      'This game is private: ask the host to join.',
    ]);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 1, players: [host.id] });
  });

  it('lists requests to the host only: pending first, each group newest first', async () => {
    const host = await createUser(test);
    const [first, second, third] = await Promise.all(
      ['First', 'Second', 'Third'].map((name) => createUser(test, { name })),
    );
    const gameId = await insertGame(test, host.id, { isPrivate: true });
    const firstRequest = await askToJoin(test, first!, gameId);
    await askToJoin(test, second!, gameId);
    await askToJoin(test, third!, gameId);
    await host.client.patch(`/api/games/${gameId}/requests/${firstRequest}`, { status: 'rejected' });

    const list = (await host.client.get(`/api/games/${gameId}/requests`)).json().requests;
    expect(list.map((r: { user: { name: string }; status: string }) => [r.user.name, r.status])).toEqual([
      ['Third', 'pending'],
      ['Second', 'pending'],
      ['First', 'rejected'],
    ]);
    const refused = await first!.client.get(`/api/games/${gameId}/requests`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only the host can do that.']);
  });
});

describe("the host's answer", () => {
  it('approving adds the requester as a player, counts them and tells them', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { title: 'Padel Night', isPrivate: true });
    const requestId = await askToJoin(test, player, gameId);

    const response = await host.client.patch(`/api/games/${gameId}/requests/${requestId}`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Request Approved' });
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 2, players: [host.id, player.id] });
    expect((await requestsOf(test, gameId))[0]?.status).toBe('approved');
    expect((await notificationsOf(player))[0]).toMatchObject({
      type: 'game_request_approved',
      title: 'Request approved',
      message: "You're in! You joined Padel Night",
      relatedId: gameId,
    });

    const again = await host.client.patch(`/api/games/${gameId}/requests/${requestId}`, {
      status: 'rejected',
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This request has already been answered.',
    ]);
  });

  it('an approved player who left may join again without asking', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { isPrivate: true });
    const requestId = await askToJoin(test, player, gameId);
    await host.client.patch(`/api/games/${gameId}/requests/${requestId}`, { status: 'approved' });
    await player.client.post(`/api/games/${gameId}/leave`);

    expect((await player.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(200);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 2 });
  });

  it('rejecting tells the requester, who may neither ask again nor join', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { title: 'Padel Night', isPrivate: true });
    const requestId = await askToJoin(test, player, gameId);

    const response = await host.client.patch(`/api/games/${gameId}/requests/${requestId}`, {
      status: 'rejected',
    });
    expect([response.statusCode, response.json().message]).toEqual([200, 'Request Rejected']);
    expect((await notificationsOf(player))[0]).toMatchObject({
      type: 'game_request_rejected',
      message: 'Your request to join Padel Night was declined',
      relatedId: gameId,
    });
    expect((await player.client.post(`/api/games/${gameId}/requests`)).statusCode).toBe(409);
    expect((await player.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(403);
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 1 });
  });

  it('refuses approving into a full game and leaves the request pending', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const asker = await createUser(test);
    const gameId = await insertGame(test, host.id, { isPrivate: true, maxPlayers: 3 });
    const requestId = await askToJoin(test, asker, gameId);
    const friend = await createUser(test);
    await befriend(host, friend);
    await befriend(host, player);
    await invite(host, gameId, friend);
    await invite(host, gameId, player);
    await friend.client.post(`/api/games/${gameId}/join`);
    await player.client.post(`/api/games/${gameId}/join`);

    const response = await host.client.patch(`/api/games/${gameId}/requests/${requestId}`, {
      status: 'approved',
    });
    expect([response.statusCode, response.json().message]).toEqual([409, 'This game is full.']);
    expect((await requestsOf(test, gameId))[0]?.status).toBe('pending');
    expect(await gameState(test, gameId)).toMatchObject({ playersJoined: 3 });
  });

  it('refuses anyone but the host, and requests that do not exist', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const gameId = await insertGame(test, host.id, { isPrivate: true });
    const other = await insertGame(test, host.id, { isPrivate: true });
    const requestId = await askToJoin(test, player, gameId);

    const refusals = [
      [player, gameId, requestId, 403, 'Only the host can do that.'],
      [host, other, requestId, 404, 'Join request not found'],
      [host, gameId, MISSING, 404, 'Join request not found'],
      [host, gameId, 'nonsense', 404, 'Join request not found'],
      [host, MISSING, requestId, 404, 'Game Not Found'],
    ] as const;
    for (const [who, id, request, status, message] of refusals) {
      const response = await who.client.patch(`/api/games/${id}/requests/${request}`, { status: 'approved' });
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(
      (await host.client.patch(`/api/games/${gameId}/requests/${requestId}`, { status: 'maybe' })).statusCode,
    ).toBe(400);
    expect((await requestsOf(test, gameId))[0]?.status).toBe('pending');
  });
});

describe('inviting friends', () => {
  it("lists the host's friends by name with their sports and whether each can be invited", async () => {
    const host = await createUser(test);
    const [available, invited, playing, asking] = await Promise.all(
      ['Ava', 'Ivy', 'Pia', 'Rex'].map((name) => createUser(test, { name })),
    );
    const stranger = await createUser(test, { name: 'Stranger' });
    for (const friend of [available!, invited!, playing!, asking!]) await befriend(host, friend);
    await setProfile(test, available!.id, {
      sports: ['tennis', 'soccer', 'golf'],
      avatarUrl: '/media/a.webp',
    });
    const gameId = await insertGame(test, host.id, { isPrivate: true, players: [playing!.id] });
    await invite(host, gameId, invited!);
    await askToJoin(test, asking!, gameId);

    const response = await host.client.get(`/api/games/${gameId}/invitable-friends`);
    expect(response.statusCode).toBe(200);
    const { friends } = response.json();
    expect(friends.map((f: { name: string; status: string }) => [f.name, f.status])).toEqual([
      ['Ava', 'available'],
      ['Ivy', 'invited'],
      ['Pia', 'participant'],
      ['Rex', 'requested'],
    ]);
    expect(friends[0]).toEqual({
      id: available!.id,
      name: 'Ava',
      username: available!.username.toLowerCase(),
      avatarUrl: '/media/a.webp',
      sports: ['tennis', 'soccer', 'golf'],
      status: 'available',
    });
    expect(friends.some((f: { id: string }) => f.id === stranger.id)).toBe(false);
    const refused = await playing!.client.get(`/api/games/${gameId}/invitable-friends`);
    expect(refused.statusCode).toBe(403);
  });

  it('invites friends, telling each, and an invited friend joins the private game directly', async () => {
    const host = await createUser(test, { name: 'Hana Host' });
    const ava = await createUser(test);
    const ben = await createUser(test);
    await befriend(host, ava);
    await befriend(host, ben);
    const gameId = await insertGame(test, host.id, { title: 'Friday Volleyball', isPrivate: true });

    const response = await host.client.post(`/api/games/${gameId}/invitations`, {
      userIds: [ava.id, ben.id, ava.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Invitations sent!' });
    expect(await invitedTo(test, gameId)).toEqual([ava.id, ben.id].sort());
    for (const friend of [ava, ben]) {
      expect(await notificationsOf(friend)).toMatchObject([
        {
          type: 'game_invitation',
          title: 'Game invitation',
          message: 'Hana Host invited you to Friday Volleyball',
          relatedId: gameId,
          relatedUserId: host.id,
        },
      ]);
    }

    const joined = await ava.client.post(`/api/games/${gameId}/join`);
    expect([joined.statusCode, joined.json().message]).toEqual([200, 'Successfully joined the game!']);
    expect(await gameState(test, gameId)).toMatchObject({ players: [host.id, ava.id] });
  });

  it('skips friends already invited or playing, telling the host when nobody was new', async () => {
    const host = await createUser(test);
    const ava = await createUser(test);
    const pia = await createUser(test);
    await befriend(host, ava);
    await befriend(host, pia);
    const gameId = await insertGame(test, host.id, { players: [pia.id] });
    await invite(host, gameId, ava);

    const response = await host.client.post(`/api/games/${gameId}/invitations`, {
      userIds: [ava.id, pia.id],
    });
    expect([response.statusCode, response.json().message]).toEqual([
      200,
      'Those friends are already invited or playing.',
    ]);
    expect(await invitedTo(test, gameId)).toEqual([ava.id]);
    expect(await notificationsOf(ava)).toHaveLength(1);
    expect(await notificationsOf(pia)).toEqual([]);
  });

  it('refuses anyone who is not a friend, an empty pick, and anyone but the host, writing nothing', async () => {
    const host = await createUser(test);
    const friend = await createUser(test);
    const stranger = await createUser(test);
    await befriend(host, friend);
    const gameId = await insertGame(test, host.id, { players: [friend.id] });

    const mixed = await host.client.post(`/api/games/${gameId}/invitations`, {
      userIds: [friend.id, stranger.id],
    });
    expect([mixed.statusCode, mixed.json().message]).toEqual([400, 'You can only invite your friends.']);
    const empty = await host.client.post(`/api/games/${gameId}/invitations`, { userIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.userIds).toEqual(['Please select at least one friend to invite.']);
    const notHost = await friend.client.post(`/api/games/${gameId}/invitations`, { userIds: [host.id] });
    expect([notHost.statusCode, notHost.json().message]).toEqual([403, 'Only the host can do that.']);

    expect(await invitedTo(test, gameId)).toEqual([]);
    expect(await notificationsOf(stranger)).toEqual([]);
  });
});

describe('rate limits', () => {
  it('stops a host after 30 invitation sends in an hour, and a player after 30 join requests', async () => {
    const host = await createUser(test);
    const friend = await createUser(test);
    await befriend(host, friend);
    const gameId = await insertGame(test, host.id);
    for (let sent = 0; sent < 30; sent += 1) {
      const response = await host.client.post(`/api/games/${gameId}/invitations`, { userIds: [friend.id] });
      expect(response.statusCode).toBe(200);
    }
    const refused = await host.client.post(`/api/games/${gameId}/invitations`, { userIds: [friend.id] });
    expect(refused.statusCode).toBe(429);

    const asker = await createUser(test);
    for (let asked = 0; asked < 30; asked += 1) {
      const privateGame = await insertGame(test, host.id, { isPrivate: true });
      expect((await asker.client.post(`/api/games/${privateGame}/requests`)).statusCode).toBe(200);
    }
    const privateGame = await insertGame(test, host.id, { isPrivate: true });
    expect((await asker.client.post(`/api/games/${privateGame}/requests`)).statusCode).toBe(429);
    expect(await requestsOf(test, privateGame)).toEqual([]);
  });
});
