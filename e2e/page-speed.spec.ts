import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';

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

test.describe('page speed', () => {
  test('a cold load of the landing page fetches none of the signed-in app', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Sports Games Near You' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const scripts = requests.filter((request) => request.resourceType() === 'script').map(pathOf);
    expect(scripts.length).toBeGreaterThan(0);
    for (const signedInOnly of ['app-layout', 'use-realtime', 'dashboard', 'desktop-rail']) {
      expect(requests.filter(isChunk(signedInOnly)).map(pathOf), `${signedInOnly} chunk on /`).toEqual([]);
    }
    expect(requests.map(pathOf)).not.toContain('/api/realtime');
    await context.close();
  });

  test("a signed-in cold load of the dashboard asks for the session before the route's code arrives", async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const player = await newPlayer('speedy');
    // A new context with only the player's cookie: nothing cached, as on a first visit.
    const context = await browser.newContext({ baseURL, storageState: await player.context.storageState() });
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Upcoming Games' })).toBeVisible({ timeout: 30_000 });

    const session = requests.find((request) => pathOf(request) === '/api/auth/session');
    const layout = requests.find(isChunk('app-layout'));
    const route = requests.find(isChunk('dashboard'));
    expect(session, 'the session request').toBeDefined();
    expect(layout, 'the signed-in frame chunk').toBeDefined();
    expect(route, "the dashboard's chunk").toBeDefined();
    // In parallel: the session request leaves before either chunk has finished loading.
    const sessionSent = session!.timing().startTime;
    for (const chunk of [layout!, route!]) {
      const chunkDone = chunk.timing().startTime + chunk.timing().responseEnd;
      expect(sessionSent, `session sent before ${pathOf(chunk)} arrived`).toBeLessThanOrEqual(chunkDone);
    }
    expect(requests.indexOf(session!)).toBeLessThan(requests.indexOf(route!));
    await context.close();
  });
});
