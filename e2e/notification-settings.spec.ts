import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  NOTIFICATION_PREFERENCE_DEFAULTS,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import { expectAccessible } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

function toggle(page: Page, name: string) {
  return page.getByRole('switch', { name, exact: true });
}

async function openSettings(page: Page) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notification Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
}

test.describe('notification settings', () => {
  test('every toggle and the phone number are saved and come back after a reload; a bad phone says why', async ({
    newPlayer,
  }) => {
    const { page, email } = await newPlayer('prefs');
    await page.goto('/profile/settings');
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await openSettings(page);

    // The spec's defaults: every kind and push on, email off, SMS off and unavailable without a provider.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    for (const name of ['Game reminders', 'Game invitations', 'Messages', 'Push notifications']) {
      await expect(toggle(page, name)).toBeChecked();
    }
    await expect(toggle(page, 'Email notifications')).not.toBeChecked();
    await expect(toggle(page, 'Text message notifications')).toBeDisabled();
    await expect(page.getByText(preferencesMessages.smsUnavailable)).toBeVisible();

    const turnedOff = [
      'Game reminders',
      'Game invitations',
      'Game cancellations',
      'Updates about my games',
      'Friend requests',
      'Messages',
      'Leagues',
      'Push notifications',
    ];
    for (const name of turnedOff) await toggle(page, name).click();
    await toggle(page, 'Email notifications').click();

    const phone = page.getByLabel('Phone number');
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(
      page.getByText('Enter the phone number with its country code, like +14155550123.'),
    ).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    await phone.fill('+1 415 555 0123');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(preferencesMessages.saved)).toBeVisible();

    await page.reload();
    await openSettings(page);
    for (const name of turnedOff) await expect(toggle(page, name)).not.toBeChecked();
    await expect(toggle(page, 'Email notifications')).toBeChecked();
    await expect(page.getByLabel('Phone number')).toHaveValue('+14155550123');

    // And back on: a saved "on" survives a reload as well as an "off".
    for (const name of turnedOff) await toggle(page, name).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(preferencesMessages.saved).first()).toBeVisible();
    await page.reload();
    await openSettings(page);
    for (const name of turnedOff) await expect(toggle(page, name)).toBeChecked();
  });

  test('Enable on this device ends subscribed or in the plain cannot-reach text, never an error or a spinner', async ({
    newPlayer,
  }) => {
    const { page, context } = await newPlayer('push');
    await context.grantPermissions(['notifications']);
    await openSettings(page);
    const state = page.getByTestId('push-state');
    await expect(state).toHaveText('Push notifications are off for this device.');

    await page.getByRole('button', { name: 'Enable' }).click();
    // Headless Chromium has no push service: subscribing is refused, and the card says so plainly.
    await expect(state).toHaveText(
      new RegExp(
        `^(${escapeRegExp(preferencesMessages.pushUnreachable)}|Push notifications are on for this device\\.)$`,
      ),
      { timeout: 20_000 },
    );
    await expect(page.getByRole('button', { name: 'Enabling...' })).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  });

  test('the push card lists each device with its name, when it was added and Remove, marking this one', async ({
    newPlayer,
  }) => {
    const { page, context } = await newPlayer('devices');
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    await addDevice(page, 'phone', { 'user-agent': android });
    await addDevice(page, 'kiosk', { 'user-agent': 'kiosk-firmware/2.1' });
    await addDevice(page, 'this-laptop', {}, 'Chrome on Linux');
    // Headless Chromium cannot subscribe (no push service offline): this browser is given the third
    // subscription, as if it had subscribed, so the page can find itself in the list.
    await context.grantPermissions(['notifications']);
    await page.addInitScript((endpoint) => {
      const subscription = { endpoint, unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => subscription as unknown as PushSubscription;
    }, endpointOf('this-laptop'));
    // The page finds its subscription through the registered service worker.
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await openSettings(page);
    const devices = page.getByRole('list', { name: 'Devices receiving push notifications' });
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    const added = `Added ${new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
    for (const name of ['Chrome on Android', 'Unknown device', 'Chrome on Linux']) {
      const row = devices.getByRole('listitem').filter({ hasText: name });
      await expect(row).toContainText(added);
      await expect(row.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(
      'Chrome on Linux',
    );
    await expect(page.getByTestId('push-state')).toHaveText('Push notifications are on for this device.');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remove Unknown device' }).click();
    await expect(page.getByText('Unknown device removed')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(2);

    // Removing this device is Disable: the card says push is off here.
    await page.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    await expect(page.getByTestId('push-state')).toHaveText('Push notifications are off for this device.');
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    await page.reload();
    await openSettings(page);
    await expect(devices.getByRole('listitem')).toHaveText([/Chrome on Android/]);
  });

  test('kinds of email stopped from an email’s link show off with why, and can be turned back on', async ({
    newPlayer,
  }) => {
    const { page } = await newPlayer('unsub');
    // This server has no SMTP, so no notification email carries a link here: the link's effect (the
    // server's list of kinds stopped by email, tested with real mail on the server) is set directly.
    const saved = await page.request.put('/api/notification-preferences', {
      data: {
        ...NOTIFICATION_PREFERENCE_DEFAULTS,
        email: true,
        emailUnsubscribed: ['gameInvitations', 'messages'],
      },
    });
    expect(saved.status()).toBe(200);

    await openSettings(page);
    const stopped = page.getByTestId('unsubscribed-emails');
    await expect(stopped).toContainText(
      "You turned these emails off from an email's unsubscribe link. You can turn them back on here.",
    );
    await expect(toggle(page, 'Emails about game invitations')).not.toBeChecked();
    await expect(toggle(page, 'Emails about messages')).not.toBeChecked();
    // The kind itself stays on: its push and in-app notices still come.
    await expect(toggle(page, 'Game invitations')).toBeChecked();
    await expectAccessible(page);

    await toggle(page, 'Emails about messages').click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(preferencesMessages.saved)).toBeVisible();
    await page.reload();
    await openSettings(page);
    await expect(toggle(page, 'Emails about game invitations')).not.toBeChecked();
    await expect(toggle(page, 'Emails about messages')).toHaveCount(0);
  });

  test('the settings page passes axe on a desktop and a phone, light and dark', async ({ newPlayer }) => {
    const { page } = await newPlayer('axeprefs');
    await addDevice(page, 'axe-phone', {}, 'Safari on iOS');
    await openSettings(page);
    for (const dark of [false, true]) {
      await page.evaluate((on) => localStorage.setItem('theme', on ? 'dark' : 'light'), dark);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await openSettings(page);
        await expect(page.getByTestId('push-state')).not.toHaveText('Checking this device...');
        await expectAccessible(page);
      }
    }
  });
});

/** A push endpoint of this run (an endpoint belongs to one account: the latest to subscribe it). */
const run = randomUUID().slice(0, 8);
const endpointOf = (name: string) => `https://fcm.googleapis.com/fcm/send/${run}-${name}`;

/** Saves a push subscription for the signed-in player, as a browser's Enable does. */
async function addDevice(page: Page, name: string, headers: Record<string, string>, label?: string) {
  const response = await page.request.post('/api/push-subscriptions', {
    headers,
    data: { endpoint: endpointOf(name), keys: { p256dh: `key-${name}`, auth: `auth-${name}` }, label },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
