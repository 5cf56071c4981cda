import { accessibleAtBothSizes } from './support/accessibility.ts';
import { moveServerClockAhead, soonOnServerClock } from './support/game-api.ts';
import type { Player } from './support/players.ts';
import { watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** The host creates a game with a minimum through the API (the form's fields are checked on their own). */
async function createGameWithMinimum(host: Player, startsAt: Date, title: string) {
  const iso = startsAt.toISOString();
  const created = await host.page.request.post('/api/games', {
    data: {
      sport: 'basketball',
      title,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      timeZone: 'UTC',
      location: 'Riverside Courts',
      maxPlayers: 8,
      minPlayers: 3,
      decisionHours: 2,
      leaveDeadlineHours: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe('minimum players', () => {
  test('the Create Game form offers the game rules, labelled, at desktop and phone sizes', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    await host.page.goto('/create');
    const rules = host.page.getByRole('group', { name: 'Game rules' });
    await expect(rules).toBeVisible();
    await rules.getByLabel('Minimum players (optional)').fill('6');
    await expect(rules.getByLabel('Decide go or no-go')).toHaveValue('2');
    await expect(rules.getByLabel('Joining closes')).toBeVisible();
    await expect(rules.getByLabel('Late cancellation after')).toBeVisible();
    await expect(rules.getByLabel('Guests per player')).toHaveValue('0');
    await accessibleAtBothSizes(host.page);
  });

  test('a game below its minimum is called off at its decision time and shows why', async ({ newPlayer }) => {
    test.slow();
    const host = await newPlayer('host');
    const player = await newPlayer('player');
    const errors = watchConsole(player);
    // Three hours ahead of the server's clock (other journeys may have moved it): decided an hour from now.
    const startsAt = await soonOnServerClock(host, 3 * 60);
    const title = `Tuesday run ${Date.now() % 100_000}`;
    const gameId = await createGameWithMinimum(host, startsAt, title);
    const joined = await player.page.request.post(`/api/games/${gameId}/join`);
    expect(joined.status(), await joined.text()).toBe(200);

    await player.page.goto(`/game/${gameId}`);
    await expect(player.page.getByRole('heading', { name: title })).toBeVisible();
    const rules = player.page.getByRole('region', { name: 'Game rules' });
    await expect(rules.getByText(/^2 of 3 needed · decided \w{3} \d\d:\d\d$/)).toBeVisible();
    await expect(
      rules.getByText(/^Leaving after \w{3} \d\d:\d\d counts as a late cancellation$/),
    ).toBeVisible();
    await accessibleAtBothSizes(player.page);

    // Past the decision time: the minute job calls the game off, and the page (following it) says why.
    await moveServerClockAhead(host, 61);
    await expect(async () => {
      await player.page.reload();
      await expect(player.page.getByText('Called off', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 120_000, intervals: [5_000] });
    await expect(player.page.getByText('Not enough players: 2 of 3 needed')).toBeVisible();
    await expect(player.page.getByRole('button', { name: 'Leave game' })).toHaveCount(0);
    await accessibleAtBothSizes(player.page);

    // My Games lists it with its badge until its start.
    await player.page.goto('/my-games');
    await expect(player.page.getByRole('link', { name: new RegExp(title) })).toContainText('Called off');
    await accessibleAtBothSizes(player.page);
    expect(errors).toEqual([]);
  });
});
