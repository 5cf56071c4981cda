import type { Page } from '@playwright/test';
import { signedInAccount } from './support/auth-flows.ts';
import { expect, test } from './support/test.ts';

const html = (page: Page) => page.locator('html');
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test.describe('theme', () => {
  test('dark mode chosen in the account menu survives a reload, and light mode switches it back', async ({
    page,
  }) => {
    await signedInAccount(page);
    await page.goto('/dashboard');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Dark mode' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBe('dark');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeAttached();
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Light mode' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBe('light');
  });

  test('the mobile menu switch turns dark mode on and off', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInAccount(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dark = page.getByRole('dialog', { name: 'Menu' }).getByRole('switch', { name: 'Dark mode' });
    await expect(dark).not.toBeChecked();
    await dark.click();
    await expect(dark).toBeChecked();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBe('dark');
    await dark.click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBe('light');
  });

  test('the landing page shows light with dark saved, and the dark theme returns when the visitor leaves it', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Sports Games Near You' })).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    // Forcing light for the landing page does not overwrite the visitor's choice.
    expect(await savedTheme(page)).toBe('dark');

    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});
