import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { notificationLink } from '@rally/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  askToJoin,
  createLeague,
  insertMember,
  leagueNoticesOf,
  membershipState,
} from '../../../test/league-scene.ts';
import { befriend, openUserSocket, setProfile } from '../../../test/social-factories.ts';
import { createUser } from '../../../test/user-factories.ts';

// Asking to join a private league, the creator's answer, and what everyone is told.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('requests to join a private league', () => {
  it('tells the creator, lists the request with its message, and refuses a second one while pending', async () => {
    const creator = await createUser(test);
    const player = await createUser(test, { name: 'Rae Requester' });
    const leagueId = await createLeague(creator, { name: 'Closed Circle', isPrivate: true });

    const sent = await player.client.post(`/api/leagues/${leagueId}/join-requests`, {
      message: 'I play wing',
    });
    const again = await player.client.post(`/api/leagues/${leagueId}/join-requests`, {});

    expect([sent.statusCode, sent.json().message]).toEqual([200, 'Request Sent!']);
    expect([again.statusCode, again.json().message]).toEqual([409, leagueMessages.requestExists]);
    const { requests } = (await creator.client.get(`/api/leagues/${leagueId}/join-requests`)).json();
    expect(requests).toEqual([
      expect.objectContaining({
        message: 'I play wing',
        user: expect.objectContaining({ id: player.id, name: 'Rae Requester' }),
      }),
    ]);
    const [notice] = await leagueNoticesOf(creator);
    expect(notice).toMatchObject({
      type: 'league_join_request',
      message: 'Rae Requester asked to join Closed Circle',
      relatedId: leagueId,
    });
    expect(notificationLink(notice!)).toBe(`/leagues/${leagueId}`);
    expect((await creator.client.get(`/api/leagues/${leagueId}`)).json().pendingJoinRequestCount).toBe(1);
  });

  it('refuses a request to a public league and a profane message, with the spec texts', async () => {
    const creator = await createUser(test);
    const player = await createUser(test);
    const publicId = await createLeague(creator);
    const privateId = await createLeague(creator, { isPrivate: true });

    const toPublic = await player.client.post(`/api/leagues/${publicId}/join-requests`, {});
    const profane = await player.client.post(`/api/leagues/${privateId}/join-requests`, {
      message: 'fuck you all',
    });
    const slur = await player.client.post(`/api/leagues/${privateId}/join-requests`, {
      message: 'what a retard',
    });

    expect([toPublic.statusCode, toPublic.json().message]).toEqual([409, leagueMessages.notPrivate]);
    expect([profane.statusCode, profane.json().message]).toEqual([
      400,
      'Your message contains profanity. Please keep messages appropriate.',
    ]);
    expect([slur.statusCode, slur.json().message]).toEqual([
      400,
      'Your message contains inappropriate language. Please keep messages respectful.',
    ]);
  });

  it('approves: the requester becomes a member, the count rises, both are told, the request leaves the list', async () => {
    const creator = await createUser(test, { name: 'Cleo Creator' });
    const player = await createUser(test, { name: 'Ari Approved' });
    const leagueId = await createLeague(creator, { name: 'Approval FC', isPrivate: true });
    const requestId = await askToJoin(test, player, leagueId);

    const response = await creator.client.post(`/api/leagues/${leagueId}/join-requests/${requestId}`, {
      status: 'approved',
    });
    const twice = await creator.client.post(`/api/leagues/${leagueId}/join-requests/${requestId}`, {
      status: 'rejected',
    });

    expect([response.statusCode, response.json().message]).toEqual([200, 'Request Approved']);
    expect([twice.statusCode, twice.json().message]).toEqual([409, leagueMessages.requestAnswered]);
    expect(await membershipState(test, leagueId)).toEqual({
      memberCount: 2,
      members: [creator.id, player.id],
    });
    expect((await creator.client.get(`/api/leagues/${leagueId}/join-requests`)).json().requests).toEqual([]);
    expect((await leagueNoticesOf(player))[0]).toMatchObject({
      type: 'league_request_approved',
      message: "You're in! You joined Approval FC",
      relatedId: leagueId,
    });
    expect((await leagueNoticesOf(creator))[0]).toMatchObject({
      type: 'league_joined',
      message: 'Ari Approved joined Approval FC',
    });
    const page = (await player.client.get(`/api/leagues/${leagueId}`)).json();
    expect(page).toMatchObject({ relation: 'member', abilities: { canSeeContent: true, canLeave: true } });
  });

  it('rejects: nobody joins, the requester is told, and may ask again later', async () => {
    const creator = await createUser(test);
    const player = await createUser(test);
    const leagueId = await createLeague(creator, { name: 'Strict Club', isPrivate: true });
    const requestId = await askToJoin(test, player, leagueId);

    const response = await creator.client.post(`/api/leagues/${leagueId}/join-requests/${requestId}`, {
      status: 'rejected',
    });

    expect([response.statusCode, response.json().message]).toEqual([200, 'Request Rejected']);
    expect((await membershipState(test, leagueId)).memberCount).toBe(1);
    expect((await leagueNoticesOf(player))[0]).toMatchObject({
      type: 'league_request_rejected',
      message: 'Your request to join Strict Club was declined',
    });
    const page = (await player.client.get(`/api/leagues/${leagueId}`)).json();
    expect(page).toMatchObject({ relation: 'rejected', abilities: { canRequest: true } });
    const again = await player.client.post(`/api/leagues/${leagueId}/join-requests`, { message: 'Please?' });
    expect(again.statusCode).toBe(200);
    expect((await creator.client.get(`/api/leagues/${leagueId}/join-requests`)).json().requests).toHaveLength(
      1,
    );
  });

  it('refuses an approval when the league is full, leaving the request pending', async () => {
    const creator = await createUser(test);
    const player = await createUser(test);
    const leagueId = await createLeague(creator, { isPrivate: true, maxMembers: 2 });
    const requestId = await askToJoin(test, player, leagueId);
    await insertMember(test, leagueId, (await createUser(test)).id);

    const response = await creator.client.post(`/api/leagues/${leagueId}/join-requests/${requestId}`, {
      status: 'approved',
    });

    expect([response.statusCode, response.json().message]).toEqual([409, leagueMessages.leagueFull]);
    expect((await creator.client.get(`/api/leagues/${leagueId}/join-requests`)).json().requests).toHaveLength(
      1,
    );
    expect((await membershipState(test, leagueId)).memberCount).toBe(2);
  });
});

