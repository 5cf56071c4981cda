import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  appWith,
  closeDeliveryFixtures,
  pushService,
  readable,
  savePreferences,
  settle,
  subscribeDevice,
  waitFor,
} from '../../test/delivery-kit.ts';
import { chatScene, say } from '../../test/game-chat-scene.ts';
import type { TestUser } from '../../test/user-factories.ts';
import type { PushService } from '../../test/web-push-service.ts';
import { GAME_CHAT_DELIVERY_JOB, gameChatLink } from './game-chat-delivery.ts';

// The delayed check, the channel jobs and the relay each wait on the queue: seconds per test.
vi.setConfig({ testTimeout: 90_000 });

afterEach(closeDeliveryFixtures);

type JobRows = { rows: { n: number }[] };

/** The burst delay is over: the game's waiting check becomes due now, so the real queue runs it. */
async function delayPasses(test: TestApp, gameId: string) {
  await test.database.connection.db.execute(sql`
    update pgboss.job set start_after = now()
    where name = ${GAME_CHAT_DELIVERY_JOB} and state = 'created' and singleton_key = ${gameId}`);
}

/** Resolves once the queue has run the game's check. */
async function checkRan(test: TestApp, gameId: string) {
  await waitFor(async () => {
    const result = (await test.database.connection.db.execute(sql`
      select count(*)::int as n from pgboss.job
      where name = ${GAME_CHAT_DELIVERY_JOB} and state = 'completed' and singleton_key = ${gameId}`)) as unknown as JobRows;
    return (result.rows[0]?.n ?? 0) > 0;
  });
}

type Pushed = { title: string; message: string; link: string };
const pushesTitled = (push: PushService, device: string, title: RegExp): Pushed[] =>
  push
    .received(device)
    .map((payload) => JSON.parse(payload) as Pushed)
    .filter((pushed) => title.test(pushed.title));
const mailsTitled = (test: TestApp, user: TestUser, subject: RegExp) =>
  test.mail.received.filter((mail) => mail.to.includes(user.email) && subject.test(mail.subject));

/** A game whose player, co-host and host each have a device and email on. */
async function gameWithDevices() {
  const test = await appWith();
  const push = await pushService();
  const scene = await chatScene(test, { title: 'Tuesday futsal' });
  const devices = new Map<TestUser, string>();
  for (const user of [scene.host, scene.cohost, scene.player]) {
    devices.set(user, await subscribeDevice(user, push));
    await savePreferences(user, { messages: true, gameActivity: true, push: true, email: true });
  }
  const device = (user: TestUser) => devices.get(user) ?? '';
  return { test, push, scene, device };
}

const newMessage = /^New message in/;

describe('a game chat message the players have not read', () => {
  it('reaches each other member once per burst after the delay, the newest line, never a muted one', async () => {
    const { test, push, scene, device } = await gameWithDevices();
    await scene.cohost.client.put(`/api/games/${scene.gameId}/chat/mute`, { muted: true });

    await say(scene.host, scene.gameId, 'Anyone bringing a ball?');
    await say(scene.host, scene.gameId, 'Court 3 tonight\nsee you there');
    // Within the delay nothing leaves: the players may still open the chat.
    await settle();
    expect(pushesTitled(push, device(scene.player), newMessage)).toEqual([]);

    await delayPasses(test, scene.gameId);
    const [pushed] = await waitFor(() => {
      const got = pushesTitled(push, device(scene.player), newMessage);
      return got.length > 0 ? got : null;
    });
    expect(pushed).toMatchObject({
      title: gameChatMessages.newMessageTitle('Tuesday futsal'),
      message: 'Court 3 tonight',
      link: gameChatLink(scene.gameId),
    });
    const mail = readable((await test.mail.latest(scene.player.email, /New message in Tuesday futsal/)).raw);
    expect(mail).toContain('Court 3 tonight');
    expect(mail).toContain(`http://rally.test/game/${scene.gameId}#chat`);
    await settle();
    // One per burst; the sender hears nothing of their own, the muted co-host nothing at all.
    expect(pushesTitled(push, device(scene.player), newMessage)).toHaveLength(1);
    expect(mailsTitled(test, scene.player, newMessage)).toHaveLength(1);
    expect(pushesTitled(push, device(scene.host), newMessage)).toEqual([]);
    expect(pushesTitled(push, device(scene.cohost), newMessage)).toEqual([]);
    expect(mailsTitled(test, scene.cohost, newMessage)).toEqual([]);
  });

  it('sends nothing to a player with message notifications off, or who read the chat in time', async () => {
    const { test, push, scene, device } = await gameWithDevices();
    await savePreferences(scene.player, { messages: false, push: true, email: true });

    await say(scene.host, scene.gameId, 'Bibs are in my bag');
    await scene.cohost.client.post(`/api/games/${scene.gameId}/chat/read`);
    await delayPasses(test, scene.gameId);
    await checkRan(test, scene.gameId);
    await settle();

    for (const user of [scene.player, scene.cohost]) {
      expect(pushesTitled(push, device(user), newMessage)).toEqual([]);
      expect(mailsTitled(test, user, newMessage)).toEqual([]);
    }
  });

  it('delivers an announcement at once, to a player who muted the chat too, by their games preference', async () => {
    const { test, push, scene, device } = await gameWithDevices();
    await scene.player.client.put(`/api/games/${scene.gameId}/chat/mute`, { muted: true });

    await say(scene.host, scene.gameId, 'Court 3 tonight, not court 1', true);

    const [pushed] = await waitFor(() => {
      const got = pushesTitled(push, device(scene.player), /^Announcement:/);
      return got.length > 0 ? got : null;
    });
    expect(pushed).toMatchObject({
      title: gameChatMessages.announcementTitle('Tuesday futsal'),
      message: 'Court 3 tonight, not court 1',
    });
    expect(pushed?.link).toBe(`/game/${scene.gameId}#chat`);
    await waitFor(() => mailsTitled(test, scene.player, /^Announcement: Tuesday futsal/).length > 0);
    // No burst check is queued for it: it is not delivered a second time.
    await settle();
    expect(pushesTitled(push, device(scene.player), newMessage)).toEqual([]);
    expect(pushesTitled(push, device(scene.host), /^Announcement:/)).toEqual([]);
  });
});
