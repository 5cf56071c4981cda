import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type ChatScene, chatScene, say } from '../../test/game-chat-scene.ts';
import type { TestUser } from '../../test/user-factories.ts';

let test: TestApp;
let scene: ChatScene;
beforeAll(async () => {
  test = await buildTestApp();
  scene = await chatScene(test);
  await say(scene.host, scene.gameId, 'Welcome, everyone');
});
afterAll(async () => {
  await test.close();
});

type Operation = {
  name: string;
  run: (user: TestUser, gameId: string) => ReturnType<TestUser['client']['get']>;
  ok: number;
};

const operations: Operation[] = [
  { name: 'read', run: (user, gameId) => user.client.get(`/api/games/${gameId}/chat`), ok: 200 },
  {
    name: 'write',
    run: (user, gameId) =>
      user.client.post(`/api/games/${gameId}/chat`, { message: 'Anyone bringing a ball?' }),
    ok: 201,
  },
  { name: 'mark read', run: (user, gameId) => user.client.post(`/api/games/${gameId}/chat/read`), ok: 200 },
  {
    name: 'mute',
    run: (user, gameId) => user.client.put(`/api/games/${gameId}/chat/mute`, { muted: false }),
    ok: 200,
  },
];

const standings: { who: keyof Omit<ChatScene, 'gameId'>; allowed: boolean }[] = [
  { who: 'host', allowed: true },
  { who: 'cohost', allowed: true },
  { who: 'player', allowed: true },
  { who: 'waitlisted', allowed: false },
  { who: 'removed', allowed: false },
  { who: 'left', allowed: false },
  { who: 'outsider', allowed: false },
];

describe("who may use a game's chat", () => {
  for (const { who, allowed } of standings) {
    for (const operation of operations) {
      it(`${allowed ? 'lets' : 'refuses'} the ${who} ${operation.name}`, async () => {
        const response = await operation.run(scene[who], scene.gameId);
        if (allowed) {
          expect(response.statusCode).toBe(operation.ok);
        } else {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({
            code: 'not_a_player',
            message: gameChatMessages.playersOnly,
          });
        }
      });
    }
    it(`${allowed ? 'shows' : 'does not show'} the chat on the game page of the ${who}`, async () => {
      const response = await scene[who].client.get(`/api/games/${scene.gameId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().abilities.canChat).toBe(allowed);
    });
  }

  it('answers 404 for a game that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await scene.player.client.get(`/api/games/${missing}/chat`)).statusCode).toBe(404);
  });

  it('lets only the host and co-hosts post an announcement', async () => {
    const refused = await scene.player.client.post(`/api/games/${scene.gameId}/chat`, {
      message: 'Court 3 tonight, not court 1',
      announcement: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'host_only', message: gameChatMessages.hostsAnnounce });
    const chat = (await scene.player.client.get(`/api/games/${scene.gameId}/chat`)).json();
    expect(chat.viewer).toMatchObject({ canWrite: true, canAnnounce: false, announcementsLeft: 0 });
    expect(chat.pinned).toEqual([]);
    const byCohost = (await scene.cohost.client.get(`/api/games/${scene.gameId}/chat`)).json();
    expect(byCohost.viewer).toMatchObject({ canAnnounce: true, announcementsLeft: 3 });
  });
});