describe('what joining tells', () => {
  it('tells the creator of a new member, and the page live over league:{id}', async () => {
    const creator = await createUser(test);
    const player = await createUser(test, { name: 'Jo Joiner' });
    const leagueId = await createLeague(creator, { name: 'Live League' });
    const socket = await openUserSocket(test, creator);
    expect(await socket.subscribe(leagueTopic(leagueId))).toMatchObject({ type: 'subscribed' });

    await player.client.post(`/api/leagues/${leagueId}/join`);

    expect(await socket.next((m) => m.type === 'event' && m.event.type === 'league.changed')).toMatchObject({
      topic: leagueTopic(leagueId),
      event: { leagueId, change: 'members' },
    });
    expect((await leagueNoticesOf(creator))[0]).toMatchObject({
      type: 'league_joined',
      message: 'Jo Joiner joined Live League',
      relatedUserId: player.id,
    });
    socket.close();
  });

  it('lets any signed-in user follow a public league, only members a private one, and nobody a missing one', async () => {
    const creator = await createUser(test);
    const outsider = await createUser(test);
    const leagueId = await createLeague(creator);
    const privateId = await createLeague(creator, { isPrivate: true });
    const socket = await openUserSocket(test, outsider);

    expect(await socket.subscribe(leagueTopic(leagueId))).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(leagueTopic(privateId))).toMatchObject({ type: 'denied' });
    expect(await socket.subscribe(leagueTopic('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      type: 'denied',
    });
    expect(await socket.subscribe('league:not-a-league')).toMatchObject({ type: 'denied' });
    socket.close();
  });

  it("tells the creator's friends who play the sport of a new public league, and nobody of a private one", async () => {
    const creator = await createUser(test, { name: 'Fran Founder' });
    const player = await createUser(test);
    const nonPlayer = await createUser(test);
    await befriend(creator, player);
    await befriend(creator, nonPlayer);
    await setProfile(test, player.id, { sports: ['volleyball'] });
    await setProfile(test, nonPlayer.id, { sports: ['chess'] });

    const leagueId = await createLeague(creator, { name: 'Beach Spikers', sport: 'volleyball' });
    await createLeague(creator, { name: 'Secret Spikers', sport: 'volleyball', isPrivate: true });

    const notices = await leagueNoticesOf(player);
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'league_created',
        message: 'Fran Founder created the volleyball league Beach Spikers',
        relatedId: leagueId,
      }),
    ]);
    expect(await leagueNoticesOf(nonPlayer)).toEqual([]);
  });
});

describe('under concurrency', () => {
  it('lets exactly 4 of 10 simultaneous joins into a league with 5 spots, refusing the rest as full', async () => {
    const creator = await createUser(test);
    const players = [];
    for (let i = 0; i < 10; i += 1) players.push(await createUser(test));
    const leagueId = await createLeague(creator, { maxMembers: 5 });

    const responses = await Promise.all(
      players.map((player) => player.client.post(`/api/leagues/${leagueId}/join`)),
    );

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(4);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(6);
    expect(new Set(refused.map((response) => response.json().message))).toEqual(
      new Set([leagueMessages.leagueFull]),
    );
    const state = await membershipState(test, leagueId);
    expect(state.memberCount).toBe(5);
    expect(state.members).toHaveLength(5);
  });

  it('keeps the count exact when members join and leave at once', async () => {
    const creator = await createUser(test);
    const leaving = [];
    for (let i = 0; i < 4; i += 1) leaving.push(await createUser(test));
    const joining = [];
    for (let i = 0; i < 4; i += 1) joining.push(await createUser(test));
    const leagueId = await createLeague(creator);
    for (const member of leaving) await insertMember(test, leagueId, member.id);

    await Promise.all([
      ...leaving.map((member) => member.client.delete(`/api/leagues/${leagueId}/membership`)),
      ...joining.map((player) => player.client.post(`/api/leagues/${leagueId}/join`)),
    ]);

    const state = await membershipState(test, leagueId);
    expect(state.memberCount).toBe(5);
    expect(state.members.sort()).toEqual([creator.id, ...joining.map((player) => player.id)].sort());
  });
});
