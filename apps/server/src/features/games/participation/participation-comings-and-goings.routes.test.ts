import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { readable, savePreferences, settle } from '../../../test/delivery-kit.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { notificationsOf } from '../../../test/participation-scene.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';
import { type PushService, startPushService } from '../../../test/web-push-service.ts';
import { COMINGS_AND_GOINGS_WINDOW_MS } from './participation.notifications.ts';
import { JOIN_LEAVE_BUDGET } from './participation.routes.ts';

// A player joining and leaving one game over and over: the host keeps one accurate notice and hears of
// it by push and email once, and the player is soon told to wait.

// Deliveries wait on the queue's polling and the relay's second.
vi.setConfig({ testTimeout: 90_000 });

let test: TestApp;
let clock: TestClock;
let push: PushService;
beforeEach(async () => {
  // The app's key pair is set, so a device can subscribe to the push service before the app starts,
  // and the app is told that service's address is where pushes may go.
  const keys = webPush.generateVAPIDKeys();
  push = await startPushService();
  const { subscription } = await push.subscribe(keys.publicKey);
  clock = createTestClock();
  test = await buildTestApp({
    clock,
    env: {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_SERVICE_HOSTS: new URL(subscription.endpoint).origin,
    },
  });
});
afterEach(async () => {
  await test.close();
  await push.close();
});

/** The host with a device subscribed to the push service and email on, as a player sets them. */
async function hostWithDeliveries() {
  const host = await createUser(test, { name: 'Hana Host' });
  const key = (await host.client.get('/api/notification-preferences')).json().delivery.pushPublicKey;
  const { clientHash, subscription } = await push.subscribe(key);
  expect((await host.client.post('/api/push-subscriptions', subscription)).statusCode).toBe(201);
  await savePreferences(host, { email: true });
  return {
    host,
    pushes: () => push.received(clientHash).map((payload) => JSON.parse(payload) as { message: string }),
    emails: () => test.mail.received.filter((mail) => mail.to.includes(host.email.toLowerCase())),
  };
}

const join = (player: TestUser, gameId: string) => player.client.post(`/api/games/${gameId}/join`);
const leave = (player: TestUser, gameId: string) => player.client.post(`/api/games/${gameId}/leave`);

describe("a player's comings and goings", () => {
  it('fold into one unread notice to the host that says where the player stands now', async () => {
    const host = await createUser(test);
    const player = await createUser(test, { name: 'Pat Player' });
    const gameId = await insertGame(test, host.id, { title: 'Sunday Soccer' });

    for (const act of [join, leave, join, leave, join])
      expect((await act(player, gameId)).statusCode).toBe(200);

    expect(await notificationsOf(host)).toMatchObject([
      {
        type: 'game_joined',
        message: 'Pat Player joined Sunday Soccer',
        read: false,
        relatedUserId: player.id,
      },
    ]);
    expect((await leave(player, gameId)).statusCode).toBe(200);
    expect(await notificationsOf(host)).toMatchObject([
      { type: 'game_left', message: 'Pat Player left Sunday Soccer', read: false },
    ]);
  });

  it('25 joins and leaves in a row: one notice, one push and one email to the host, and a 429 for the player', async () => {
    const { host, pushes, emails } = await hostWithDeliveries();
    const player = await createUser(test, { name: 'Pat Player' });
    const gameId = await insertGame(test, host.id, { title: 'Sunday Soccer' });
    const otherGameId = await insertGame(test, host.id, { title: 'Monday Hoops' });

    const answers = [];
    for (let cycle = 0; cycle < 25; cycle += 1) {
      answers.push(await join(player, gameId));
      answers.push(await leave(player, gameId));
    }

    const { max } = JOIN_LEAVE_BUDGET.perAddress;
    expect(answers.slice(0, max).map((answer) => answer.statusCode)).toEqual(
      answers.slice(0, max).map(() => 200),
    );
    expect(answers.slice(max).every((answer) => answer.statusCode === 429)).toBe(true);
    expect(answers.at(-1)?.json()).toMatchObject({
      code: 'rate_limited',
      message: 'You have joined and left this game too often. Please wait a few minutes and try again.',
    });
    // Another game is not this one.
    expect((await join(player, otherGameId)).statusCode).toBe(200);

    await settle();
    const notices = (await notificationsOf(host)).filter((notice) => notice.relatedId === gameId);
    expect(notices).toMatchObject([{ type: 'game_left', message: 'Pat Player left Sunday Soccer' }]);
    const aboutSoccer = (text: string) => text.includes('Sunday Soccer');
    expect(pushes().filter((payload) => aboutSoccer(payload.message))).toHaveLength(1);
    expect(emails().filter((mail) => aboutSoccer(readable(mail.raw)))).toHaveLength(1);
  });

  it('tell a host who read the notice of the next change of mind in a new one, without another push', async () => {
    const { host, pushes } = await hostWithDeliveries();
    const player = await createUser(test, { name: 'Pat Player' });
    const gameId = await insertGame(test, host.id, { title: 'Sunday Soccer' });
    await join(player, gameId);
    expect((await host.client.post('/api/notifications/read-all')).statusCode).toBe(200);

    await leave(player, gameId);

    expect(await notificationsOf(host)).toMatchObject([
      { type: 'game_left', read: false },
      { type: 'game_joined', read: true },
    ]);
    await settle();
    expect(pushes().map((payload) => payload.message)).toEqual(['Pat Player joined Sunday Soccer']);
  });

  it('are news again once the window has passed: a new notice, pushed', async () => {
    const { host, pushes } = await hostWithDeliveries();
    const player = await createUser(test, { name: 'Pat Player' });
    const gameId = await insertGame(test, host.id, { title: 'Sunday Soccer' });
    await join(player, gameId);
    await leave(player, gameId);

    clock.advance(COMINGS_AND_GOINGS_WINDOW_MS + 60_000);
    expect((await join(player, gameId)).statusCode).toBe(200);

    expect(await notificationsOf(host)).toMatchObject([
      { type: 'game_joined', read: false },
      { type: 'game_left', read: false },
    ]);
    await settle();
    expect(pushes().map((payload) => payload.message)).toEqual([
      'Pat Player joined Sunday Soccer',
      'Pat Player joined Sunday Soccer',
    ]);
  });
});
