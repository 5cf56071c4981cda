import { randomBytes } from 'node:crypto';
import { accessibleAtBothSizes } from './support/accessibility.ts';
import { soonOnServerClock } from './support/game-api.ts';
import { watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

// The fair-play record hosts can require (issue 28 §4): a host asks for a Good record and turns new
// players away; a new player reads the requirement in place of Join, is refused by the server too, and
// the "Only games I can join" filter leaves the game out of their Find list.

/** Letters only, so a title never trips the content filter, and unique across parallel tests. */
const tag = () => [...randomBytes(6)].map((byte) => 'bdhjmnpqrtvwz'[byte % 13]).join('');

test('a host requires a Good record without new players, and a new player sees it and cannot join', async ({
  newPlayer,
}) => {
  test.slow();
  const host = await newPlayer('host');
  const newbie = await newPlayer('newbie');
  const hostErrors = watchConsole(host);
  const newbieErrors = watchConsole(newbie);
  const title = `Good sports ${tag()}`;
  // Two days ahead of the server's clock, which other journeys may have moved.
  const day = (await soonOnServerClock(host, 2 * 24 * 60)).toISOString().slice(0, 10);

  // The host sets who can join on the create form.
  const { page } = host;
  await page.goto('/create');
  await page.getByText('Basketball', { exact: true }).click();
  await page.getByLabel('Game Title').fill(title);
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Time').fill('18:30');
  await page.getByRole('combobox', { name: 'Location' }).fill('Riverside Courts');
  const whoCanJoin = page.getByRole('group', { name: 'Who can join' });
  const newPlayers = whoCanJoin.getByRole('checkbox', { name: 'New players can join' });
  await expect(newPlayers).toBeDisabled();
  await whoCanJoin.getByLabel('Fair-play record needed').selectOption({ label: 'Good or better' });
  await expect(newPlayers).toBeEnabled();
  await newPlayers.uncheck();
  await accessibleAtBothSizes(host.page);
  await page.getByRole('button', { name: 'Create Game' }).click();
  await expect(page).toHaveURL(/\/find/);
  await page.getByRole('searchbox', { name: 'Search games and venues' }).fill(title);
  const href = await page
    .getByRole('list', { name: 'Games' })
    .getByRole('link', { name: title })
    .getAttribute('href');
  const gameId = href?.split('/').pop() ?? '';
  expect(gameId).toMatch(/^[0-9a-f-]{36}$/);

  // Edit game shows the requirement back as saved.
  await page.goto(`/game/${gameId}/edit`);
  await expect(page.getByLabel('Fair-play record needed')).toHaveValue('good');
  await expect(page.getByRole('checkbox', { name: 'New players can join' })).not.toBeChecked();

  // A new player reads the requirement and the server's refusal, with no way in offered.
  await newbie.page.goto(`/game/${gameId}`);
  await expect(newbie.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    newbie.page.getByText('Needs a Good fair-play record · Not open to new players'),
  ).toBeVisible();
  const place = newbie.page.getByRole('region', { name: 'Your place in this game' }).first();
  await expect(place.getByText('This game needs a Good fair-play record')).toBeVisible();
  await expect(
    newbie.page.getByRole('button', { name: /Join Game|Request to Join|Join waitlist/ }),
  ).toHaveCount(0);
  await expect(place.getByRole('link', { name: 'How fair play works' })).toBeVisible();
  await accessibleAtBothSizes(newbie.page);

  // The server refuses a direct join, naming what is required.
  const joined = await newbie.page.request.post(`/api/games/${gameId}/join`);
  expect(joined.status()).toBe(403);
  const refusal = (await joined.json()) as { code: string; message: string };
  expect(refusal.code).toBe('fair_play_required');
  expect(refusal.message).toContain('This game needs a Good fair-play record');

  // Their record explains the level: New, under 5 settled games.
  await place.getByRole('link', { name: 'How fair play works' }).click();
  await expect(newbie.page).toHaveURL(/\/profile#fair-play$/);
  const record = newbie.page.getByRole('region', { name: 'Fair play' });
  await expect(record.getByText('Fair play: New', { exact: true })).toBeVisible();
  await expect(record.getByText(/New: fewer than 5 settled games/)).toBeVisible();
  await accessibleAtBothSizes(newbie.page);

  // Find lists the game until "Only games I can join" is ticked; the address keeps the filter.
  await newbie.page.goto(`/find?q=${encodeURIComponent(title)}`);
  const games = newbie.page.getByRole('list', { name: 'Games' });
  const card = games.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Host's fair play: New", { exact: true })).toBeVisible();
  await newbie.page.getByRole('button', { name: /^Filters/ }).click();
  await newbie.page.getByRole('checkbox', { name: 'Only games I can join', exact: true }).check();
  await newbie.page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(newbie.page).toHaveURL(/[?&]q=.*&eligible=only/);
  await expect(newbie.page.getByText('No games found')).toBeVisible();
  await expect(games.getByRole('link', { name: title })).toHaveCount(0);
  await newbie.page.reload();
  await expect(newbie.page.getByText('No games found')).toBeVisible();
  await newbie.page.getByRole('button', { name: /^Filters/ }).click();
  await expect(
    newbie.page.getByRole('checkbox', { name: 'Only games I can join', exact: true }),
  ).toBeChecked();
  expect(hostErrors).toEqual([]);
  expect(newbieErrors).toEqual([]);
});
