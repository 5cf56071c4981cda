import type { Page } from '@playwright/test';
import { waitForTakeOverOnLoad } from './support/app-taken-over.ts';
import { expect, test } from './support/test.ts';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Waits until the service worker is active and controls this page. */
async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test.describe('installable app', () => {
  test('the manifest is linked and served with every icon it lists, meeting the install criteria', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Rally',
      short_name: 'Rally',
      start_url: '/dashboard',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    // Chromium's install criteria: a 192 and a 512 pixel icon; a maskable one for launchers that crop.
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toContain(icon.type);
    }
  });

  test('the service worker registers, controls the page, and is never cached as immutable', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await controlled(page);
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js');
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).not.toContain('immutable');
    const source = await worker.text();
    expect(source).toMatch(/addEventListener\(["']fetch["']/);
    // Data is never answered from the worker's cache.
    expect(source).toMatch(/["']\/api\/["']/);
  });

  test('offline, a reload shows the cached app, and without the cached app the offline page with Retry', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading ?? '');

    // Without the shell in the cache, the worker falls back to the offline page.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) await (await caches.open(name)).delete('/index.html');
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
  });
});

/** Fails unless Rally's worker is registered, active and controls the page within a few seconds. */
async function expectControlledByWorker(page: Page) {
  // The worker claims the page it was registered from as it activates: no reload is needed.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .toMatch(/\/sw\.js$/);
  const state = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state,
  );
  expect(state).toBe('activated');
}

// The pages players land on are drawn by the server and load the app's script after their first paint,
// often after the window's load event: the worker must register there too.
test.describe('the service worker where players land', () => {
  test("a signed-in player's first visit to the dashboard installs the worker, and offline a reload still gets Rally", async ({
    browser,
    baseURL,
    newPlayer,
  }) => {
    const player = await newPlayer('landing');
    // A browser with only the player's cookie: no worker and nothing cached, as on a first visit.
    const context = await browser.newContext({ baseURL, storageState: await player.context.storageState() });
    try {
      const page = waitForTakeOverOnLoad(await context.newPage());
      await page.goto('/dashboard');
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered-for-player', '');
      await expect(page.getByText(player.name).first()).toBeVisible();
      await expectControlledByWorker(page);

      await context.setOffline(true);
      const offline = await page.reload();
      expect(offline?.fromServiceWorker()).toBe(true);
      // The cached app shell, whose scripts run from the cache and say the server cannot be reached.
      const unavailable = page
        .getByRole('status')
        .getByText("Rally is temporarily unavailable. We'll keep trying.");
      await expect(unavailable).toBeVisible();

      // Back online, the same page recovers by itself into the player's dashboard.
      await context.setOffline(false);
      await expect(unavailable).toHaveCount(0);
      await expect(page.getByText(player.name).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  for (const { address, heading } of [
    { address: '/auth', heading: 'Sign In' },
    { address: '/auth?mode=signup', heading: 'Create your account' },
  ]) {
    test(`a visitor's first visit to ${address}, drawn by the server, installs the worker`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered-for-visitor', '');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectControlledByWorker(page);
    });
  }
});
