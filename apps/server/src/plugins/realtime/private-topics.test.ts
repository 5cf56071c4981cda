import { gameTopic } from '@rally/shared/games/game-topics';
import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameInvitations, gameJoinRequests } from '../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { askToJoin, createLeague, insertMember } from '../../test/league-scene.ts';
import { openUserSocket } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Who may follow a private game's or league's live topic: those the REST API shows its people to. The
// rest get the same refusal as any other topic they may not follow, and none of its events.

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const refused = (topic: string) => ({ type: 'denied', topic, message: 'Not allowed' });
const accepted = (topic: string) => ({ type: 'subscribed', topic });

/** What `user`'s socket is answered when it asks to follow `topic`. */
async function answerTo(user: TestUser, topic: string) {
  const socket = await openUserSocket(test, user);
  const answer = await socket.subscribe(topic);
  socket.close();
  return answer;
}

async function requestRow(gameId: string, userId: string, status: 'pending' | 'approved' | 'rejected') {
  await test.database.connection.db.insert(gameJoinRequests).values({ gameId, userId, status });
}

describe('a private game’s live topic', () => {
  it('is followed by its host, players, invited friends and pending or approved requesters', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const invitee = await createUser(test);
    const requester = await createUser(test);
    const approved = await createUser(test);
    const gameId = await insertGame(test, host.id, { isPrivate: true, players: [player.id] });
    await test.database.connection.db
      .insert(gameInvitations)
      .values({ gameId, userId: invitee.id, invitedBy: host.id });
    await requestRow(gameId, requester.id, 'pending');
    await requestRow(gameId, approved.id, 'approved');

    for (const user of [host, player, invitee, requester, approved]) {
      expect(await answerTo(user, gameTopic(gameId))).toEqual(accepted(gameTopic(gameId)));
    }
  });

  it('is refused to an outsider and to a rejected requester, who hear none of its events', async () => {
    const host = await createUser(test);
    const outsider = await createUser(test);
    const rejected = await createUser(test);
    const joiner = await createUser(test);
    const gameId = await insertGame(test, host.id, { isPrivate: true });
    await requestRow(gameId, rejected.id, 'rejected');
    await test.database.connection.db
      .insert(gameInvitations)
      .values({ gameId, userId: joiner.id, invitedBy: host.id });

    expect(await answerTo(rejected, gameTopic(gameId))).toEqual(refused(gameTopic(gameId)));
    const socket = await openUserSocket(test, outsider);
    expect(await socket.subscribe(gameTopic(gameId))).toEqual(refused(gameTopic(gameId)));
    const hostSocket = await openUserSocket(test, host);
    expect(await hostSocket.subscribe(gameTopic(gameId))).toEqual(accepted(gameTopic(gameId)));

    expect((await joiner.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(200);
    await hostSocket.next((m) => m.type === 'event' && m.topic === gameTopic(gameId));
    // Events travel in order: once the outsider's own event is in, the game's would be too.
    await test.app.realtime.bus.publish(`user:${outsider.id}`, { type: 'notification.created', id: 'mark' });
    await socket.next((m) => m.type === 'event' && m.event.type === 'notification.created');
    expect(socket.received.some((m) => m.type === 'event' && m.topic === gameTopic(gameId))).toBe(false);
    socket.close();
    hostSocket.close();
  });

  it('stays open to any signed-in player for a public game, and closed for a missing one', async () => {
    const host = await createUser(test);
    const stranger = await createUser(test);
    const gameId = await insertGame(test, host.id);
    const missing = '00000000-0000-4000-8000-000000000000';

    expect(await answerTo(stranger, gameTopic(gameId))).toEqual(accepted(gameTopic(gameId)));
    expect(await answerTo(stranger, gameTopic(missing))).toEqual(refused(gameTopic(missing)));
    expect(await answerTo(stranger, 'game:not-a-game')).toEqual(refused('game:not-a-game'));
  });
});

describe('a private league’s live topic', () => {
  it('is followed by its creator and members, and refused to outsiders and pending requesters', async () => {
    const creator = await createUser(test);
    const member = await createUser(test);
    const requester = await createUser(test);
    const outsider = await createUser(test);
    const leagueId = await createLeague(creator, { isPrivate: true });
    await insertMember(test, leagueId, member.id);
    await askToJoin(test, requester, leagueId);
    const topic = leagueTopic(leagueId);

    expect(await answerTo(creator, topic)).toEqual(accepted(topic));
    expect(await answerTo(member, topic)).toEqual(accepted(topic));
    expect(await answerTo(requester, topic)).toEqual(refused(topic));
    expect(await answerTo(outsider, topic)).toEqual(refused(topic));
  });

  it('hears nothing of a private league as an outsider while its members hear its changes', async () => {
    const creator = await createUser(test);
    const outsider = await createUser(test);
    const leagueId = await createLeague(creator, { isPrivate: true });
    const topic = leagueTopic(leagueId);
    const creatorSocket = await openUserSocket(test, creator);
    expect(await creatorSocket.subscribe(topic)).toEqual(accepted(topic));
    const socket = await openUserSocket(test, outsider);
    expect(await socket.subscribe(topic)).toEqual(refused(topic));

    await test.app.realtime.bus.publish(topic, { type: 'league.changed', leagueId, change: 'content' });
    await creatorSocket.next((m) => m.type === 'event' && m.topic === topic);
    await test.app.realtime.bus.publish(`user:${outsider.id}`, { type: 'notification.created', id: 'mark' });
    await socket.next((m) => m.type === 'event' && m.event.type === 'notification.created');
    expect(socket.received.some((m) => m.type === 'event' && m.topic === topic)).toBe(false);
    socket.close();
    creatorSocket.close();
  });

  it('stays open to any signed-in player for a public league', async () => {
    const creator = await createUser(test);
    const stranger = await createUser(test);
    const leagueId = await createLeague(creator);

    expect(await answerTo(stranger, leagueTopic(leagueId))).toEqual(accepted(leagueTopic(leagueId)));
  });
});
