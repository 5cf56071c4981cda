import {
  NOTIFICATION_PREFERENCE_DEFAULTS,
  type NotificationPreferences,
} from '@rally/shared/notifications/preferences.schemas';
import { expect } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import type { TestUser } from './user-factories.ts';
import { type PushService, startPushService } from './web-push-service.ts';

// What the tests of push, email and SMS delivery share: an app whose failed sends retry quickly, a
// real push service, waits on the queue, and a player's preferences and devices set over HTTP.

const closers: Array<() => Promise<void>> = [];
/** The test's push service, started by whichever of `appWith` and `pushService` comes first. */
let service: Promise<PushService> | undefined;

/** Closes what `appWith` and `pushService` opened, newest first: call it in `afterEach`. */
export async function closeDeliveryFixtures() {
  service = undefined;
  while (closers.length > 0) await closers.pop()?.();
}

/** Registers something else to close with the fixtures (a sink, a webhook, a second process). */
export function closeAfterTest(close: () => Promise<void>) {
  closers.push(close);
}

/**
 * A test app whose failed deliveries are tried again after 200 ms instead of 30 s, and which pushes to
 * the test's push service (and, given `PUSH_SERVICE_HOSTS`, to those too).
 */
export async function appWith(env: Record<string, string> = {}) {
  const test = await buildTestApp({ env: await deliveryEnv(env) });
  closers.push(() => test.close());
  return test;
}

/** The settings of `appWith`'s app, for a second process on its database. */
export async function deliveryEnv(env: Record<string, string> = {}) {
  const { origin } = await pushService();
  const hosts = [origin, env.PUSH_SERVICE_HOSTS].filter(Boolean).join(',');
  return { DELIVERY_RETRY_DELAY_MS: '200', ...env, PUSH_SERVICE_HOSTS: hosts };
}

/** A real Web Push service (web-push-testing), the same one for the whole test, closed after it. */
export function pushService(): Promise<PushService> {
  service ??= startPushService().then((started) => {
    closers.push(() => started.close());
    return started;
  });
  return service;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it gives something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(read: () => T | Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`not delivered within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Long enough for the relay (every second) and a channel job (polled every 2 s) to have run. */
export const settle = () => sleep(5_000);

/** The mail as a reader sees it: quoted-printable soft breaks and escapes undone, headers unfolded. */
export const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');

/** Saves the spec's defaults with `change` over them, as Save Preferences does. */
export async function savePreferences(user: TestUser, change: Partial<NotificationPreferences>) {
  const response = await user.client.put('/api/notification-preferences', {
    ...NOTIFICATION_PREFERENCE_DEFAULTS,
    ...change,
  });
  expect(response.statusCode).toBe(200);
}

/** Subscribes a new device of `user` at the push service and saves it; resolves to its client hash. */
export async function subscribeDevice(user: TestUser, push: PushService) {
  const key = (await user.client.get('/api/notification-preferences')).json().delivery.pushPublicKey;
  const { clientHash, subscription } = await push.subscribe(key);
  expect((await user.client.post('/api/push-subscriptions', subscription)).statusCode).toBe(201);
  return clientHash;
}
