import type { ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { chatScene, say } from '../../test/game-chat-scene.ts';
import { insertLeague } from '../../test/league-content-scene.ts';
import { reviewAfterGame } from '../../test/review-scene.ts';
import { befriend, openUserSocket } from '../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// A moderator's removal reaches the screens that show the removed thing while they are open: each
// viewer's socket hears of it when the removal commits, and nobody who could not see it hears anything.

let test: TestApp;
let clock: TestClock;
let admin: TestUser;
beforeAll(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
  admin = await createUser(test, { name: 'Mia Moderator' });
  await test.app.services.roles.grantByEmail(admin.email);
});
afterAll(async () => {
  await test.close();
});

type Socket = Awaited<ReturnType<typeof openUserSocket>>;

async function remove(targetType: string, targetId: string) {
  const removed = await admin.client.post('/api/moderation/actions', {
    action: 'remove',
    targetType,
    targetId,
    reason: 'Abusive',
  });
  expect(removed.statusCode, removed.body).toBe(201);
}

/** Events of `type` a socket got; waits a little first, so a stray event would have arrived. */
async function eventsOf(socket: Socket, type: string) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return socket.received.filter(
    (message): message is Extract<ServerMessage, { type: 'event' }> =>
      message.type === 'event' && message.event.type === type,
  );
}

const heard = (socket: Socket, type: string) =>
  socket.next((message) => message.type === 'event' && message.event.type === type);

/** Closes every socket a test opened, whatever happened in it. */
async function withSockets<T>(sockets: Socket[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    for (const socket of sockets) socket.close();
  }
}

describe('a removal reaches open screens live', () => {
  it('tells both people of a direct message, and no one else', async () => {
    const [ana, ben, cat] = await Promise.all(
      ['Ana', 'Ben', 'Cat'].map((name) => createUser(test, { name })),
    );
    await befriend(ana!, ben!);
    await befriend(ana!, cat!);
    const sent = await ben!.client.post(`/api/messages/${ana!.id}`, { message: 'You will regret this' });
    const messageId = sent.json().id as string;
    const sockets = await Promise.all([ana!, ben!, cat!].map((user) => openUserSocket(test, user)));
    const [anaSocket, benSocket, catSocket] = sockets;
    await withSockets(sockets, async () => {
      await remove('direct_message', messageId);
      const event = { type: 'message.removed', id: messageId, senderId: ben!.id, receiverId: ana!.id };
      expect(await heard(anaSocket!, 'message.removed')).toMatchObject({ event });
      expect(await heard(benSocket!, 'message.removed')).toMatchObject({ event });
      expect(await eventsOf(catSocket!, 'message.removed')).toEqual([]);
    });
  });

  it('tells whoever may read a game’s chat, as a removal and never as a new message', async () => {
    const scene = await chatScene(test);
    const announcement = await say(scene.host, scene.gameId, 'Pay me in cash tonight', true);
    const sockets = await Promise.all(
      [scene.player, scene.host, scene.left, scene.outsider].map((user) => openUserSocket(test, user)),
    );
    const [playerSocket, hostSocket, leftSocket, outsiderSocket] = sockets;
    await withSockets(sockets, async () => {
      await remove('game_chat_message', announcement.id);
      const event = { type: 'game-chat.removed', gameId: scene.gameId, id: announcement.id };
      expect(await heard(playerSocket!, 'game-chat.removed')).toMatchObject({ event });
      expect(await heard(hostSocket!, 'game-chat.removed')).toMatchObject({ event });
      // A player who left, and someone never in the game, hear nothing of the chat.
      expect(await eventsOf(leftSocket!, 'game-chat.removed')).toEqual([]);
      expect(await eventsOf(outsiderSocket!, 'game-chat.removed')).toEqual([]);
      expect(await eventsOf(playerSocket!, 'game-chat.message')).toEqual([]);
    });
  });

  it('tells a private league’s followers of a removed news post; an outsider may not follow it', async () => {
    const [creator, member, outsider] = await Promise.all(
      ['Nell Creator', 'Nico Member', 'Odo Outsider'].map((name) => createUser(test, { name })),
    );
    const leagueId = await insertLeague(test, creator!.id, { isPrivate: true, members: [member!.id] });
    const posted = await creator!.client.post(`/api/leagues/${leagueId}/news`, {
      title: 'Cheap tickets',
      content: 'DM me',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const memberSocket = await openUserSocket(test, member!);
    const outsiderSocket = await openUserSocket(test, outsider!);
    await withSockets([memberSocket, outsiderSocket], async () => {
      expect(await memberSocket.subscribe(`league:${leagueId}`)).toMatchObject({ type: 'subscribed' });
      expect(await outsiderSocket.subscribe(`league:${leagueId}`)).toMatchObject({ type: 'denied' });
      await remove('league_news_post', posted.json().id);
      expect(await heard(memberSocket, 'league.changed')).toMatchObject({
        topic: `league:${leagueId}`,
        event: { type: 'league.changed', leagueId, change: 'content' },
      });
      expect(await eventsOf(outsiderSocket, 'league.changed')).toEqual([]);
    });
  });

  it('tells everyone viewing the reviewed player’s profile, and the player; one they blocked may not follow it', async () => {
    const [host, ben, cleo, viewer, blocked] = await Promise.all(
      ['Rhea Host', 'Rev Ben', 'Rev Cleo', 'Vic Viewer', 'Bo Blocked'].map((name) =>
        createUser(test, { name }),
      ),
    );
    const rudeId = await reviewAfterGame(
      test,
      clock,
      { host: host!, reviewer: ben!, reviewed: cleo! },
      { rating: 1, comment: 'Terrible person' },
    );
    expect((await cleo!.client.put(`/api/blocks/${blocked!.id}`)).statusCode).toBe(200);

    const cleoSocket = await openUserSocket(test, cleo!);
    const viewerSocket = await openUserSocket(test, viewer!);
    const blockedSocket = await openUserSocket(test, blocked!);
    await withSockets([cleoSocket, viewerSocket, blockedSocket], async () => {
      expect(await viewerSocket.subscribe(`profile:${cleo!.id}`)).toMatchObject({ type: 'subscribed' });
      expect(await blockedSocket.subscribe(`profile:${cleo!.id}`)).toMatchObject({ type: 'denied' });
      expect(await viewerSocket.subscribe(`profile:${crypto.randomUUID()}`)).toMatchObject({
        type: 'denied',
      });
      await remove('review', rudeId);
      const event = { type: 'profile.changed', userId: cleo!.id };
      expect(await heard(viewerSocket, 'profile.changed')).toMatchObject({
        topic: `profile:${cleo!.id}`,
        event,
      });
      expect(await heard(cleoSocket, 'profile.changed')).toMatchObject({ topic: `user:${cleo!.id}`, event });
      expect(await eventsOf(blockedSocket, 'profile.changed')).toEqual([]);
    });
  });
});
