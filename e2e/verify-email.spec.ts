import { unverifiedAccount } from './support/auth-flows.ts';
import { codeIn, nextMail, verifyLinkIn } from './support/mail.ts';
import { expect, test } from './support/test.ts';

test.describe('verification by link', () => {
  test('the emailed link verifies the account, then moves on to Edit Profile after a moment', async ({
    page,
  }) => {
    const account = await unverifiedAccount(page);
    const mail = await nextMail(page.request, account.email, /verification/, 0);
    const link = verifyLinkIn(mail);
    expect(link).toContain('type=signup');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Email verified successfully!')).toBeVisible();
    // The page waits two seconds so the player can read it, then leaves on its own.
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  });

  test('opening the link again after verifying still reports success and offers sign-in', async ({
    page,
  }) => {
    const account = await unverifiedAccount(page);
    const link = verifyLinkIn(await nextMail(page.request, account.email, /verification/, 0));
    const verified = await page.request.post('/api/auth/verify-email', {
      data: { email: account.email, code: /token=(\d{6})/.exec(link)?.[1] },
    });
    expect(verified.ok()).toBe(true);
    await page.context().clearCookies();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute(
      'href',
      /^\/auth\?mode=signin/,
    );
    await expect(page).toHaveURL(/\/auth\?mode=signin&username=/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveValue(account.email);
  });

  test('a wrong code in the link shows the failure and offers manual entry, which then verifies', async ({
    page,
  }) => {
    const account = await unverifiedAccount(page);
    const mail = await nextMail(page.request, account.email, /verification/, 0);
    const wrong = codeIn(mail) === '000000' ? '111111' : '000000';

    await page.goto(
      `/verify-email?${new URLSearchParams({ token: wrong, type: 'signup', email: account.email })}`,
    );
    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Invalid verification code. Please check and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth?mode=signin',
    );

    await page.getByRole('button', { name: 'Enter code manually' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByLabel('Verification code').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('a link missing its parameters is reported invalid, with manual entry and a way back to sign-in', async ({
    page,
  }) => {
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('This verification link is invalid or incomplete.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    // Without an email in the link the manual step asks for it.
    await page.getByRole('button', { name: 'Enter code manually' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    await page.goto('/verify-email?token=123456&type=recovery&email=someone%40e2e.rally.test');
    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('This verification link is invalid or incomplete.'),
    ).toBeVisible();
  });
});
