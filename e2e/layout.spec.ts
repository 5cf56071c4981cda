import type { Page, TestInfo } from '@playwright/test';
import { createGame } from './support/game-api.ts';
import { befriend, type Player } from './support/players.ts';
import { expect, test } from './support/test.ts';

/**
 * Every page of the router, at a phone's and a desktop's size, in both themes: nothing wider than the
 * screen, no control whose label is cut, and a full-page screenshot attached so CI keeps a picture of
 * each. One browser per size and theme visits every page in turn, so the check stays a few tests long.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

/** Pages a visitor sees (the signed-in app redirects these away once signed in). */
const PUBLIC_PAGES = [
  '/',
  '/auth?mode=signin',
  '/auth?mode=signup',
  '/auth?mode=forgot-password',
  '/forgot-password',
  '/forgot-username',
  '/verify-email',
  '/no-such-page',
];

type Ids = { gameId: string; leagueId: string; otherId: string };

/** The signed-in pages of the router, with ids from data the test made. */
const signedInPages = ({ gameId, leagueId, otherId }: Ids) => [
  '/dashboard',
  '/find',
  `/game/${gameId}`,
  `/game/${gameId}/review`,
  '/my-games',
  `/my-games/${gameId}`,
  '/create',
  '/friends',
  '/friends?tab=requests',
  '/friends?tab=find',
  '/friends?tab=messages',
  '/friends-activity',
  '/profile',
  '/profile/edit',
  '/profile/settings',
  `/profile/${otherId}`,
  '/notifications',
  '/leagues',
  '/leagues/create',
  `/leagues/schedule-game?leagueId=${leagueId}`,
  `/leagues/${leagueId}`,
  '/popular-locations',
  '/monitoring',
];

/** Waits for the page's heading (or its refusal), its data (no loading text or busy region) and its fonts. */
async function settle(page: Page) {
  // Generous: a first signed-in page shares a busy CI machine with the service worker's precache.
  const timeout = 30_000;
  await expect(page.locator('h1:visible, main [role="alert"]:visible').first()).toBeVisible({ timeout });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * What is wrong with the page's layout, as readable lines: a page wider than the screen, or a control
 * (button, link, tab, tile) whose label is cut by its own box or by the screen's edge. Content cut
 * inside a container that scrolls sideways on purpose (a tab strip) can be scrolled to, so it passes.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`page is ${root.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    }
    const scrollsSideways = (element: Element) => {
      const overflow = getComputedStyle(element).overflowX;
      return overflow === 'auto' || overflow === 'scroll';
    };
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (scrollsSideways(parent)) return true;
      }
      return false;
    };
    // Screen-reader-only text is a 1px box by design: it is never a visible label.
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('.sr-only')
      );
    };
    const isCut = (element: Element) => {
      if (!(element instanceof HTMLElement) || element.clientWidth === 0) return false;
      if (element.scrollWidth <= element.clientWidth + 1 || scrollsSideways(element)) return false;
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    };
    const name = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const controls = document.querySelectorAll('button, a[href], [role="tab"], label, [role="menuitem"]');
    for (const control of controls) {
      if (!isShown(control)) continue;
      const cut = [control, ...control.querySelectorAll('*')].find(
        (element) => isShown(element) && isCut(element),
      );
      if (cut && !inScroller(control)) problems.push(`“${name(control)}” is cut (${name(cut)})`);
      const box = control.getBoundingClientRect();
      if ((box.right > window.innerWidth + 1 || box.left < -1) && !inScroller(control)) {
        problems.push(`“${name(control)}” runs past the screen's edge`);
      }
    }
    return problems;
  });
}

async function checkPages(page: Page, pages: readonly string[], testInfo: TestInfo, problems: string[]) {
  for (const path of pages) {
    await page.goto(path);
    await settle(page);
    for (const problem of await layoutProblems(page)) problems.push(`${path}: ${problem}`);
    // Saved under the test's output folder (which CI uploads) and attached to the report.
    const file = testInfo.outputPath(`${path.replace(/[/?=&]+/g, '_').replace(/^_/, '') || 'home'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(path, { path: file, contentType: 'image/png' });
  }
}

/** A game and a league of the player's own, and another player to visit. */
async function makeData(me: Player, other: Player): Promise<Ids> {
  const { id: gameId } = await createGame(me, { title: 'Layout check game' });
  const league = await me.page.request.post('/api/leagues', {
    data: {
      name: `Layout League ${Math.random().toString(36).slice(2, 6)}`,
      sport: 'basketball',
      skillLevel: 'intermediate',
      maxMembers: 12,
      description: 'Weeknight games at the park.',
      isPrivate: false,
    },
  });
  expect(league.status(), await league.text()).toBe(201);
  const { id: leagueId } = (await league.json()) as { id: string };
  // A friend, so the friends list shows a row with its actions.
  await befriend(other, me);
  return { gameId, leagueId, otherId: other.id };
}

for (const size of SIZES) {
  for (const theme of THEMES) {
    test(`every page fits a ${size.name} in the ${theme} theme with no control cut`, async ({
      page,
      newPlayer,
    }, testInfo) => {
      test.setTimeout(240_000);
      const viewport = { width: size.width, height: size.height };
      const problems: string[] = [];

      await page.setViewportSize(viewport);
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await checkPages(page, PUBLIC_PAGES, testInfo, problems);

      const other = await newPlayer('layoutpal');
      const me = await newPlayer('layout');
      await me.page.setViewportSize(viewport);
      if (theme === 'dark') await me.context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const ids = await makeData(me, other);
      await checkPages(me.page, signedInPages(ids), testInfo, problems);

      expect(problems).toEqual([]);
    });
  }
}
