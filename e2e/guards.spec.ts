import { createVerifiedAccount, newAccount } from './support/accounts.ts';
import { signedInAccount } from './support/auth-flows.ts';
import { expect, test } from './support/test.ts';

test.describe('route guards and the not-found page', () => {
  for (const path of ['/dashboard', '/friends', '/profile/edit']) {
    test(`a visitor opening ${path} is sent to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    });
  }

  test('a signed-in player skips the visitor pages: / goes to the dashboard, /auth to Edit Profile', async ({
    page,
  }) => {
    const account = await signedInAccount(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Hi, ${account.name}`)).toBeVisible();

    // The new profile is incomplete, so the account screens send the player to finish it.
    for (const path of ['/auth', '/auth?mode=signup', '/forgot-password', '/forgot-username']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/profile\/edit$/);
      await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    }

    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('the monitoring page refuses a player who is not an administrator', async ({ page }) => {
    await signedInAccount(page);
    await page.goto('/monitoring');
    await expect(
      page.getByText('Access denied. Administrator privileges required to view monitoring dashboard.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monitoring' })).toHaveCount(0);
  });

  test('the monitoring page opens for an administrator', async ({ page }) => {
    // The harness names admin@e2e.rally.test in ADMIN_EMAILS; each run starts on a fresh database.
    await createVerifiedAccount(page.request, { ...newAccount('admin'), email: 'admin@e2e.rally.test' });
    await page.goto('/monitoring');
    await expect(page.getByRole('heading', { name: 'Monitoring' })).toBeVisible();
    await expect(page.getByText('Access denied.', { exact: false })).toHaveCount(0);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Find Sports Games Near You' })).toBeVisible();
  });
});
