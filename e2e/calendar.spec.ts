import { expectAccessible } from './support/accessibility.ts';
import { createGame } from './support/game-api.ts';
import { expect, test } from './support/test.ts';

test.describe('calendar', () => {
  test('a player adds a game to their calendar, subscribes to their feed, and resets its address', async ({
    newPlayer,
  }) => {
    const player = await newPlayer('cal');
    const game = await createGame(player, {
      title: `Calendar run ${Math.random().toString(36).slice(2, 6)}`,
    });

    await player.page.goto(`/game/${game.id}`);
    const download = player.page.getByRole('link', { name: 'Add to calendar' });
    await expect(download).toHaveAttribute('href', `/api/games/${game.id}/calendar.ics`);
    const file = await player.page.request.get(`/api/games/${game.id}/calendar.ics`);
    expect(await file.text()).toContain(`SUMMARY:${game.title}`);

    await player.page.goto('/profile/settings');
    const address = player.page.getByLabel('Calendar feed address');
    await expect(address).toHaveValue(/\/api\/calendar\/.+\.ics$/);
    const oldUrl = await address.inputValue();
    // Calendar apps fetch the feed without a session: the address itself is the key.
    const feed = await player.page.request.get(oldUrl, { headers: { cookie: '' } });
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`SUMMARY:${game.title}`);
    await expectAccessible(player.page);

    await player.page.getByRole('button', { name: 'Reset link' }).click();
    const dialog = player.page.getByRole('dialog', { name: 'Reset your calendar link?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(player.page);
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expect(player.page.getByText('Calendar link reset')).toBeVisible();
    await expect(address).not.toHaveValue(oldUrl);
    expect((await player.page.request.get(oldUrl)).status()).toBe(404);
  });
});
