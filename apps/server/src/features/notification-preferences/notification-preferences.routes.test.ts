import { createHash } from 'node:crypto';
import {
  NOTIFICATION_PREFERENCE_DEFAULTS,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const device = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
  keys: { p256dh: `BKey${n}`, auth: `auth${n}` },
  label: `Phone ${n}`,
});

describe('notification preferences', () => {
  it('answers the spec’s defaults, the VAPID key and what the server delivers before anything is saved', async () => {
    const alice = await createUser(test);
    const response = await alice.client.get('/api/notification-preferences');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.preferences).toEqual(NOTIFICATION_PREFERENCE_DEFAULTS);
    expect(body.delivery).toEqual({
      pushPublicKey: expect.stringMatching(/^[\w-]{87}$/),
      email: true,
      sms: false,
    });
    expect(body.devices).toEqual([]);
    expect(body.emailUnsubscribed).toEqual([]);
  });

  it('saves the whole form and gives it back after a reload, for that user only', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const form = {
      ...NOTIFICATION_PREFERENCE_DEFAULTS,
      gameReminders: false,
      messages: false,
      email: true,
      sms: true,
      phone: '+1 (415) 555-0123',
    };
    const saved = await alice.client.put('/api/notification-preferences', form);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual({ ...form, phone: '+14155550123' });
    const reloaded = await alice.client.get('/api/notification-preferences');
    expect(reloaded.json().preferences).toEqual({ ...form, phone: '+14155550123' });
    expect((await bob.client.get('/api/notification-preferences')).json().preferences).toEqual(
      NOTIFICATION_PREFERENCE_DEFAULTS,
    );
  });

  it('refuses a phone number without its country code, with the reason, and keeps what was saved', async () => {
    const alice = await createUser(test);
    const response = await alice.client.put('/api/notification-preferences', {
      ...NOTIFICATION_PREFERENCE_DEFAULTS,
      email: true,
      phone: '415 555 0123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter the phone number with its country code, like +14155550123.');
    expect((await alice.client.get('/api/notification-preferences')).json().preferences.email).toBe(false);
  });

  it('needs a session', async () => {
    const anonymous = createClient(test.app);
    expect((await anonymous.get('/api/notification-preferences')).statusCode).toBe(401);
    expect(
      (await anonymous.put('/api/notification-preferences', NOTIFICATION_PREFERENCE_DEFAULTS)).statusCode,
    ).toBe(401);
    expect((await anonymous.post('/api/push-subscriptions', device(1))).statusCode).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('keeps one row per device, moved to whoever subscribes it with its keys, and turns push on', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    await alice.client.put('/api/notification-preferences', {
      ...NOTIFICATION_PREFERENCE_DEFAULTS,
      push: false,
    });
    const added = await alice.client.post('/api/push-subscriptions', device(1));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: preferencesMessages.pushEnabled });
    expect((await alice.client.post('/api/push-subscriptions', device(1))).statusCode).toBe(201);
    const settings = (await alice.client.get('/api/notification-preferences')).json();
    expect(settings.devices).toEqual([
      {
        id: expect.any(String),
        label: 'Phone 1',
        createdAt: expect.any(String),
        endpointDigest: createHash('sha256').update(device(1).endpoint).digest('hex'),
      },
    ]);
    expect(settings.preferences.push).toBe(true);

    // Bob signs in on the same browser and turns push on: its subscription, keys and all, is his now.
    expect((await bob.client.post('/api/push-subscriptions', device(1))).statusCode).toBe(201);
    expect((await alice.client.get('/api/notification-preferences')).json().devices).toEqual([]);
    expect((await bob.client.get('/api/notification-preferences')).json().devices).toHaveLength(1);
  });

  it('forgets a removed device, and turns push off with the last one', async () => {
    const alice = await createUser(test);
    await alice.client.post('/api/push-subscriptions', device(1));
    await alice.client.post('/api/push-subscriptions', device(2));
    const removeOne = await alice.client.request({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      payload: { endpoint: device(1).endpoint },
    });
    expect(removeOne.json()).toEqual({ message: preferencesMessages.pushDisabled });
    let settings = (await alice.client.get('/api/notification-preferences')).json();
    expect(settings.devices.map((d: { label: string }) => d.label)).toEqual(['Phone 2']);
    expect(settings.preferences.push).toBe(true);

    await alice.client.request({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      payload: { endpoint: device(2).endpoint },
    });
    settings = (await alice.client.get('/api/notification-preferences')).json();
    expect(settings.devices).toEqual([]);
    expect(settings.preferences.push).toBe(false);
  });

  it('names a device without a label by the user agent it subscribed from, or not at all', async () => {
    const alice = await createUser(test);
    const { label: _label, ...unlabelled } = device(1);
    await alice.client.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      payload: unlabelled,
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      },
    });
    await alice.client.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      payload: { ...unlabelled, endpoint: device(2).endpoint },
      headers: { 'user-agent': 'curl/8.5' },
    });
    const { devices } = (await alice.client.get('/api/notification-preferences')).json();
    expect(devices.map((d: { label: string | null }) => d.label).sort()).toEqual(['Chrome on Android', null]);
  });

  it('removes one of the player’s devices from the list by id, and turns push off with the last one', async () => {
    const alice = await createUser(test);
    await alice.client.post('/api/push-subscriptions', device(1));
    await alice.client.post('/api/push-subscriptions', device(2));
    const listed = (await alice.client.get('/api/notification-preferences')).json().devices;
    const phone1 = listed.find((d: { label: string }) => d.label === 'Phone 1');

    const removed = await alice.client.delete(`/api/push-subscriptions/${phone1.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Phone 1 removed' });
    let settings = (await alice.client.get('/api/notification-preferences')).json();
    expect(settings.devices.map((d: { label: string }) => d.label)).toEqual(['Phone 2']);
    expect(settings.preferences.push).toBe(true);

    // Gone already: nothing to remove twice.
    expect((await alice.client.delete(`/api/push-subscriptions/${phone1.id}`)).statusCode).toBe(404);
    const phone2 = settings.devices[0];
    expect((await alice.client.delete(`/api/push-subscriptions/${phone2.id}`)).statusCode).toBe(200);
    settings = (await alice.client.get('/api/notification-preferences')).json();
    expect(settings.devices).toEqual([]);
    expect(settings.preferences.push).toBe(false);
  });

  it('refuses to remove another player’s device, which keeps receiving pushes', async () => {
    const alice = await createUser(test);
    const mallory = await createUser(test);
    await alice.client.post('/api/push-subscriptions', device(1));
    const [phone] = (await alice.client.get('/api/notification-preferences')).json().devices;

    const refused = await mallory.client.delete(`/api/push-subscriptions/${phone.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Device not found');
    expect((await alice.client.get('/api/notification-preferences')).json().devices).toHaveLength(1);
    expect((await createClient(test.app).delete(`/api/push-subscriptions/${phone.id}`)).statusCode).toBe(401);
    expect((await alice.client.delete('/api/push-subscriptions/not-an-id')).statusCode).toBe(404);
  });

  it('refuses a subscription that is not a push endpoint', async () => {
    const alice = await createUser(test);
    const response = await alice.client.post('/api/push-subscriptions', { endpoint: 'nope', keys: {} });
    expect(response.statusCode).toBe(400);
  });
});
