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
async function controlled(page: import('@playwright/test').Page) {
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
