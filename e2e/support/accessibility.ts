import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Toasts slide and fade in and out: axe reads a half-faded toast's text against what shows through it
 * as too faint (a false contrast failure, seen on a toast fading out mid-check). Their motion is turned
 * off for the check, so a toast is either wholly shown, and checked as shown, or gone.
 */
const TOASTS_AT_REST =
  '[data-sonner-toaster], [data-sonner-toaster] * { transition: none !important; animation: none !important; }';

/** Runs axe on the page as it stands and fails on any serious or critical violation. */
export async function expectAccessible(page: Page) {
  await page.addStyleTag({ content: TOASTS_AT_REST });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Runs axe at desktop and phone sizes (new screens must pass both), leaving the page at desktop size. */
export async function accessibleAtBothSizes(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await page.setViewportSize(DESKTOP);
}
