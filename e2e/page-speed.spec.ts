import type { Browser, Page, Request } from '@playwright/test';
import { signedOutAccount } from './support/auth-flows.ts';
import { createGame } from './support/game-api.ts';
import type { Player } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** Console errors and uncaught exceptions, where a hydration mismatch shows. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether React has taken over an element of the prerendered HTML (it tags each node it owns). */
const ownedByReact = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** Holds back the app's scripts, as a slow phone network would, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every request the page makes, in the order the browser sends them. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;
/** A built chunk of the given module (Vite names chunks after their module: `app-layout-<hash>.js`). */
const isChunk = (name: string) => (request: Request) =>
  new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(pathOf(request));

/** A new browser context with only the player's cookie: nothing cached, as on a first visit. */
async function firstVisitOf(
  player: Player,
  browser: Browser,
  baseURL: string | undefined,
  viewport?: { width: number; height: number },
) {
  const storageState = await player.context.storageState();
  return browser.newContext({ baseURL, storageState, ...(viewport ? { viewport } : {}) });
}

test.describe('page speed', () => {
  test('a cold load of the landing page is ready-made HTML: no script, no API call', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Sports Games Near You' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The service worker's own fetches of the app for offline use are not the page's.
    const pageRequests = requests.filter((request) => !request.serviceWorker());
    const scripts = pageRequests.filter((request) => request.resourceType() === 'script').map(pathOf);
    expect(scripts).toEqual([]);
    expect(pageRequests.map(pathOf).filter((path) => path.startsWith('/api/'))).toEqual([]);
    // Its links lead into the app, which then loads as usual.
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await context.close();
  });

  test("a player's dashboard comes drawn with their name, and the app takes it over without asking for the session", async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const player = await newPlayer('speedy');
    // A phone in the dark theme, where a mismatch between the server's page and the app's would show.
    const context = await firstVisitOf(player, browser, baseURL, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const errors = watchErrors(page);
    const requests = recordRequests(page);
    // Anything the page does that the Content Security Policy refuses (the validation library probing
    // for `new Function`, say) is reported to the page as an event.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { policyViolations: string[] }).policyViolations = seen;
      window.document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(event.violatedDirective),
      );
    });
    const releaseScripts = await holdScripts(page);
    const response = await page.goto('/dashboard', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-prerendered-for-player');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');

    // Before any script has run: the frame and the player's greeting are on screen.
    await expect(page.getByText(`Hi, ${player.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Games' }).first()).toBeVisible();
    // The page names the frame's and the route's chunks, requested with the entry once it is painted.
    for (const chunk of ['app-layout', 'dashboard']) {
      expect(html, `the ${chunk} chunk named by the page`).toMatch(
        new RegExp(`"/assets/${chunk}-[\\w-]+\\.js"`),
      );
    }

    // A button pressed before the script is pressed again once the app is there: the bell opens.
    await page.getByRole('button', { name: 'Notifications' }).click();
    releaseScripts();
    await expect(page.getByText('No notifications yet')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Upcoming Games' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => ownedByReact(page, '#main'), { timeout: 15_000 }).toBe(true);
    // Taken over, it answers: its links are the router's.
    await page.getByRole('link', { name: 'Find Games' }).first().click();
    await expect(page).toHaveURL(/\/find$/);

    for (const chunk of ['app-layout', 'dashboard']) {
      expect(requests.some(isChunk(chunk)), `the ${chunk} chunk loaded`).toBe(true);
    }
    // The desktop rail is hidden on a phone: the page never loads its tooltips and menus (the service
    // worker's precache, which fetches every file of the build for offline use, is not the page).
    expect(requests.filter((request) => !request.serviceWorker()).some(isChunk('rail-overlays'))).toBe(false);
    // The page came with its session: the app did not ask for it again.
    expect(requests.map(pathOf)).not.toContain('/api/auth/session');
    expect(
      await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a game's page comes drawn with its game, and Join pressed before the script joins once the app is there", async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const host = await newPlayer('drawnhost');
    const player = await newPlayer('drawnjoin');
    const game = await createGame(host, { title: `Drawn pickup ${Date.now() % 100_000}` });
    // A phone in the dark theme, where a mismatch between the server's page and the app's would show.
    const context = await firstVisitOf(player, browser, baseURL, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const errors = watchErrors(page);
    const requests = recordRequests(page);
    const releaseScripts = await holdScripts(page);
    const response = await page.goto(`/game/${game.id}`, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-prerendered-for-player');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    for (const chunk of ['app-layout', 'game-detail']) {
      expect(html, `the ${chunk} chunk named by the page`).toMatch(
        new RegExp(`"/assets/${chunk}-[\\w-]+\\.js"`),
      );
    }

    // Before any script has run: the game itself, its time with its zone, and the way to join it.
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect(page.getByText('6:30 PM UTC')).toBeVisible();
    expect(await ownedByReact(page, 'h1')).toBe(false);
    await page.getByRole('button', { name: 'Join Game' }).click();
    releaseScripts();
    await expect(page.getByText("You're playing in this game.")).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => ownedByReact(page, 'h1'), { timeout: 15_000 }).toBe(true);

    // The game came with the page: the app asked for neither it nor the session before joining.
    const paths = requests.map((request) => `${request.method()} ${pathOf(request)}`);
    const joined = paths.indexOf(`POST /api/games/${game.id}/join`);
    expect(joined, paths.join('\n')).toBeGreaterThanOrEqual(0);
    expect(paths.slice(0, joined)).not.toContain(`GET /api/games/${game.id}`);
    expect(paths).not.toContain('GET /api/auth/session');
    expect(errors).toEqual([]);

    // The spec's own-game address is the same page, drawn too: the host's, saying they host it.
    const own = await host.page.request.get(`/my-games/${game.id}`);
    const ownHtml = await own.text();
    expect(ownHtml).toContain('data-prerendered-for-player');
    expect(ownHtml).toContain(game.title);
    expect(ownHtml).toContain('Back to My Games');
    await context.close();
  });

  test('Find comes drawn for a player: a search typed before the script is kept and lists the game', async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const host = await newPlayer('findhost', { sports: ['basketball'] });
    const player = await newPlayer('earlyfind', { sports: ['basketball'] });
    const game = await createGame(host, { title: `Typed early ${Date.now() % 100_000}` });
    const context = await firstVisitOf(player, browser, baseURL, { width: 390, height: 844 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const releaseScripts = await holdScripts(page);
    const response = await page.goto('/find', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('data-prerendered-for-player');

    await expect(page.getByRole('heading', { level: 1, name: 'Find Games' })).toBeVisible();
    await page.getByRole('searchbox').fill(game.title);
    releaseScripts();
    await expect.poll(() => ownedByReact(page, 'input[type="search"]'), { timeout: 15_000 }).toBe(true);
    await expect(page.getByRole('searchbox')).toHaveValue(game.title);
    await expect(page.getByRole('link', { name: game.title }).first()).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test("offline, a game's page drawn before starts from the cached app, and recovers into the game", async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const host = await newPlayer('offhost');
    const player = await newPlayer('offline');
    const game = await createGame(host, { title: `Offline pickup ${Date.now() % 100_000}` });
    const context = await firstVisitOf(player, browser, baseURL);
    const page = await context.newPage();
    await page.goto(`/game/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 15_000,
      })
      .toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    const unavailable = page
      .getByRole('status')
      .getByText("Rally is temporarily unavailable. We'll keep trying.");
    await expect(unavailable).toBeVisible();
    await context.setOffline(false);
    await expect(unavailable).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible({ timeout: 30_000 });
    await context.close();
  });

  test('on a wide screen, the account menu pressed before the script opens once the app is there', async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const player = await newPlayer('early');
    const context = await firstVisitOf(player, browser, baseURL, { width: 1280, height: 800 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const requests = recordRequests(page);
    const releaseScripts = await holdScripts(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByText(`Hi, ${player.name}`)).toBeVisible();

    // The rail's menu is drawn as its plain button until the rail's controls are loaded; pressed
    // before the script, it loads them as the app arrives, and opens.
    await page.getByRole('button', { name: 'Account menu' }).click();
    releaseScripts();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(`@${player.username}`)).toBeVisible({ timeout: 30_000 });
    expect(requests.some(isChunk('rail-overlays'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an old session cookie on the dashboard gets the app, not a drawn page, and the app asks the visitor to sign in', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'rally.session_token', value: 'expired.value', url: baseURL! }]);
    const errors = watchErrors(page);
    const response = await page.goto('/dashboard', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(response?.status()).toBe(200);
    expect(html).not.toContain('data-prerendered-for-player');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in cold load of the dashboard runs without the validation library and the word lists', async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const player = await newPlayer('lean');
    const context = await firstVisitOf(player, browser, baseURL);
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Upcoming Games' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    // By what the code holds rather than by chunk names, which follow wherever the bundler puts a module:
    // zod names its error class, obscenity words its pattern errors. Both load with a form that needs
    // them; answers and events are the server's, already checked there (decision 17).
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(
      code.filter((text) => text.includes('ZodError')),
      'scripts with the validation library',
    ).toEqual([]);
    expect(
      code.filter((text) => text.includes('The pattern with ID')),
      'scripts with the word lists',
    ).toEqual([]);
    await context.close();
  });

  test("a visitor's sign-in form is in the HTML: typed into before the script runs, it keeps the text and signs in", async ({
    page,
  }) => {
    const account = await signedOutAccount(page, 'early');
    const errors = watchErrors(page);
    // The app's scripts are held back until the visitor has typed.
    const releaseScripts = await holdScripts(page);

    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await ownedByReact(page, 'input[name="identifier"]')).toBe(false);
    await page.getByLabel('Email or username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.evaluate(() => {
      const held = window as unknown as { typedInto: Element | null };
      held.typedInto = document.querySelector('input[name="password"]');
    });

    releaseScripts();
    await expect.poll(() => ownedByReact(page, 'input[name="password"]'), { timeout: 15_000 }).toBe(true);
    // The same elements, taken over rather than drawn again: the text, and the caret, stay put.
    expect(
      await page.evaluate(() => {
        const held = window as unknown as { typedInto: Element | null };
        return held.typedInto === document.querySelector('input[name="password"]');
      }),
    ).toBe(true);
    await expect(page.getByLabel('Email or username')).toHaveValue(account.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

    // Signed in: a new account goes on to complete its profile.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/edit$/);
    expect(errors).toEqual([]);
  });

  test('a sign-in sent before the script arrives is not sent by the browser, and goes once the app is there', async ({
    page,
  }) => {
    const account = await signedOutAccount(page, 'hasty');
    const errors = watchErrors(page);
    const releaseScripts = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('Email or username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.keyboard.press('Enter');
    // The browser alone would have sent it as a query, the password in the address.
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('password');
    expect(new URL(page.url()).pathname).toBe('/auth');

    releaseScripts();
    await expect(page).toHaveURL(/\/profile\/edit$/, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('the prerendered sign-in form is taken over without a mismatch in the dark theme on a phone', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const signIn = await page.goto('/auth?mode=signin');
    expect(await signIn?.text()).toContain('data-prerendered-for-visitor');
    await expect.poll(() => ownedByReact(page, 'input[name="password"]'), { timeout: 15_000 }).toBe(true);
    // The page's scripts answer: the password toggle works.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    // A view the build does not prerender is drawn by the app.
    const forgot = await page.goto('/auth?mode=forgot-password');
    expect(await forgot?.text()).not.toContain('data-prerendered-for-visitor');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("Get Started's sign-up form is in the HTML too, and keeps what a newcomer typed before the script", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const releaseScripts = await holdScripts(page);
    await page.goto('/auth?mode=signup', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Username').fill('early_bird');
    releaseScripts();
    await expect.poll(() => ownedByReact(page, 'input[name="password"]'), { timeout: 15_000 }).toBe(true);
    await expect(page.getByLabel('Username')).toHaveValue('early_bird');
    // The form is the app's now: the password's requirements follow what is typed.
    await page.getByLabel('Password', { exact: true }).fill('Court-time-42');
    await expect(page.getByTestId('password-strength')).toHaveText('Strong');
    expect(errors).toEqual([]);
  });
});
