import type { Page } from '@playwright/test';
import { PRESENCE_POLL_INTERVAL_MS } from '../packages/shared/src/presence/presence.schemas.ts';
import { befriend, openLive, type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** The green dot on a friend's row: an image named Online. */
const onlineDot = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ hasText: name }).getByRole('img', { name: 'Online' });

// A friend's dot follows them within the 10-second refresh (spec §9), with a little slack.
const WITHIN_REFRESH = { timeout: PRESENCE_POLL_INTERVAL_MS + 2_000 };

async function setActivityStatus(player: Player, showActivityStatus: boolean) {
  const response = await player.page.request.patch('/api/profiles/me/activity-status', {
    data: { showActivityStatus },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('activity status', () => {
  test("a friend's online dot follows their activity status, live", async ({ newPlayer }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    const consoleErrors = [...watchConsole(alice), ...watchConsole(bob)];

    await openLive(alice, '/friends');
    await expect(alice.page.getByRole('listitem').filter({ hasText: bob.name })).toBeVisible();
    await expect(onlineDot(alice.page, bob.name)).toHaveCount(0);

    // Bob opens the app with his status shared (the default): his heartbeat turns the dot on.
    await openLive(bob, '/dashboard');
    await expect(onlineDot(alice.page, bob.name)).toBeVisible(WITHIN_REFRESH);

    // He stops sharing: the dot goes, without Alice reloading.
    await setActivityStatus(bob, false);
    await expect(onlineDot(alice.page, bob.name)).toHaveCount(0, WITHIN_REFRESH);

    // His open app follows the setting (profile.changed): sharing again brings the dot back.
    await setActivityStatus(bob, true);
    await expect(onlineDot(alice.page, bob.name)).toBeVisible(WITHIN_REFRESH);

    // Closing his page says goodbye at once instead of waiting for the heartbeats to go stale.
    await bob.page.close({ runBeforeUnload: true });
    await expect(onlineDot(alice.page, bob.name)).toHaveCount(0, WITHIN_REFRESH);
    expect(consoleErrors).toEqual([]);
  });

  test('a player who does not share their status never shows as online', async ({ newPlayer }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    await setActivityStatus(bob, false);

    await bob.page.goto('/dashboard');
    await expect(bob.page.getByText(`Hi, ${bob.name}`)).toBeVisible();
    await alice.page.goto('/friends');
    const row = alice.page.getByRole('listitem').filter({ hasText: bob.name });
    await expect(row).toBeVisible();
    // Two refreshes later, still no dot.
    await alice.page.waitForTimeout(PRESENCE_POLL_INTERVAL_MS * 1.5);
    await expect(onlineDot(alice.page, bob.name)).toHaveCount(0);
  });
});
