import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';
import { waitForTakeOverOnLoad } from './app-taken-over.ts';
import { createPlayer, type Player, type PlayerOptions } from './players.ts';

/**
 * Every test browser speaks from its own client address, so the server's per-address rate limits
 * (enforced as in production) do not add up across the whole suite.
 */
type Fixtures = {
  /** Another person for journeys between users, in a browser of their own, closed after the test. */
  newPlayer: (prefix: string, options?: PlayerOptions) => Promise<Player>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(waitForTakeOverOnLoad(page));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
    });
  },
  newPlayer: async ({ browser, baseURL }, use) => {
    const players: Player[] = [];
    await use(async (prefix, options) => {
      const player = await createPlayer(browser, baseURL, prefix, options);
      players.push(player);
      return player;
    });
    for (const player of players) await player.context.close();
  },
});

export { expect } from '@playwright/test';
