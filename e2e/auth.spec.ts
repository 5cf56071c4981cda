import { newAccount, readCode } from './support/accounts.ts';
import {
  acceptTerms,
  fillSignUpForm,
  signedOutAccount,
  signOutFromAccountMenu,
  submitSignIn,
  unverifiedAccount,
} from './support/auth-flows.ts';
import { codeIn, mailsTo, nextMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

test.describe('sign-up and sign-in', () => {
  test('a new player signs up from the landing page, verifies by code, then signs in by username and by email', async ({
    page,
  }) => {
    const account = newAccount('rookie');
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // The strength indicator follows the password as it is typed.
    const password = page.getByLabel('Password', { exact: true });
    const strength = page.getByTestId('password-strength');
    await password.fill('short');
    await expect(strength).toHaveText('Weak');
    await expect(page.getByText('Password must be between 8-32 characters long')).toBeVisible();
    await password.fill('lettersonly');
    await expect(strength).toHaveText('Weak');
    await expect(
      page.getByText(
        'Password must include at least 2 of: case sensitive letter, number, or special character',
      ),
    ).toBeVisible();
    await fillSignUpForm(page, account);
    await expect(strength).toHaveText('Strong');
    await expect(page.getByText('Password must be between 8-32 characters long')).toBeHidden();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Accept stays disabled until both boxes are ticked.
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
    const accept = page.getByRole('button', { name: 'Accept Terms & Continue' });
    await expect(accept).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service' }).check();
    await expect(accept).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
    await expect(accept).toBeEnabled();
    await accept.click();

    // Verify stays disabled until six digits are in.
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    const code = page.getByLabel('Verification code');
    await expect(verify).toBeDisabled();
    await code.fill('12345');
    await expect(verify).toBeDisabled();
    await code.fill(await readCode(page.request, account.email, /verification/));
    await expect(verify).toBeEnabled();
    await verify.click();

    // A new profile is incomplete, so the player starts on Edit Profile.
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

    await signOutFromAccountMenu(page);
    await submitSignIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

    await signOutFromAccountMenu(page);
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  });

  test('a wrong password or an unknown username is refused with one message', async ({ page }) => {
    const account = await signedOutAccount(page);
    await page.goto('/auth?mode=signin');
    await submitSignIn(page, account.username, 'Wrong-password-1');
    await expect(page.getByRole('main').getByText('Invalid username/email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);

    await submitSignIn(page, `nobody_${account.username}`, account.password);
    await expect(page.getByRole('main').getByText('Invalid username/email or password')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('an unverified account is asked to verify at sign-in and can enter the fresh code there', async ({
    page,
  }) => {
    const account = await unverifiedAccount(page);
    const mailsBefore = (await mailsTo(page.request, account.email, /verification/)).length;
    await page.goto('/auth?mode=signin');
    await submitSignIn(page, account.email, account.password);
    await expect(
      page.getByRole('main').getByText('Please check your email and verify your account before signing in.'),
    ).toBeVisible();

    // Signing in mailed a fresh code; the sign-in screen leads straight to entering it.
    const mail = await nextMail(page.request, account.email, /verification/, mailsBefore);
    await page.getByRole('button', { name: 'Verify your email' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByLabel('Verification code').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  });

  test('signing up with a registered email switches to sign-in with that email and a notice', async ({
    page,
  }) => {
    const existing = await signedOutAccount(page);
    await page.goto('/auth?mode=signup');
    await fillSignUpForm(page, { ...newAccount('second'), email: existing.email });
    await page.getByRole('button', { name: 'Continue' }).click();
    await acceptTerms(page);

    await expect(
      page.getByRole('main').getByText('This email is already registered. Please sign in instead.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=signin&username=/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveValue(existing.email);
  });

  test('signing up with a taken username returns to the form with the error on the username', async ({
    page,
  }) => {
    const existing = await signedOutAccount(page);
    const attempt = { ...newAccount('second'), username: existing.username };
    await page.goto('/auth?mode=signup');
    await fillSignUpForm(page, attempt);
    await page.getByRole('button', { name: 'Continue' }).click();
    await acceptTerms(page);

    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Username is already taken. Please choose a different one.'),
    ).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    // What the player typed is kept, so only the username needs changing.
    await expect(page.getByLabel('Email')).toHaveValue(attempt.email);
  });

  test('the sign-up verification step can go back to the form and resend a code', async ({ page }) => {
    const account = newAccount('resender');
    await page.goto('/auth?mode=signup');
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Continue' }).click();
    await acceptTerms(page);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const first = await nextMail(page.request, account.email, /verification/, 0);

    await page.getByLabel('Verification code').fill('123');
    await page.getByRole('button', { name: 'Resend code' }).click();
    const second = await nextMail(page.request, account.email, /verification/, 1);
    expect(second.id).not.toBe(first.id);
    // A resend clears the code that was being typed.
    await expect(page.getByLabel('Verification code')).toHaveValue('');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
  });
});
