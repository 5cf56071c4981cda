import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema/notification-preferences.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  appWith,
  closeAfterTest,
  closeDeliveryFixtures,
  deliveryEnv,
  pushService,
  settle,
  subscribeDevice,
  waitFor,
} from '../../test/delivery-kit.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';
import type { PushService } from '../../test/web-push-service.ts';
import { PUSH_SEND_TIMEOUT_MS } from './push-channel.ts';

// Delivery waits on the queue's polling and the relay's second: these tests take seconds each.
vi.setConfig({ testTimeout: 90_000 });

afterEach(closeDeliveryFixtures);

/** A server on this machine that records each request, then answers it with 201, or never when `hang`. */
async function localService({ hang }: { hang: boolean }) {
  const received: Array<{ url: string; at: number }> = [];
  const server = createServer((request, response) => {
    received.push({ url: request.url ?? '', at: Date.now() });
    request.resume();
    if (!hang) response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeAfterTest(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const invitation = (userId: string) => ({
  userId,
  type: 'game_invitation' as const,
  title: 'Game invitation',
  message: 'Sam invited you to Sunday Tennis',
  relatedId: '7b0c8d2e-0000-4000-8000-000000000002',
});

/** A browser's real keys from the push service, with the endpoint pointed somewhere else. */
async function deviceAt(test: TestApp, push: PushService, user: TestUser, endpoint: string) {
  const key = (await user.client.get('/api/notification-preferences')).json().delivery.pushPublicKey;
  const { subscription } = await push.subscribe(key);
  const response = await user.client.post('/api/push-subscriptions', { ...subscription, endpoint });
  expect(response.statusCode, response.body).toBe(201);
  return { ...subscription, endpoint, test };
}

describe('endpoints that never answer', () => {
  it("hold back only their owners: another player's push arrives before one of theirs has timed out", async () => {
    const silent = await localService({ hang: true });
    const test = await appWith({ PUSH_SERVICE_HOSTS: silent.origin });
    const push = await pushService();
    const mallory = await createUser(test);
    const accomplice = await createUser(test);
    const alice = await createUser(test);
    for (let n = 0; n < 10; n += 1) await deviceAt(test, push, mallory, `${silent.origin}/mallory/${n}`);
    for (let n = 0; n < 2; n += 1) await deviceAt(test, push, accomplice, `${silent.origin}/accomplice/${n}`);
    const phone = await subscribeDevice(alice, push);

    await test.app.services.notifications.notify(invitation(mallory.id));
    await test.app.services.notifications.notify(invitation(accomplice.id));
    // All twelve are waited on at once: none queues behind another's timeout.
    await waitFor(() => silent.received.length >= 12, 15_000);
    const first = silent.received[0]!.at;
    expect(silent.received.slice(0, 12).every(({ at }) => at - first < PUSH_SEND_TIMEOUT_MS)).toBe(true);

    const notified = Date.now();
    await test.app.services.notifications.notify(invitation(alice.id));
    await waitFor(() => push.received(phone).length > 0, 30_000);
    expect(Date.now() - notified).toBeLessThan(PUSH_SEND_TIMEOUT_MS);
  });
});

describe('an endpoint stored before the rule', () => {
  it('is refused at send time, logged once and forgotten, while the player’s other devices get the push', async () => {
    const lines: string[] = [];
    const log = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const internal = await localService({ hang: false });
    const test = await buildTestApp({ env: await deliveryEnv(), logger: { level: 'info', stream: log } });
    closeAfterTest(() => test.close());
    const push = await pushService();
    const alice = await createUser(test);
    const phone = await subscribeDevice(alice, push);
    await test.database.connection.db.insert(pushSubscriptions).values({
      userId: alice.id,
      endpoint: `${internal.origin}/admin/reset`,
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    });

    await test.app.services.notifications.notify(invitation(alice.id));
    await waitFor(() => push.received(phone).length > 0);
    await settle();

    expect(internal.received).toEqual([]);
    const refusals = lines.filter((line) =>
      line.includes(`refused to send to ${new URL(internal.origin).host}`),
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).not.toContain('/admin/reset');
    const devices = await test.database.connection.db.select().from(pushSubscriptions);
    expect(devices).toHaveLength(1);
    expect(devices[0]?.endpoint).not.toContain('/admin/reset');
  });
});
