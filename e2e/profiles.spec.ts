import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { createVerifiedAccount, newAccount } from './support/accounts.ts';
import { signedInAccount } from './support/auth-flows.ts';
import { expect, test } from './support/test.ts';

/** A 1×1 PNG, small enough to upload in a blink and a real image for the server to re-encode. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Collects console errors: the profile screens must run clean. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The paths of the API reads the page makes from now on, in order. */
function apiGetsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

const duplicates = (paths: string[]) => paths.filter((path, index) => paths.indexOf(path) !== index);

/** Someone else, in a browser of their own, with a full profile saved through the API. */
async function otherPlayer(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  });
  const account = await createVerifiedAccount(context.request, newAccount('other'));
  const saved = await context.request.put('/api/profiles/me', {
    data: {
      name: account.name,
      location: 'Secret Springs',
      bio: 'A private bio line.',
      sports: ['golf', 'chess'],
      sportSkills: { golf: 'intermediate' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { userId } = (await saved.json()) as { userId: string };
  return { ...account, id: userId, context };
}

/** Fills the Edit Profile form for a first save: name, location, bio and two sports. */
async function fillProfile(page: Page, name: string) {
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('Bio').fill('Weekend tennis and Sunday pickup soccer.');
  await page.getByLabel('Search sports').fill('tenn');
  await page.getByRole('button', { name: 'Tennis', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tennis', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Search sports').fill('soccer');
  await page.getByRole('button', { name: 'Soccer', exact: true }).click();
  await page.getByLabel('Search sports').fill('');
  await expect(page.getByText('2 sports selected.')).toBeVisible();
  // Each new sport starts at beginner; tennis is raised.
  await expect(page.getByLabel('Soccer skill level')).toHaveValue('beginner');
  await page.getByLabel('Tennis skill level').selectOption('advanced');
}

test.describe('profiles', () => {
  test('a new player completes their profile with a photo, lands on the dashboard, and sees it on their profile', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await signedInAccount(page, 'onboard');
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Edit Profile', exact: true })).toBeVisible();
    await expect(page.getByText('Finish your profile to start playing')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('readonly', '');

    // Saving before a place and a sport are given says what is missing, and stays on the form.
    await page.getByLabel('Location').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Add your location, so Rally can show you games near you')).toBeVisible();
    await expect(page.getByText('Choose at least one sport you play', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/edit$/);

    const name = `Jordan ${randomInt(1_000, 9_999)}`;
    await fillProfile(page, name);
    await expect(page.getByText('Add your location, so Rally can show you games near you')).toBeHidden();
    await page.getByLabel('Profile photo').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await expect(page.getByText('New photo selected: it is uploaded when you save.')).toBeVisible();
    await expect(page.getByRole('img', { name: `${name}'s avatar` })).toHaveAttribute('src', /^blob:/);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Hi, ${name}`)).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText('Austin, TX')).toBeVisible();
    await expect(page.getByText('Weekend tennis and Sunday pickup soccer.')).toBeVisible();
    const sports = page.getByRole('list', { name: 'Sports' }).getByRole('listitem');
    await expect(sports).toHaveText([/Tennis\s*· Advanced/, /Soccer\s*· Beginner/]);
    await expect(page.getByRole('img', { name: `${name}'s avatar` })).toHaveAttribute('src', /^\/media\//);
    await expect(page.getByText('No games played yet')).toBeVisible();
    await expect(page.getByText('No upcoming games')).toBeVisible();
    await page.getByRole('tab', { name: 'Write Reviews' }).click();
    await expect(page.getByText('No players to review yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Leagues' })).toHaveAttribute('href', '/leagues');

    // A later save of a complete profile returns to the profile, not the dashboard.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByText('Finish your profile to start playing')).toBeHidden();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(errors).toEqual([]);
  });

  test('profanity in the bio is refused with the spec text and nothing is saved', async ({ page }) => {
    await signedInAccount(page, 'potty');
    await page.goto('/profile/edit');
    await page.getByLabel('Display name').fill('Clean Name');
    await page.getByLabel('Bio').fill('sh1t');
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/profiles/me')) saves += 1;
    });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    const message = 'Your bio contains profanity. Please keep your bio appropriate and try again';
    await expect(toast(page, 'Content not allowed')).toContainText(message);
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    expect(saves).toBe(0);
    const stored = await page.request.get('/api/profiles/me');
    const { profile } = (await stored.json()) as { profile: { bio: string | null; name: string } };
    expect(profile.bio).toBeNull();
    expect(profile.name).not.toBe('Clean Name');
  });

  test("another player's profile shows their name and sports but not their private fields or the owner's controls", async ({
    page,
    browser,
    baseURL,
  }) => {
    const errors = consoleErrors(page);
    const other = await otherPlayer(browser, baseURL);
    await signedInAccount(page, 'viewer');
    await page.goto(`/profile/${other.id}`);

    await expect(page.getByRole('heading', { name: other.name, exact: true })).toBeVisible();
    const sports = page.getByRole('list', { name: 'Sports' }).getByRole('listitem');
    await expect(sports).toHaveText([/Golf\s*· Intermediate/, /Chess\s*· Beginner/]);
    await expect(page.getByText('Secret Springs')).toHaveCount(0);
    await expect(page.getByText('A private bio line.')).toHaveCount(0);
    await expect(page.getByText(`@${other.username}`)).toHaveCount(0);
    for (const control of ['Edit Profile', 'Settings']) {
      await expect(page.getByRole('main').getByRole('link', { name: control })).toHaveCount(0);
    }
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Their Leagues' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Their Reviews' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Write Reviews' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Friend' }).click();
    await expect(toast(page, 'Friend request sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

    // The viewer's own id in the address is simply their own profile, controls and all.
    const own = await page.request.get('/api/profiles/me');
    const { profile } = (await own.json()) as { profile: { userId: string } };
    await page.goto(`/profile/${profile.userId}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Write Reviews' })).toBeVisible();
    expect(errors).toEqual([]);
    await other.context.close();
  });

  test('a missing profile says so and offers to create one', async ({ page }) => {
    await signedInAccount(page, 'lost');
    await page.goto('/profile/no-such-player');
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('settings toggle the activity status with its toasts and switch the theme', async ({ page }) => {
    await signedInAccount(page, 'settler');
    await page.goto('/profile/settings');
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

    const status = page.getByRole('switch', { name: 'Show my activity status' });
    await expect(status).toBeChecked();
    await status.click();
    await expect(toast(page, 'Activity status disabled')).toBeVisible();
    await expect(status).not.toBeChecked();
    await status.click();
    await expect(toast(page, 'Activity status enabled')).toBeVisible();
    await expect(status).toBeChecked();

    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await dark.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await expect(page.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the own profile is fetched once, and settings reads only the activity-status flag', async ({
    page,
  }) => {
    await signedInAccount(page, 'lean');
    const gets = apiGetsOf(page);
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(gets.filter((path) => path === '/api/profiles/me')).toHaveLength(1);
    expect(gets.filter((path) => path === '/api/profiles/me/activity-status')).toHaveLength(1);
    expect(duplicates(gets)).toEqual([]);

    gets.length = 0;
    await page.goto('/profile/settings');
    await expect(page.getByRole('switch', { name: 'Show my activity status' })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(gets).not.toContain('/api/profiles/me');
    expect(gets.filter((path) => path === '/api/profiles/me/activity-status')).toHaveLength(1);
    expect(duplicates(gets)).toEqual([]);
  });
});

test.describe('profiles on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the profile, edit and settings screens fit the width without sideways scrolling', async ({
    page,
  }) => {
    await signedInAccount(page, 'phone');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Write Reviews' })).toBeAttached();
    expect(await fits()).toBe(true);
    await page.goto('/profile/edit');
    await page.getByRole('button', { name: 'Weight Lifting', exact: true }).click();
    await expect(page.getByLabel('Weight Lifting skill level')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.goto('/profile/settings');
    await expect(page.getByRole('switch', { name: 'Show my activity status' })).toBeVisible();
    expect(await fits()).toBe(true);
  });
});

/** The four profile screens, each checked by axe once loaded. */
async function checkProfileScreens(page: Page, otherId: string) {
  await page.goto('/profile');
  await expect(page.getByText('No games played yet')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/profile/${otherId}`);
  await expect(page.getByRole('button', { name: 'Add Friend' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile/edit');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Golf', exact: true }).click();
  await expect(page.getByLabel('Golf skill level')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile/settings');
  await expect(page.getByRole('switch', { name: 'Show my activity status' })).toBeEnabled();
  await expectAccessible(page);
}

test.describe('profile accessibility', () => {
  test('the profile, another profile, edit and settings pass axe in light', async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await otherPlayer(browser, baseURL);
    await signedInAccount(page, 'axeprofile');
    await checkProfileScreens(page, other.id);
    await other.context.close();
  });

  test('the profile screens pass axe in dark', async ({ page, browser, baseURL }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const other = await otherPlayer(browser, baseURL);
    await signedInAccount(page, 'axedark');
    await checkProfileScreens(page, other.id);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await other.context.close();
  });
});
