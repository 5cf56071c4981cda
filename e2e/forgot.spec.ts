import type { Page } from '@playwright/test';
import type { Account } from './support/accounts.ts';
import { signedOutAccount, submitSignIn } from './support/auth-flows.ts';
import { codeIn, mailsTo, nextMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

const newPassword = 'Fresh-legs-77';

/** Asks for a code by email on the flow's first step and enters the one that arrives. */
async function requestAndEnterCode(page: Page, account: Account, send: string, subject: RegExp) {
  const before = (await mailsTo(page.request, account.email, subject)).length;
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: send }).click();
  const code = codeIn(await nextMail(page.request, account.email, subject, before));
  await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify Code' });
  await expect(verify).toBeDisabled();
  await page.getByLabel('Verification code').fill(code);
  await verify.click();
}

test.describe('forgot password', () => {
  test('the stand-alone page resets the password: the new one signs in and the old one no longer does', async ({
    page,
  }) => {
    const account = await signedOutAccount(page);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await requestAndEnterCode(page, account, 'Send Reset Code', /password reset/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await expect(
      page.getByText('Password reset successfully! You can now sign in with your new password.'),
    ).toBeVisible();

    await submitSignIn(page, account.username, account.password);
    await expect(page.getByRole('main').getByText('Invalid username/email or password')).toBeVisible();
    await submitSignIn(page, account.username, newPassword);
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  });

  test('inside /auth the reset runs from the sign-in link to sign-in with the new password', async ({
    page,
  }) => {
    const account = await signedOutAccount(page);
    await page.goto('/auth?mode=signin');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await requestAndEnterCode(page, account, 'Send Reset Code', /password reset/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('weakling');
    await expect(page.getByTestId('password-strength')).toHaveText('Weak');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(page.getByTestId('password-strength')).toHaveText('Strong');
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await submitSignIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('the stand-alone page goes back from the code to the email step, and home from the email step', async ({
    page,
  }) => {
    const account = await signedOutAccount(page);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter reset code' })).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Find Sports Games Near You' })).toBeVisible();
  });
});

test.describe('forgot username', () => {
  test('the stand-alone page reveals the username and prefills it on sign-in', async ({ page }) => {
    const account = await signedOutAccount(page);
    await page.goto('/forgot-username');
    await expect(page.getByRole('heading', { name: 'Forgot your username?' })).toBeVisible();

    await requestAndEnterCode(page, account, 'Send Username Reminder', /username reminder/);
    await expect(page).toHaveURL(`/auth?mode=signin&username=${account.username}`);
    await expect(page.getByRole('main').getByText(`Your username is: ${account.username}`)).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveValue(account.username);

    // Only the password is left to type.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('inside /auth the reminder starts from the landing link and ends on sign-in with the username', async ({
    page,
  }) => {
    const account = await signedOutAccount(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot Username?' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=forgot-username$/);
    await expect(page.getByRole('heading', { name: 'Forgot your username?' })).toBeVisible();

    await requestAndEnterCode(page, account, 'Send Username Reminder', /username reminder/);
    await expect(page).toHaveURL(`/auth?mode=signin&username=${account.username}`);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('main').getByText(`Your username is: ${account.username}`)).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveValue(account.username);
  });
});
