import type { Locator, Page } from '@playwright/test';
import { signedInAccount } from './support/auth-flows.ts';
import { expect, test } from './support/test.ts';

/** The rail's sections and where each leads, as a player reads them. */
const railDestinations = [
  { link: 'Find Games', url: /\/find$/, heading: 'Find Games' },
  { link: 'My Games', url: /\/my-games$/, heading: 'My Games' },
  { link: 'Leagues', url: /\/leagues$/, heading: 'Leagues' },
  { link: 'Friends', url: /\/friends$/, heading: 'Friends' },
  { link: 'Profile', url: /\/profile$/, heading: 'Profile' },
  { link: 'Create Game', url: /\/create$/, heading: 'Create Game' },
  { link: 'Home', url: /\/dashboard$/, heading: 'Dashboard' },
];

/** Whether the element shows the keyboard focus style: :focus-visible and a drawn ring. */
async function showsFocusRing(locator: Locator) {
  return locator.evaluate(
    (element) => element.matches(':focus-visible') && getComputedStyle(element).boxShadow !== 'none',
  );
}

async function openDashboard(page: Page) {
  const account = await signedInAccount(page);
  await page.goto('/dashboard');
  await expect(page.getByText(`Hi, ${account.name}`)).toBeVisible();
  return account;
}

/** The rail's tooltips mount just after the frame's first render, where the rail is shown (rail-controls.tsx). */
async function railControlsMounted(page: Page) {
  await expect(page.locator('aside[data-controls-mounted]')).toBeAttached();
}

test.describe('desktop navigation', () => {
  test('each rail link reaches its page and marks itself current', async ({ page }) => {
    await openDashboard(page);
    const rail = page.getByRole('navigation', { name: 'Main' });
    for (const { link, url, heading } of railDestinations) {
      await rail.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeAttached();
      if (link !== 'Create Game') {
        await expect(rail.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      }
    }

    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/friends\?tab=messages$/);
    await expect(page.getByRole('tab', { name: 'Messages', selected: true })).toBeVisible();
  });

  test('rail links name themselves in a tooltip on hover and on keyboard focus', async ({ page }) => {
    await openDashboard(page);
    await railControlsMounted(page);
    const rail = page.getByRole('navigation', { name: 'Main' });

    await rail.getByRole('link', { name: 'Leagues' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Leagues' })).toBeVisible();

    await page.mouse.move(640, 400, { steps: 10 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await rail.getByRole('link', { name: 'Find Games' }).focus();
    await expect(page.getByRole('tooltip', { name: 'Find Games' })).toBeVisible();
  });

  test('Tab walks from the skip link into the rail with a visible focus ring', async ({ page }) => {
    await openDashboard(page);
    await railControlsMounted(page);
    const rail = page.getByRole('navigation', { name: 'Main' });

    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Rally home' })).toBeFocused();
    await page.keyboard.press('Tab');
    const home = rail.getByRole('link', { name: 'Home' });
    await expect(home).toBeFocused();
    expect(await showsFocusRing(home)).toBe(true);

    await page.keyboard.press('Tab');
    const find = rail.getByRole('link', { name: 'Find Games' });
    await expect(find).toBeFocused();
    expect(await showsFocusRing(find)).toBe(true);
    await expect(page.getByRole('tooltip', { name: 'Find Games' })).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/find$/);
    await expect(page.getByRole('heading', { name: 'Find Games' })).toBeVisible();
  });

  test('the bell opens the notifications panel and the account menu names the player', async ({ page }) => {
    const account = await openDashboard(page);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.name)).toBeVisible();
    await expect(menu.getByText(`@${account.username}`)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  });
  test('the account menu pressed while the notifications panel is open opens in its place', async ({
    page,
  }) => {
    const account = await openDashboard(page);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('No notifications yet')).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText(`@${account.username}`)).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('a rail menu that cannot load says so instead of doing nothing', async ({ page }) => {
    await page.route(/\/assets\/rail-overlays-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await openDashboard(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Network error occurred. Please try again.')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test.describe('phone navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar and the bottom bar are shown, and the bottom bar reaches its pages', async ({ page }) => {
    await openDashboard(page);
    const top = page.getByRole('banner');
    await expect(top.getByRole('img', { name: 'Rally' })).toBeVisible();
    await expect(top.getByRole('link', { name: 'Friends' })).toBeVisible();
    await expect(top.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(top.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The desktop rail is not there to confuse a phone user.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
    // Nor are its tooltips and menus mounted, work a phone would do for nothing.
    await expect(page.locator('aside')).not.toHaveAttribute('data-controls-mounted');

    const bottom = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Find Games', 'My Games', 'Leagues', 'Friends', 'Create Game']) {
      await expect(bottom.getByRole('link', { name })).toBeVisible();
    }
    await expect(bottom.getByRole('link', { name: 'Profile' })).toHaveCount(0);

    await bottom.getByRole('link', { name: 'Leagues' }).click();
    await expect(page.getByRole('heading', { name: 'Leagues' })).toBeVisible();
    await bottom.getByRole('link', { name: 'Create Game' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { name: 'Create Game' })).toBeVisible();
    await top.getByRole('link', { name: 'Friends' }).click();
    await expect(page).toHaveURL(/\/friends$/);

    await top.getByRole('button', { name: 'Notifications' }).click();
    const sheet = page.getByRole('dialog', { name: 'Notifications' });
    await expect(sheet.getByText('No notifications yet')).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });

  test('the menu drawer lists every section and signs out', async ({ page }) => {
    const account = await openDashboard(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText(`@${account.username}`)).toBeVisible();
    await expect(drawer.getByRole('switch', { name: 'Dark mode' })).toBeVisible();

    await drawer.getByRole('link', { name: 'Profile' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    // The session is really gone, not just hidden.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
