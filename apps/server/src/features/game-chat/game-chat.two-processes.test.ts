import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { chatScene, say } from '../../test/game-chat-scene.ts';
import { openUserSocket } from '../../test/social-factories.ts';

// Two server processes on one database: a PostgreSQL server in CI's second pass (events travel by
// LISTEN/NOTIFY between its connections), the embedded database otherwise (both apps in this process).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildTestApp({ database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe(`a game chat on two server processes (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it("delivers a message live to two members' sockets on either process, and nothing to a player who left", async () => {
    const scene = await chatScene(first);
    const playerSocket = await openUserSocket(first, scene.player);
    const cohostSocket = await openUserSocket(second, scene.cohost);
    const leftSocket = await openUserSocket(second, scene.left);
    try {
      const sent = await say(scene.host, scene.gameId, 'Anyone bringing a ball?');
      const isMessage = (m: (typeof playerSocket.received)[number]) =>
        m.type === 'event' && m.event.type === 'game-chat.message';
      for (const socket of [playerSocket, cohostSocket])
        expect(await socket.next(isMessage)).toMatchObject({
          event: { type: 'game-chat.message', gameId: scene.gameId, id: sent.id },
        });
      // The co-host, on the second process, reads it there: the message is the same row.
      const onSecond = await second.app.inject({
        method: 'GET',
        url: `/api/games/${scene.gameId}/chat`,
        headers: { cookie: [...scene.cohost.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(onSecond.json().messages.at(-1)).toMatchObject({
        id: sent.id,
        message: 'Anyone bringing a ball?',
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(leftSocket.received.filter(isMessage)).toEqual([]);
    } finally {
      playerSocket.close();
      cohostSocket.close();
      leftSocket.close();
    }
  });

  it('delivers a burst once when both processes run the check at the same moment', async () => {
    const scene = await chatScene(first);
    await say(scene.host, scene.gameId, 'Court 3 tonight');
    await say(scene.player, scene.gameId, 'On my way');
    const runs = await Promise.all([
      first.app.services.gameChatDelivery.deliverUnread({ gameId: scene.gameId }),
      second.app.services.gameChatDelivery.deliverUnread({ gameId: scene.gameId }),
      first.app.services.gameChatDelivery.deliverUnread({ gameId: scene.gameId }),
      second.app.services.gameChatDelivery.deliverUnread({ gameId: scene.gameId }),
    ]);
    // Host (the player's line), co-host and player (the host's line): three members, each once.
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(3);
    // Nothing new since: a later check sends nothing.
    expect(await first.app.services.gameChatDelivery.deliverUnread({ gameId: scene.gameId })).toBe(0);
  });
});
