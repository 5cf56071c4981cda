import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUSH_DEVICES_MAX } from '@rally/shared/limits';
import {
  NOTIFICATION_PREFERENCE_DEFAULTS,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import { pushEndpointMessages } from '@rally/shared/notifications/push-endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Each test builds an app with its own push service list, and one sends two dozen requests.
vi.setConfig({ testTimeout: 90_000 });

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

const subscription = (endpoint: string, n = 1) => ({
  endpoint,
  keys: { p256dh: `BKey${n}`, auth: `auth${n}` },
  label: `Phone ${n}`,
});
const fcm = (n: number) => subscription(`https://fcm.googleapis.com/fcm/send/device-${n}`, n);

async function devicesOf(user: TestUser): Promise<Array<{ label: string }>> {
  return (await user.client.get('/api/notification-preferences')).json().devices;
}

describe('push endpoints', () => {
  it('refuses every address that is not a browser push service, saying why, and stores nothing', async () => {
    // Something listening on this machine, as an internal service would: it must never be stored.
    const internal = createServer((_request, response) => response.end('internal'));
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const { port } = internal.address() as AddressInfo;
    try {
      test = await buildTestApp();
      const alice = await createUser(test);
      await alice.client.put('/api/notification-preferences', {
        ...NOTIFICATION_PREFERENCE_DEFAULTS,
        push: false,
      });
      const refused: Array<[string, string]> = [
        [`http://127.0.0.1:${port}/send`, pushEndpointMessages.notHttps],
        [`http://localhost:${port}/send`, pushEndpointMessages.notHttps],
        ['https://localhost/send', pushEndpointMessages.notPushService],
        ['https://127.0.0.1/send', pushEndpointMessages.notPushService],
        ['https://2130706433/send', pushEndpointMessages.notPushService],
        ['https://0x7f.0.0.1/send', pushEndpointMessages.notPushService],
        ['https://0177.0.0.01/send', pushEndpointMessages.notPushService],
        ['https://[::1]/send', pushEndpointMessages.notPushService],
        ['https://[::ffff:127.0.0.1]/send', pushEndpointMessages.notPushService],
        ['https://[::ffff:7f00:1]/send', pushEndpointMessages.notPushService],
        ['https://169.254.169.254/latest/meta-data/', pushEndpointMessages.notPushService],
        ['https://10.0.0.1/send', pushEndpointMessages.notPushService],
        ['https://rally.test/api/push-subscriptions', pushEndpointMessages.notPushService],
        ['http://rally.test/api/push-subscriptions', pushEndpointMessages.notHttps],
        ['https://push.example.org/send/device', pushEndpointMessages.notPushService],
        ['https://fcm.googleapis.com.example.org/fcm/send/x', pushEndpointMessages.notPushService],
        ['https://fcm.googleapis.com:8443/fcm/send/x', pushEndpointMessages.port],
        ['https://user:pass@fcm.googleapis.com/fcm/send/x', pushEndpointMessages.credentials],
        ['http://fcm.googleapis.com/fcm/send/x', pushEndpointMessages.notHttps],
        ['file:///etc/passwd', pushEndpointMessages.notHttps],
        [`gopher://127.0.0.1:${port}/_GET`, pushEndpointMessages.notHttps],
        ['javascript:alert(1)//fcm.googleapis.com', pushEndpointMessages.notHttps],
      ];
      for (const [endpoint, reason] of refused) {
        const response = await alice.client.post('/api/push-subscriptions', subscription(endpoint));
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json(), endpoint).toMatchObject({ code: 'validation_failed', message: reason });
      }
      const settings = (await alice.client.get('/api/notification-preferences')).json();
      expect(settings.devices).toEqual([]);
      expect(settings.preferences.push).toBe(false);
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
  });

  it("accepts the browsers' push services by default", async () => {
    test = await buildTestApp();
    const alice = await createUser(test);
    for (const [n, endpoint] of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGm8lL0yVxp',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ].entries())
      expect((await alice.client.post('/api/push-subscriptions', subscription(endpoint, n))).statusCode).toBe(
        201,
      );
    expect(await devicesOf(alice)).toHaveLength(4);
  });

  it("refuses Rally's own address even when the list would allow it", async () => {
    // The test app's own address is http://rally.test.
    test = await buildTestApp({ env: { PUSH_SERVICE_HOSTS: 'rally.test,push.example.org' } });
    const alice = await createUser(test);
    const own = await alice.client.post(
      '/api/push-subscriptions',
      subscription('https://rally.test/api/push-subscriptions'),
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(pushEndpointMessages.notPushService);
    expect(
      (await alice.client.post('/api/push-subscriptions', subscription('https://push.example.org/send/1')))
        .statusCode,
    ).toBe(201);
  });

  it('allows a local push service only at the exact origin the list writes out', async () => {
    test = await buildTestApp({ env: { PUSH_SERVICE_HOSTS: 'http://127.0.0.1:4100' } });
    const alice = await createUser(test);
    const listed = await alice.client.post(
      '/api/push-subscriptions',
      subscription('http://127.0.0.1:4100/notify/abc'),
    );
    expect(listed.statusCode).toBe(201);
    for (const neighbour of [
      'http://127.0.0.1:4101/notify/abc',
      'http://localhost:4100/notify/abc',
      'http://127.0.0.2:4100/notify/abc',
      'https://fcm.googleapis.com/fcm/send/x',
    ])
      expect((await alice.client.post('/api/push-subscriptions', subscription(neighbour))).statusCode).toBe(
        400,
      );
    expect(await devicesOf(alice)).toHaveLength(1);
  });
});

describe('push devices per account', () => {
  it(`keeps an account's ${PUSH_DEVICES_MAX} newest devices: one more replaces its oldest`, async () => {
    test = await buildTestApp();
    const alice = await createUser(test);
    for (let n = 1; n <= PUSH_DEVICES_MAX + 2; n += 1)
      expect((await alice.client.post('/api/push-subscriptions', fcm(n))).statusCode).toBe(201);

    const labels = (await devicesOf(alice)).map((d) => d.label);
    expect(labels).toHaveLength(PUSH_DEVICES_MAX);
    expect(labels).not.toContain('Phone 1');
    expect(labels).not.toContain('Phone 2');
    expect(labels[0]).toBe(`Phone ${PUSH_DEVICES_MAX + 2}`);

    // Subscribing a kept device again is not one more.
    expect((await alice.client.post('/api/push-subscriptions', fcm(3))).statusCode).toBe(201);
    expect((await devicesOf(alice)).map((d) => d.label)).toEqual(labels);
  });

  it('holds the cap when many devices subscribe at once, and leaves other accounts alone', async () => {
    test = await buildTestApp();
    const alice = await createUser(test);
    const bob = await createUser(test);
    await bob.client.post('/api/push-subscriptions', fcm(100));
    const answers = await Promise.all(
      Array.from({ length: PUSH_DEVICES_MAX * 2 }, (_, n) =>
        alice.client.post('/api/push-subscriptions', fcm(n)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(await devicesOf(alice)).toHaveLength(PUSH_DEVICES_MAX);
    expect(await devicesOf(bob)).toHaveLength(1);
  });
});

describe("another account's device", () => {
  it('stays with its owner when someone subscribes its endpoint without its keys', async () => {
    test = await buildTestApp();
    const alice = await createUser(test);
    const mallory = await createUser(test);
    await alice.client.post('/api/push-subscriptions', fcm(1));
    await mallory.client.put('/api/notification-preferences', {
      ...NOTIFICATION_PREFERENCE_DEFAULTS,
      push: false,
    });

    for (const keys of [
      { p256dh: 'BMallory', auth: 'mallory' },
      { p256dh: fcm(1).keys.p256dh, auth: 'mallory' },
      { p256dh: 'BMallory', auth: fcm(1).keys.auth },
    ]) {
      const taken = await mallory.client.post('/api/push-subscriptions', { ...fcm(1), keys });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        code: 'push_device_taken',
        message: preferencesMessages.pushDeviceTaken,
      });
    }

    expect((await devicesOf(alice)).map((d) => d.label)).toEqual(['Phone 1']);
    const mallorys = (await mallory.client.get('/api/notification-preferences')).json();
    expect(mallorys.devices).toEqual([]);
    expect(mallorys.preferences.push).toBe(false);
  });

  it("moves to the account that sends its keys, as the browser does after a new sign-in, within that account's cap", async () => {
    test = await buildTestApp();
    const alice = await createUser(test);
    const bob = await createUser(test);
    await alice.client.post('/api/push-subscriptions', fcm(0));
    for (let n = 1; n <= PUSH_DEVICES_MAX; n += 1) await bob.client.post('/api/push-subscriptions', fcm(n));

    expect((await bob.client.post('/api/push-subscriptions', fcm(0))).statusCode).toBe(201);

    expect(await devicesOf(alice)).toEqual([]);
    const labels = (await devicesOf(bob)).map((d) => d.label);
    expect(labels).toHaveLength(PUSH_DEVICES_MAX);
    expect(labels[0]).toBe('Phone 0');
    expect(labels).not.toContain('Phone 1');
  });
});
