import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { newAccount, readCode } from './support/accounts.ts';
import { acceptTerms, fillSignUpForm } from './support/auth-flows.ts';
import { createGame } from './support/game-api.ts';
import { expect, test } from './support/test.ts';

/**
 * The phone's own layout defects, at 390×844, each guarded: equal side margins on the dashboard, the
 * first find result above the fold, the game's primary action in reach without scrolling, no toast
 * over a page heading, and no blank band at the top of the bell's sheet. Axe runs on each screen.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The top of the fixed bottom navigation: anything below it is hidden behind the bar. */
async function foldOf(page: Page): Promise<number> {
  const nav = await page.getByRole('navigation', { name: 'Main' }).last().boundingBox();
  return nav ? nav.y : PHONE.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box on screen').not.toBeNull();
  return found!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the dashboard has equal side margins and nothing wider than the screen', async ({ newPlayer }) => {
    const me = await newPlayer('margins');
    await me.page.setViewportSize(PHONE);
    await createGame(me, { title: 'Margin run' });
    await me.page.goto('/dashboard');
    await expect(me.page.getByText('Loading your dashboard...')).toHaveCount(0);
    await expect(me.page.getByRole('heading', { name: 'Upcoming Games' })).toBeVisible();
    const margins = await me.page.evaluate(() => {
      const main = document.querySelector('main');
      if (!main) return null;
      let left = Number.POSITIVE_INFINITY;
      let right = Number.NEGATIVE_INFINITY;
      for (const element of main.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2 || element.closest('.sr-only')) continue;
        // What the eye sees as the edge: text and controls, and boxes drawn with a border. A padded
        // wrapper spans the screen without showing it.
        const style = getComputedStyle(element);
        const drawn = element.childElementCount === 0 || Number.parseFloat(style.borderLeftWidth) > 0;
        if (!drawn) continue;
        // Content that scrolls sideways on purpose (a strip of cards) may run past the edge.
        let scroller = false;
        for (let parent = element.parentElement; parent && parent !== main; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') scroller = true;
        }
        if (scroller) continue;
        left = Math.min(left, rect.left);
        right = Math.max(right, rect.right);
      }
      const root = document.scrollingElement ?? document.documentElement;
      return {
        left,
        right: window.innerWidth - right,
        pageWidth: root.scrollWidth,
        screen: window.innerWidth,
      };
    });
    expect(margins).not.toBeNull();
    expect(margins!.pageWidth).toBeLessThanOrEqual(margins!.screen);
    expect(margins!.left).toBeGreaterThanOrEqual(12);
    expect(Math.abs(margins!.left - margins!.right), JSON.stringify(margins)).toBeLessThanOrEqual(1);
    await expectAccessible(me.page);
  });

  test("Find's first result is above the fold, and the map leaves room for the nearby games", async ({
    newPlayer,
  }) => {
    const host = await newPlayer('finderhost');
    const me = await newPlayer('finder');
    await me.page.setViewportSize(PHONE);
    const title = `Fold check ${Math.random().toString(36).slice(2, 7)}`;
    await createGame(host, { title });
    await me.page.goto(`/find?q=${encodeURIComponent(title)}`);
    const first = me.page.getByRole('main').getByRole('article').first();
    await expect(first).toContainText(title);
    const card = await box(first);
    expect(card.y + card.height, 'the first result ends above the bottom bar').toBeLessThanOrEqual(
      await foldOf(me.page),
    );
    await expectAccessible(me.page);

    await me.page.getByRole('tab', { name: 'Map' }).click();
    const map = await box(
      me.page.getByRole('main').locator('.leaflet-container, [data-testid="map-fallback"]').first(),
    );
    expect(map.height, 'the map takes less than a third of the screen').toBeLessThan(PHONE.height / 3);
    await expectAccessible(me.page);
  });

  test("a game's Join stays in reach above the bottom bar, and the page's end is not covered", async ({
    newPlayer,
  }) => {
    const host = await newPlayer('stickyhost');
    const me = await newPlayer('sticky');
    await me.page.setViewportSize(PHONE);
    const game = await createGame(host, { title: 'Sticky join' });
    await me.page.goto(`/game/${game.id}`);
    await expect(me.page.getByRole('heading', { level: 1, name: 'Sticky join' })).toBeVisible();
    const join = me.page.getByRole('region', { name: 'Your place in this game' }).getByRole('button', {
      name: 'Join Game',
    });
    const fold = await foldOf(me.page);
    const button = await box(join);
    expect(button.y).toBeGreaterThan(56);
    expect(button.y + button.height, 'Join sits above the bottom bar without scrolling').toBeLessThanOrEqual(
      fold,
    );
    await expectAccessible(me.page);

    // Scrolled to the end, the bar rests in its own place: the last card is not under it.
    await me.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await box(me.page.getByTestId('phone-action-bar'));
    const cards = me.page.getByRole('main').getByRole('heading', { name: 'What to Expect' });
    const last = await box(cards);
    expect(overlaps(bar, last)).toBe(false);
    expect(bar.y + bar.height).toBeLessThanOrEqual(await foldOf(me.page));

    // Back at the top, the join's toast does not cover the action bar (it sits above a stuck one).
    await me.page.evaluate(() => window.scrollTo(0, 0));
    await join.click();
    await expect(me.page.getByText('Successfully joined the game!')).toBeVisible();
    // Both boxes read at one instant, once the toast has slid into its place.
    const toastCoversBar = () =>
      me.page.evaluate(() => {
        const box = (element: Element | null | undefined) => element?.getBoundingClientRect();
        const toast = box(
          [...document.querySelectorAll('[data-sonner-toast]')].find((element) =>
            element.textContent?.includes('Successfully joined the game!'),
          ),
        );
        const bar = box(document.querySelector('[data-testid="phone-action-bar"]'));
        if (!toast || !bar) return 'not both on screen';
        return toast.bottom > bar.top && bar.bottom > toast.top ? 'covers' : 'clear';
      });
    await expect.poll(toastCoversBar, { message: 'the toast does not cover the action bar' }).toBe('clear');
    await expect(
      me.page
        .getByRole('region', { name: 'Your place in this game' })
        .getByRole('button', { name: 'Leave game' }),
    ).toBeInViewport();
  });

  test("the bell's sheet starts with its heading, no blank band above it", async ({ newPlayer }) => {
    const me = await newPlayer('bell');
    await me.page.setViewportSize(PHONE);
    await me.page.goto('/dashboard');
    await me.page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const sheet = me.page.getByRole('dialog', { name: 'Notifications' });
    await expect(sheet.getByText('No notifications yet')).toBeVisible();
    const top = (await box(sheet)).y;
    const heading = await box(sheet.getByRole('heading', { name: 'Notifications' }));
    expect(heading.y - top, 'the heading is the first thing in the sheet').toBeLessThanOrEqual(20);
    await expectAccessible(me.page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });
});

