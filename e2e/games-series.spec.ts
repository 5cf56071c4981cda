import { randomBytes } from 'node:crypto';
import { accessibleAtBothSizes } from './support/accessibility.ts';
import { soonOnServerClock } from './support/game-api.ts';
import { watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** Letters only, so a title never trips the content filter, and unique across parallel tests. */
const tag = () => [...randomBytes(6)].map((byte) => 'bdhjmnpqrtvwz'[byte % 13]).join('');

test.describe('weekly series', () => {
  test('a host creates a weekly series and its next games are on /find with the Weekly badge', async ({
    newPlayer,
  }) => {
    test.slow();
    const host = await newPlayer('host');
    const errors = watchConsole(host);
    const title = `Tuesday run ${tag()}`;
    // Two days ahead of the server's clock, which other journeys may have moved.
    const start = (await soonOnServerClock(host, 2 * 24 * 60)).toISOString().slice(0, 10);

    await host.page.goto('/create');
    await expect(host.page.getByRole('heading', { name: 'Create Game' })).toBeVisible();
    await host.page.getByText('Tennis', { exact: true }).click();
    await host.page.getByLabel('Game Title').fill(title);
    await host.page.getByLabel('Date').fill(start);
    await host.page.getByLabel('Time').fill('18:30');
    await host.page.getByRole('combobox', { name: 'Location' }).fill('Riverside Courts');
    await host.page.getByLabel('Repeats', { exact: true }).selectOption('1');
    await host.page.getByLabel('Ends', { exact: true }).selectOption('after');
    await host.page.getByLabel('Number of games', { exact: true }).fill('6');
    await expect(host.page.getByText(/^Every \w+day at 18:30, starting \d+ \w{3}, 6 games$/)).toBeVisible();
    await expect(host.page.getByText(/^Next games: /)).toBeVisible();
    await accessibleAtBothSizes(host.page);

    await host.page.getByRole('button', { name: 'Create Game' }).click();
    await expect(host.page).toHaveURL(/\/find/);
    await host.page.getByRole('searchbox', { name: 'Search games and venues' }).fill(title);
    const cards = host.page
      .getByRole('list', { name: 'Games' })
      .getByRole('article')
      .filter({ hasText: title });
    // The next four weeks of games exist at once, each with its badge.
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all())
      await expect(card.getByText('Weekly', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a player joins every week and skips one', async ({ newPlayer }) => {
    test.slow();
    const host = await newPlayer('host');
    const player = await newPlayer('player');
    const errors = watchConsole(player);
    const title = `Thursday hoops ${tag()}`;
    const start = (await soonOnServerClock(host, 2 * 24 * 60)).toISOString().slice(0, 10);
    const created = await host.page.request.post('/api/games', {
      data: {
        sport: 'basketball',
        title,
        date: start,
        time: '19:00',
        timeZone: 'UTC',
        location: 'Riverside Courts',
        maxPlayers: 8,
        repeats: { weekdays: [new Date(`${start}T12:00:00Z`).getUTCDay() || 7], intervalWeeks: 1 },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const first = (await created.json()) as { id: string };

    await player.page.goto(`/game/${first.id}`);
    const section = player.page.getByRole('region', { name: 'Weekly series' });
    await expect(section).toBeVisible();
    await expect(section.getByText(/^Every \w+day at 19:00, starting \d+ \w{3}, no end date$/)).toBeVisible();
    await accessibleAtBothSizes(player.page);

    await section.getByRole('button', { name: 'Join every week' }).click();
    await expect(section.getByText("You're a regular")).toBeVisible();
    // A spot in every upcoming game of the series.
    await expect(section.getByText('You play', { exact: false })).toHaveCount(4);
    await expect(section.getByRole('button', { name: 'Join every week' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Skip this week' }).click();
    await expect(section.getByText('You play', { exact: false })).toHaveCount(3);
    await expect(section.getByText("You're a regular")).toBeVisible();
    await accessibleAtBothSizes(player.page);

    // Rejoining this week is joining the game again.
    await player.page.getByRole('button', { name: 'Join Game' }).first().click();
    await expect(section.getByText('You play', { exact: false })).toHaveCount(4);
    expect(errors).toEqual([]);

    // The host's side: regular spots and ending the series (the host's alone).
    await host.page.goto(`/game/${first.id}`);
    const hostSection = host.page.getByRole('region', { name: 'Weekly series' });
    await expect(hostSection.getByText('Regulars (1)')).toBeVisible();
    await accessibleAtBothSizes(host.page);
    await hostSection.getByLabel('Regular spots', { exact: true }).fill('3');
    await hostSection.getByRole('button', { name: 'Save regular spots' }).click();
    await expect(hostSection.getByText('Regulars (1 of 3)')).toBeVisible();
    await hostSection.getByRole('button', { name: 'End series' }).click();
    await host.page.getByRole('alertdialog').getByRole('button', { name: 'End series' }).click();
    await expect(host.page).toHaveURL(/\/my-games/);
    const gone = await player.page.request.get(`/api/games/${first.id}`);
    expect(gone.status()).toBe(404);
  });
});
