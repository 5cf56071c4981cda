import type { Page } from '@playwright/test';
import { preferencesMessages } from '@rally/shared/notifications/preferences.schemas';
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

  test('the settings page passes axe on a desktop and a phone, light and dark', async ({ newPlayer }) => {
    const { page } = await newPlayer('axeprefs');
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