test.describe('toasts never cover a page heading', () => {
  for (const size of [
    { name: 'phone', ...PHONE },
    { name: 'desktop', ...DESKTOP },
  ]) {
    test(`"Email verified successfully!" stays off "Edit Profile" after sign-up (${size.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const account = newAccount('toast');
      await page.goto('/auth?mode=signup');
      await fillSignUpForm(page, account);
      await page.getByRole('button', { name: 'Continue' }).click();
      await acceptTerms(page);
      await page
        .getByLabel('Verification code')
        .fill(await readCode(page.request, account.email, /verification/));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();

      const heading = page.getByRole('heading', { level: 1, name: 'Edit Profile' });
      await expect(heading).toBeVisible();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Email verified successfully!' });
      await expect(toast).toBeVisible();
      // Both boxes read at one instant: the toast leaves on its own after a few seconds, and read one
      // after the other on a busy machine, it may be gone by the second.
      const placed = await page.evaluate(() => {
        const shown = [...document.querySelectorAll('[data-sonner-toast]')].find((element) =>
          element.textContent?.includes('Email verified successfully!'),
        );
        const title = document.querySelector('h1');
        if (!shown || !title) return null;
        const { x, y, width, height } = shown.getBoundingClientRect();
        const headingBox = title.getBoundingClientRect();
        return {
          toast: { x, y, width, height },
          heading: { x: headingBox.x, y: headingBox.y, width: headingBox.width, height: headingBox.height },
        };
      });
      expect(placed, 'the toast and the heading are both on screen').not.toBeNull();
      expect(overlaps(placed!.toast, placed!.heading)).toBe(false);
    });
  }
});

test.describe('one game page', () => {
  test('/game/{id} and /my-games/{id} show the same page, only the way back differs', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('onepage');
    const game = await createGame(host, { title: 'Same page' });

    const outline = async (path: string) => {
      await host.page.goto(path);
      await expect(host.page.getByRole('heading', { level: 1, name: 'Same page' })).toBeVisible();
      await expect(host.page.getByRole('heading', { name: 'Players Joined' })).toBeVisible();
      const main = host.page.getByRole('main');
      // The game's chat loads after the page: wait for its composer, so both outlines include it.
      await expect(main.getByRole('button', { name: 'Send' })).toBeAttached();
      return {
        headings: await main.getByRole('heading').allInnerTexts(),
        badges: await main.getByRole('list', { name: 'About this game' }).innerText(),
        buttons: await main.getByRole('button').allInnerTexts(),
      };
    };
    const fromFind = await outline(`/game/${game.id}`);
    await expect(host.page.getByRole('link', { name: 'Back to Find Games' })).toBeVisible();
    const fromMyGames = await outline(`/my-games/${game.id}`);
    await expect(host.page.getByRole('link', { name: 'Back to My Games' })).toBeVisible();
    expect(fromMyGames).toEqual(fromFind);
    // The host's own words before the start, and the manage view on both.
    expect(fromFind.badges).toContain("You're hosting");
    expect(fromFind.badges).not.toContain('You Hosted');
    expect(fromFind.headings).toContain('Manage your game');
    expect(fromFind.buttons).toEqual(expect.arrayContaining(['Share', 'Cancel Game']));
  });

  for (const size of [
    { name: 'desktop', ...DESKTOP },
    { name: 'phone', ...PHONE },
  ]) {
    test(`a league's page shares its link and a game's page links directions (${size.name})`, async ({
      newPlayer,
    }) => {
      const me = await newPlayer('share');
      await me.page.setViewportSize({ width: size.width, height: size.height });
      await me.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const league = await me.page.request.post('/api/leagues', {
        data: {
          name: `Share League ${Math.random().toString(36).slice(2, 6)}`,
          sport: 'basketball',
          skillLevel: 'intermediate',
          maxMembers: 12,
          description: 'Weeknight games at the park.',
          isPrivate: false,
        },
      });
      expect(league.status(), await league.text()).toBe(201);
      const { id: leagueId } = (await league.json()) as { id: string };
      await me.page.goto(`/leagues/${leagueId}`);
      // Playwright's Chromium has no share sheet: the link is copied instead.
      await me.page.getByRole('button', { name: 'Share' }).click();
      await expect(me.page.getByText('Link copied!')).toBeVisible();
      expect(await me.page.evaluate(() => navigator.clipboard.readText())).toMatch(
        new RegExp(`/leagues/${leagueId}$`),
      );
      await expectAccessible(me.page);

      const game = await createGame(me, { title: 'Directions check' });
      await me.page.goto(`/game/${game.id}`);
      await expect(me.page.getByRole('link', { name: /Directions to Riverside Courts/ })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=Riverside%20Courts',
      );
      await expectAccessible(me.page);
      await me.page.goto('/profile');
      await expect(me.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(me.page);
    });
  }
});
