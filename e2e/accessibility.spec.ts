import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { newAccount } from './support/accounts.ts';
import {
  fillSignUpForm,
  signedInAccount,
  signedOutAccount,
  unverifiedAccount,
} from './support/auth-flows.ts';
import { nextMail, verifyLinkIn } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/** Saves the dark theme for this browser before any page script runs. */
async function preferDark(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
}

async function expectDark(page: Page) {
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
}

/** Visits a page, waits for its heading, and runs axe on it. */
async function checkPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expectAccessible(page);
}

/** The visitor's account screens that need no account to reach. */
async function checkVisitorScreens(page: Page) {
  await checkPage(page, '/auth?mode=signin', 'Sign In');
  await checkPage(page, '/auth?mode=forgot-password', 'Reset your password');
  await checkPage(page, '/auth?mode=forgot-username', 'Forgot your username?');
  await checkPage(page, '/forgot-password', 'Reset your password');
  await checkPage(page, '/forgot-username', 'Forgot your username?');
  await checkPage(page, '/verify-email', 'Verification failed');
  await page.getByRole('button', { name: 'Enter code manually' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectAccessible(page);
  await checkPage(page, '/no-such-page', 'Oops! Page not found.');
}

/** Sign-up with a weak password showing, the terms step and the code step. */
async function checkSignUpSteps(page: Page) {
  await checkPage(page, '/auth?mode=signup', 'Create your account');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(page.getByTestId('password-strength')).toHaveText('Weak');
  // Submitting shows every field's error at once.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password does not meet requirements')).toBeVisible();
  await expectAccessible(page);

  await fillSignUpForm(page, newAccount('axe'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service' }).check();
  await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await page.getByRole('button', { name: 'Accept Terms & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectAccessible(page);
}

/** The signed-in frame on a wide screen, with its popover and menu open in turn. */
async function checkDesktopShell(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await checkPage(page, '/profile/edit', 'Edit Profile');
  await page.goto('/monitoring');
  await expect(page.getByRole('alert')).toContainText('Access denied.');
  await expectAccessible(page);
}

/** The signed-in frame on a phone, with the notifications sheet and the menu drawer open in turn. */
async function checkPhoneShell(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
}

test.describe('accessibility in the light theme', () => {
  test('the landing page passes axe', async ({ page }) => {
    await checkPage(page, '/', 'Find Sports Games Near You');
  });

  test('the sign-in, reset, verify-link and not-found screens pass axe', async ({ page }) => {
    await checkVisitorScreens(page);
  });

  test('sign-up, its terms step and its code step pass axe', async ({ page }) => {
    await checkSignUpSteps(page);
  });

  test('the reset code steps and a failed sign-in pass axe', async ({ page }) => {
    const account = await signedOutAccount(page);
    await page.goto('/auth?mode=signin');
    await page.getByLabel('Email or username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid username/email or password')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter reset code' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/auth?mode=forgot-username');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Username Reminder' }).click();
    await expect(page.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the verify-email page passes axe in its verified state', async ({ page }) => {
    const account = await unverifiedAccount(page);
    const link = verifyLinkIn(await nextMail(page.request, account.email, /verification/, 0));
    // Hold the page's clock so the success state stays put while axe reads it.
    await page.clock.install();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expectAccessible(page);
    await page.clock.runFor(2_500);
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('the signed-in frame passes axe on a desktop', async ({ page }) => {
    await signedInAccount(page);
    await checkDesktopShell(page);
  });

  test('the signed-in frame passes axe on a phone', async ({ page }) => {
    await signedInAccount(page);
    await checkPhoneShell(page);
  });
});

test.describe('accessibility in the dark theme', () => {
  test('the visitor screens pass axe in dark', async ({ page }) => {
    await preferDark(page);
    await page.goto('/auth');
    await expectDark(page);
    await checkVisitorScreens(page);
    await expectDark(page);
  });

  test('sign-up and its steps pass axe in dark', async ({ page }) => {
    await preferDark(page);
    await checkSignUpSteps(page);
    await expectDark(page);
  });

  test('the signed-in frame passes axe in dark on a desktop and on a phone', async ({ page }) => {
    await preferDark(page);
    await signedInAccount(page);
    await checkDesktopShell(page);
    await expectDark(page);
    await checkPhoneShell(page);
    await expectDark(page);
  });
});
