import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Waits until the service worker is active and controls this page (Chromium's check needs it). */
async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

type InstallabilityError = { errorId: string; errorArguments: { name: string; value: string }[] };

/** One line per error, with its arguments, so a failure says exactly what Chromium objected to. */
function describe(errors: InstallabilityError[]) {
  return errors
    .map((error) => `${error.errorId}(${error.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})`)
    .join('; ');
}

// Lighthouse's installability audit is Chromium's own check, asked over the DevTools protocol:
// the same question the browser answers before it offers "Install Rally". Playwright's usual
// contexts are incognito, where Chromium never offers an install ("in-incognito"), so this one
// opens a browser profile on disk, as a player's browser is.
test('Chromium finds Rally installable: its manifest parses cleanly and raises no installability error', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'rally-installable-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    await checkInstallable(await context.newPage(), baseURL);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page, baseURL: string | undefined) {
  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);

  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
  expect(manifest.errors, JSON.stringify(manifest.errors)).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Rally', start_url: '/dashboard' });

  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors, describe(installabilityErrors)).toEqual([]);
}
