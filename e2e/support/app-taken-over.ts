import type { Page } from '@playwright/test';

/**
 * Resolves once the app has rendered a page the server sent drawn (a player's dashboard, the sign-in
 * form). Such a page is on screen, with its buttons and links, before the app's script has arrived;
 * a journey that hovers or presses at once would act on HTML with no script behind it. A page the app
 * draws itself needs no wait.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const drawn =
      root?.hasAttribute('data-prerendered-for-player') || root?.hasAttribute('data-prerendered-for-visitor');
    return !drawn || root?.hasAttribute('data-app-rendered');
  });
}

/**
 * Makes the page's `goto` and `reload` also wait for the app to take a drawn page over, when they wait
 * for the page's load (the default). A journey that means to act before the script (`waitUntil:
 * 'commit'`) is left to do so.
 */
export function waitForTakeOverOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitsForLoad = (options?: { waitUntil?: string }) =>
    options?.waitUntil === undefined || options.waitUntil === 'load';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await appTakenOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await appTakenOver(page);
    return response;
  };
  return page;
}
