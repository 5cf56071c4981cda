import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * Every test browser speaks from its own client address, so the server's per-address rate limits
 * (enforced as in production) do not add up across the whole suite.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
    });
  },
});

export { expect } from '@playwright/test';
