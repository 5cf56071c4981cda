import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_PREFERENCE_DEFAULTS } from '@rally/shared/notifications/preferences.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createClient } from '../../test/build-test-app.ts';
import {
  appWith,
  closeAfterTest,
  closeDeliveryFixtures,
  deliveryEnv,
  pushService,
  readable,
  savePreferences,
  settle,
  sleep,
  subscribeDevice,
  waitFor,
} from '../../test/delivery-kit.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createUser } from '../../test/user-factories.ts';

// Delivery waits on the queue's polling and the relay's second: these tests take seconds each.
vi.setConfig({ testTimeout: 90_000 });

afterEach(closeDeliveryFixtures);

const gameCancelled = (userId: string) => ({
  userId,
  type: 'game_cancelled' as const,
  title: 'Game cancelled',
  message: 'Sunday Tennis on Sunday was cancelled',
  relatedId: '7b0c8d2e-0000-4000-8000-000000000001',
});
const gameInvitation = (userId: string) => ({
  userId,
  type: 'game_invitation' as const,
  title: 'Game invitation',
  message: 'Sam invited you to Sunday Tennis',
  relatedId: '7b0c8d2e-0000-4000-8000-000000000002',
});

describe('push delivery', () => {
  it('pushes an encrypted notification to each device, which the push service decrypts', async () => {
    const test = await appWith();
    const push = await pushService();
    const alice = await createUser(test);
    const phone = await subscribeDevice(alice, push);
    const laptop = await subscribeDevice(alice, push);

    const notification = await test.app.services.notifications.notify(gameInvitation(alice.id));

    for (const device of [phone, laptop]) {
      const [payload] = await waitFor(() =>
        push.received(device).length > 0 ? push.received(device) : null,
      );
      expect(JSON.parse(payload!)).toEqual({
        title: 'Game invitation',
        message: 'Sam invited you to Sunday Tennis',
        link: '/game/7b0c8d2e-0000-4000-8000-000000000002',
        notificationId: notification.id,
        icon: '/icons/icon-192.png',
      });
    }
  });

  it('forgets a subscription the push service reports gone (410)', async () => {
    const test = await appWith();
    const push = await pushService();
    const alice = await createUser(test);
    const device = await subscribeDevice(alice, push);
    push.expire(device);

    await test.app.services.notifications.notify(gameInvitation(alice.id));

    await waitFor(
      async () => (await alice.client.get('/api/notification-preferences')).json().devices.length === 0,
    );
    expect(push.received(device)).toEqual([]);
  });

  it('pushes nothing when push or that kind is off, and still pushes the kinds left on', async () => {
    const test = await appWith();
    const push = await pushService();
    const alice = await createUser(test);
    const device = await subscribeDevice(alice, push);
    await savePreferences(alice, { gameCancellations: false });

    await test.app.services.notifications.notify(gameCancelled(alice.id));
    await test.app.services.notifications.notify(gameInvitation(alice.id));
    await waitFor(() => push.received(device).length > 0);
    await settle();
    expect(push.received(device).map((payload) => JSON.parse(payload).title)).toEqual(['Game invitation']);

    await savePreferences(alice, { push: false });
    await test.app.services.notifications.notify(gameInvitation(alice.id));
    await settle();
    expect(push.received(device)).toHaveLength(1);
  });

  it('sends nothing for a notification whose action rolled back', async () => {
    const test = await appWith();
    const push = await pushService();
    const alice = await createUser(test);
    const device = await subscribeDevice(alice, push);
    await test.database.connection.db
      .transaction(async (tx) => {
        await test.app.services.notifications.notify(gameInvitation(alice.id), tx as never);
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    await test.app.services.notifications.notify(gameCancelled(alice.id));
    await waitFor(() => push.received(device).length > 0);
    await settle();
    expect(push.received(device).map((payload) => JSON.parse(payload).title)).toEqual(['Game cancelled']);
  });
});

describe('email delivery', () => {
  it('mails an HTML and a text part with the link and a one-click unsubscribe, when email is on', async () => {
    const test = await appWith();
    const alice = await createUser(test);
    const bob = await createUser(test);
    await savePreferences(alice, { email: true });

    await test.app.services.notifications.notify(gameInvitation(alice.id));
    await test.app.services.notifications.notify(gameInvitation(bob.id));

    const mail = readable((await test.mail.latest(alice.email, /Game invitation/)).raw);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Sam invited you to Sunday Tennis');
    expect(mail).toContain('http://rally.test/game/7b0c8d2e-0000-4000-8000-000000000002');
    expect(mail).toMatch(/List-Unsubscribe: <http:\/\/rally\.test\/api\/unsubscribe\?token=[\w.-]+>/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain('emails about game invitations are on');
    await settle();
    // Bob left email off (the spec's default).
    expect(test.mail.count(bob.email)).toBe(0);
  });

  it('unsubscribes that kind by the link without a session, refuses a forged link, and mails other kinds', async () => {
    const test = await appWith();
    const alice = await createUser(test);
    await savePreferences(alice, { email: true });
    await test.app.services.notifications.notify(gameInvitation(alice.id));
    const mail = readable((await test.mail.latest(alice.email, /Game invitation/)).raw);
    const link = /List-Unsubscribe: <http:\/\/rally\.test(\/api\/unsubscribe\?token=[\w.-]+)>/.exec(
      mail,
    )![1]!;
    const stranger = createClient(test.app);

    const page = await stranger.get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You will no longer get emails about game invitations.');
    expect(page.body).toContain('<button type="submit"');

    const forged = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await stranger.request({
      method: 'POST',
      url: forged,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('This unsubscribe link is not valid');
    expect((await alice.client.get('/api/notification-preferences')).json().emailUnsubscribed).toEqual([]);

    const oneClick = await stranger.request({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You will no longer get emails about game invitations.');
    const settings = (await alice.client.get('/api/notification-preferences')).json();
    expect(settings.emailUnsubscribed).toEqual(['gameInvitations']);
    expect(settings.preferences.email).toBe(true);

    await test.app.services.notifications.notify(gameInvitation(alice.id));
    await test.app.services.notifications.notify(gameCancelled(alice.id));
    await test.mail.latest(alice.email, /Game cancelled/);
    await settle();
    expect(test.mail.received.filter((m) => /Game invitation/.test(m.subject))).toHaveLength(1);
  });

  it('keeps a kind stopped by the link through a plain save, and mails it again once the settings page turns it back on', async () => {
    const test = await appWith();
    const alice = await createUser(test);
    await savePreferences(alice, { email: true });
    await test.app.services.notifications.notify(gameInvitation(alice.id));
    const mail = readable((await test.mail.latest(alice.email, /Game invitation/)).raw);
    const link = /List-Unsubscribe: <http:\/\/rally\.test(\/api\/unsubscribe\?token=[\w.-]+)>/.exec(
      mail,
    )![1]!;
    await createClient(test.app).request({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    // Save Preferences without the list (nothing stopped when the page loaded): it stays stopped.
    await savePreferences(alice, { email: true });
    expect((await alice.client.get('/api/notification-preferences')).json().emailUnsubscribed).toEqual([
      'gameInvitations',
    ]);
    // The page's "Emails about game invitations" switched back on: the list is saved without it.
    const saved = await alice.client.put('/api/notification-preferences', {
      ...NOTIFICATION_PREFERENCE_DEFAULTS,
      email: true,
      emailUnsubscribed: [],
    });
    expect(saved.json().emailUnsubscribed).toEqual([]);

    await test.app.services.notifications.notify(gameInvitation(alice.id));
    await waitFor(() => test.mail.received.filter((m) => /Game invitation/.test(m.subject)).length === 2);
  });

  it('keeps a mail the SMTP server refused and sends it once the server is back', async () => {
    const probe = await startSmtpSink();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const test = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const alice = await createUser(test);
    await savePreferences(alice, { email: true });

    await test.app.services.notifications.notify(gameCancelled(alice.id));
    // Nothing listens: the first tries fail and are queued again, further apart each time.
    await sleep(2_500);
    let back: SmtpSink | undefined;
    back = await startSmtpSink(port);
    closeAfterTest(() => back!.close());

    const mail = await waitFor(() => back?.received.find((m) => m.to.includes(alice.email)), 30_000);
    expect(mail.subject).toBe('Game cancelled');
    await settle();
    expect(back.count(alice.email)).toBe(1);
  });
});

describe('SMS delivery', () => {
  it('posts a text to the SMS webhook for a player with SMS on and a phone', async () => {
    const texts: unknown[] = [];
    const webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        texts.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    closeAfterTest(() => new Promise((resolve) => webhook.close(() => resolve())));
    const { port } = webhook.address() as AddressInfo;
    const test = await appWith({ SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` });
    const alice = await createUser(test);
    expect((await alice.client.get('/api/notification-preferences')).json().delivery.sms).toBe(true);
    await savePreferences(alice, { sms: true, phone: '+14155550123' });

    await test.app.services.notifications.notify(gameCancelled(alice.id));

    await waitFor(() => texts.length > 0);
    expect(texts).toEqual([
      { to: '+14155550123', message: expect.stringContaining('Sunday Tennis on Sunday was cancelled') },
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('delivery across processes (PostgreSQL)', () => {
  it('delivers each notification once when two processes share the database', async () => {
    const first = await appWith();
    const second = await buildTestApp({ database: first.database, env: await deliveryEnv() });
    closeAfterTest(() => second.close());
    const push = await pushService();
    const alice = await createUser(first);
    const device = await subscribeDevice(alice, push);
    await savePreferences(alice, { email: true });

    for (let n = 0; n < 5; n += 1) await first.app.services.notifications.notify(gameInvitation(alice.id));

    await waitFor(
      () =>
        push.received(device).length >= 5 &&
        first.mail.count(alice.email) + second.mail.count(alice.email) >= 5,
      60_000,
    );
    await settle();
    expect(push.received(device)).toHaveLength(5);
    expect(first.mail.count(alice.email) + second.mail.count(alice.email)).toBe(5);
  });
});
