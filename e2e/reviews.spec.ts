import { expectAccessible } from './support/accessibility.ts';
import { moveServerClockAhead, soonOnServerClock } from './support/game-api.ts';
import type { Player } from './support/players.ts';
import { watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/**
 * The host creates a game starting a few minutes from now (UTC), so moving the server's clock a few
 * minutes makes it past without disturbing other journeys' games, which start tomorrow.
 */
async function gameStartingSoon(host: Player, title: string): Promise<string> {
  const start = await soonOnServerClock(host, 3);
  const created = await host.page.request.post('/api/games', {
    data: {
      sport: 'volleyball',
      title,
      date: start.toISOString().slice(0, 10),
      time: start.toISOString().slice(11, 16),
      timeZone: 'UTC',
      location: 'Riverside Courts',
      maxPlayers: 8,
      description: 'Friendly doubles, all levels.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe('reviews', () => {
  test('after a game, a player reviews the host on the review page and the host reviews back from the profile', async ({
    newPlayer,
  }) => {
    // Two players, several screens and axe at three sizes and themes: more than the default minute.
    test.slow();
    const host = await newPlayer('host');
    const ben = await newPlayer('ben');
    const consoleErrors = [...watchConsole(host), ...watchConsole(ben)];
    const title = `Doubles ${Math.random().toString(36).slice(2, 7)}`;
    const gameId = await gameStartingSoon(host, title);
    const joined = await ben.page.request.post(`/api/games/${gameId}/join`);
    expect(joined.status(), await joined.text()).toBe(200);

    // Before the start the page shows the game and the spec's notice, and no form.
    await ben.page.goto(`/game/${gameId}/review`);
    await expect(ben.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(ben.page.getByText(`Hosted by ${host.name}`)).toBeVisible();
    await expect(
      ben.page.getByText(
        "This game hasn't taken place yet. Reviews will be available after the game time has passed.",
      ),
    ).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

    await moveServerClockAhead(ben, 10);
    await ben.page.reload();
    await expect(ben.page.getByLabel('Player to review')).toHaveValue(host.id);
    await expect(ben.page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expectAccessible(ben.page);
    await ben.page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(ben.page);
    await ben.page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await ben.page.reload();
    await expect(ben.page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(ben.page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
    await expectAccessible(ben.page);

    // The stars are a radio group: arrow keys move the rating.
    await ben.page.getByRole('radio', { name: '5 stars' }).focus();
    await ben.page.keyboard.press('ArrowLeft');
    await expect(ben.page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await ben.page.getByLabel('Comment (optional)').fill('Great serves, fair calls');
    await ben.page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(ben.page.getByText('Review Submitted')).toBeVisible();
    // The reviewed player leaves the list: nobody is left to review.
    await expect(ben.page.getByText('All players reviewed')).toBeVisible();

    // The host's Write Reviews tab lists Ben with the game; the same form sends a 5-star review.
    await host.page.goto('/profile');
    await host.page.getByRole('tab', { name: 'Write Reviews' }).click();
    await expect(host.page.getByText('1 player to review')).toBeVisible();
    await expect(host.page.getByLabel('Player to review')).toContainText(`${ben.name} · ${title}`);
    await host.page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(host.page.getByText('Your sportsmanship review has been submitted.')).toBeVisible();
    await expect(host.page.getByText('No players to review yet')).toBeVisible();

    // The host's own profile shows Ben's review and the rating.
    await host.page.reload();
    await host.page.getByRole('tab', { name: 'Reviews', exact: true }).click();
    const received = host.page.getByRole('tabpanel');
    await expect(received.getByText('Great serves, fair calls')).toBeVisible();
    await expect(received.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(received.getByText(`${ben.name} · ${title}`)).toBeVisible();
    await expect(host.page.getByText('4.0', { exact: true })).toBeVisible();

    // Ben's profile, seen by the host: the game among Past Games and the rating of 5.
    await host.page.goto(`/profile/${ben.id}`);
    await expect(host.page.getByText('5.0', { exact: true })).toBeVisible();
    await host.page.getByRole('tab', { name: 'Past Games' }).click();
    await expect(
      host.page.getByRole('tabpanel').getByRole('link', { name: new RegExp(title) }),
    ).toHaveAttribute('href', `/game/${gameId}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a missing game shows Game not found with a way back to My Games', async ({ newPlayer }) => {
    const player = await newPlayer('lost');
    await player.page.goto('/game/00000000-0000-4000-8000-000000000000/review');
    await expect(player.page.getByRole('heading', { name: 'Game not found' })).toBeAttached();
    await expect(
      player.page.getByText("The game you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(player.page.getByRole('link', { name: 'Back to My Games' })).toHaveAttribute(
      'href',
      '/my-games',
    );
    await expectAccessible(player.page);
  });
});
