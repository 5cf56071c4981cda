import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it stands and fails on any serious or critical violation. */
export async function expectAccessible(page: Page) {
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
