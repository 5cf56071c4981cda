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

  test("a signed-in cold load of the dashboard fetches the route's code with the entry, not after it", async ({
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
    // The page's HTML names the frame's and the route's chunks, so they are requested while the
    // entry downloads, before it runs and asks for the session; nothing waits for the entry.
    const document = await requests[0]!.response();
    const html = (await document?.text()) ?? '';
    for (const chunk of [layout!, route!]) {
      expect(html, `${pathOf(chunk)} preloaded by the page`).toContain(
        `<link rel="modulepreload" crossorigin href="${pathOf(chunk)}">`,
      );
      expect(requests.indexOf(chunk), `${pathOf(chunk)} requested before the session`).toBeLessThan(
        requests.indexOf(session!),
      );
    }
    await context.close();
  });
});
