import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** Letters only, so a title never trips the content filter, and unique across parallel tests. */
const tag = () => [...randomBytes(6)].map((byte) => 'bdhjmnpqrtvwz'[byte % 13]).join('');

/** A date a week from now (yyyy-MM-dd): in the future in every time zone. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
}

type NewGame = {
  title: string;
  sport: string;
  gender?: string;
  location?: string;
  /** Where the place is, when it was picked from the suggestions. */
  at?: { latitude: number; longitude: number };
};

/** Creates a game through the API, as another player's browser would. */
async function createGameByApi(player: Player, game: NewGame) {
  const response = await player.page.request.post('/api/games', {
    data: {
      sport: game.sport,
      title: game.title,
      date: nextWeek(),
      time: '18:30',
      timeZone: 'UTC',
      location: game.location ?? 'Riverside Courts',
      ...game.at,
      maxPlayers: 8,
      gender: game.gender ?? 'co-ed',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Resolves once the page's socket follows the find lists' topic, so a later change cannot slip past. */
function gamesFeedReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type?: string; topic?: string };
        if (message.type === 'subscribed' && message.topic === 'games') resolve();
      });
    });
  });
}

/** A 1×1 transparent PNG. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const gamesList = (page: Page) => page.getByRole('list', { name: 'Games' });

test.describe('create and find games', () => {
  test('a player creates a game, sees the banner on /find, and finds the game listed', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const consoleErrors = watchConsole(host);
    const { page } = host;
    // The test machine has no internet: map tiles get a blank image instead of failing to resolve.
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
    );
    const title = `Evening doubles ${tag()}`;

    await page.goto('/create');
    await expect(page.getByRole('heading', { name: 'Create Game' })).toBeVisible();
    // Submitting empty shows the spec's texts and stays.
    await page.getByRole('button', { name: 'Create Game' }).click();
    await expect(page.getByText('Please select a sport.')).toBeVisible();
    await expect(page.getByText('Please fill out all required fields.').first()).toBeVisible();
    await page.getByLabel('Max Players').fill('1');
    await expect(page.getByText('Minimum 2 players required')).toBeVisible();
    await page.getByLabel('Max Players').fill('10');

    // The radio itself is visually hidden inside its tile: a player clicks the tile.
    await page.getByText('Tennis', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Tennis' })).toBeChecked();
    await page.getByLabel('Game Title').fill(title);
    await page.getByLabel('Date').fill(nextWeek());
    await page.getByLabel('Time').fill('18:30');
    // The place comes from the suggestions, picked with the keyboard, so the game gets coordinates.
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Austin');
    await expect(
      page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option').first(),
    ).toBeVisible();
    await location.press('ArrowDown');
    await location.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Suggested places' })).toBeHidden();
    await expect(location).toHaveValue(/^Austin/);
    await expect(page.getByText('Place found: distances and the map will use it.')).toBeVisible();
    await page.getByLabel('Venue Cost').selectOption('paid');
    await page.getByLabel('Cost per Player ($)').fill('12');
    await page.getByRole('button', { name: 'Create Game' }).click();

    await expect(page).toHaveURL(/\/find$/);
    const banner = page.getByRole('region', { name: 'New game created' });
    await expect(banner.getByText(`Your game "${title}" has been created!`)).toBeVisible();
    await expect(banner.getByText('Want to invite your friends to join?')).toBeVisible();
    const card = gamesList(page).getByRole('article').filter({ hasText: title });
    await expect(card.getByText('6:30 PM')).toBeVisible();
    await expect(card.getByText('1/10 players')).toBeVisible();
    await expect(card.getByText('$12')).toBeVisible();

    // Invite Friends opens the dialog; closing it keeps the banner, Maybe Later ends it for good.
    await banner.getByRole('button', { name: 'Invite Friends' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite Friends' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(gamesList(page).getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New game created' })).toHaveCount(0);

    // Measured from the profile's Austin, the game is close by; on the map it is a pin.
    await expect(card.getByText(/\d mi/)).toBeVisible();
    await page.getByRole('tab', { name: 'Map' }).click();
    await expect(page.getByRole('button', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nearby Games' })).toBeVisible();
    await page.getByRole('tab', { name: 'List' }).click();

    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
    expect(consoleErrors).toEqual([]);
  });

  test('search and a filter narrow the list, and a reload keeps them', async ({ newPlayer }) => {
    const host = await newPlayer('filterhost');
    const group = tag();
    const tennis = `Tennis night ${group}`;
    const soccer = `Soccer night ${group}`;
    await createGameByApi(host, { title: tennis, sport: 'tennis' });
    await createGameByApi(host, { title: soccer, sport: 'soccer', gender: 'women' });
    const { page } = host;

    await page.goto('/find');
    await page.getByRole('searchbox', { name: 'Search games and venues' }).fill(group);
    await expect(gamesList(page).getByRole('link', { name: tennis })).toBeVisible();
    await expect(gamesList(page).getByRole('link', { name: soccer })).toBeVisible();
    await expect(gamesList(page).getByRole('article')).toHaveCount(2);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Gender').selectOption('women');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(gamesList(page).getByRole('article')).toHaveCount(1);
    await expect(gamesList(page).getByRole('link', { name: soccer })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search games and venues' })).toHaveValue(group);
    await expect(gamesList(page).getByRole('article')).toHaveCount(1);

    // A search that matches nothing says so in the spec's words.
    await page.getByRole('searchbox', { name: 'Search games and venues' }).fill(`${group}zzz`);
    await expect(page.getByText('No games found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search criteria.')).toBeVisible();
  });

  test('a venue opens its games, and Use my location measures from the device instead of the profile', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('venuehost');
    const group = tag();
    const venue = `Court ${group}`;
    const title = `Venue game ${group}`;
    // In Austin, where the players' profiles are.
    await createGameByApi(host, {
      title,
      sport: 'pickleball',
      location: venue,
      at: { latitude: 30.2669, longitude: -97.7729 },
    });
    const { page, context } = host;

    await page.goto('/find');
    await page.getByRole('tab', { name: 'Venues' }).click();
    await page.getByRole('searchbox', { name: 'Search games and venues' }).fill(group);
    const venues = page.getByRole('list', { name: 'Venues' });
    await expect(venues.getByRole('article')).toHaveCount(1);
    await expect(venues.getByText('1 upcoming game')).toBeVisible();
    await venues.getByRole('link', { name: new RegExp(`^${venue}.*view games$`) }).click();

    await expect(page).toHaveURL(new RegExp(`/find\\?location=Court(\\+|%20)${group}$`));
    await expect(page.getByRole('searchbox', { name: 'Search games and venues' })).toHaveValue(venue);
    await expect(gamesList(page).getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('Distances are from your profile location.')).toBeVisible();

    // From London, the Austin game is far away.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.5074, longitude: -0.1278 });
    // Where the lists measure from is shown in one place ("Near ... · Change"); Change offers the device.
    await page.getByRole('button', { name: 'Change where you are' }).click();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Distances are from your current location.')).toBeVisible();
    // A venue's link always lists its games, however far: here measured from London, thousands of miles.
    await expect(gamesList(page).getByText(/\b\d{4} mi\b/)).toBeVisible();

    await page.getByRole('button', { name: 'Change where you are' }).click();
    await page.getByRole('button', { name: 'Use my profile location' }).click();
    await expect(gamesList(page).getByRole('link', { name: title })).toBeVisible();
  });

  test('the list shows a game another player creates, without a reload', async ({ newPlayer }) => {
    const viewer = await newPlayer('viewer');
    const other = await newPlayer('creator');
    const group = tag();
    const ready = gamesFeedReady(viewer.page);
    await viewer.page.goto(`/find?q=${group}`);
    await expect(viewer.page.getByText('No games found')).toBeVisible();
    await ready;

    const title = `Live pickup ${group}`;
    await createGameByApi(other, { title, sport: 'basketball' });
    await expect(gamesList(viewer.page).getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe('find reaches other cities', () => {
  test('a city typed in the search moves the list there, and a wider radius reaches a suburb', async ({
    newPlayer,
  }) => {
    // Players live in Austin; this game is in Toronto, at a venue whose name does not say so.
    const player = await newPlayer('traveller');
    const group = tag();
    const title = `Harbour run ${group}`;
    await createGameByApi(player, {
      title,
      sport: 'running',
      location: `Harbourfront ${group}`,
      at: { latitude: 43.6387, longitude: -79.3817 },
    });
    const { page } = player;

    await page.goto('/find?q=Toronto');
    await expect(page.getByRole('heading', { name: /^Games near Toronto/ })).toBeVisible({ timeout: 30_000 });
    await expect(gamesList(page).getByRole('link', { name: title })).toBeVisible();

    // The distance filter offers 50 and 100 miles and any distance.
    await page.getByRole('button', { name: 'Filters' }).click();
    const distance = page.getByLabel('Distance');
    await expect(distance.locator('option')).toHaveText([
      'Within 5 miles',
      'Within 10 miles',
      'Within 25 miles',
      'Within 50 miles',
      'Within 100 miles',
      'Any distance',
    ]);
    await distance.selectOption('any');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/distance=any/);
    await expect(gamesList(page).getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
  });
});

test.describe('create and find pass axe', () => {
  // Five axe runs in one journey take longer than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  for (const theme of ['light', 'dark'] as const) {
    for (const size of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      test(`/create and /find on a ${size.name} in the ${theme} theme`, async ({ newPlayer }) => {
        const player = await newPlayer('axe');
        const { page } = player;
        if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await page.setViewportSize({ width: size.width, height: size.height });
        await createGameByApi(player, { title: `Axe check ${tag()}`, sport: 'volleyball' });

        await page.goto('/create');
        await expect(page.getByRole('heading', { name: 'Create Game' })).toBeVisible();
        await page.getByRole('button', { name: 'Create Game' }).click();
        await expect(page.getByText('Please select a sport.')).toBeVisible();
        await expectAccessible(page);

        await page.goto('/find');
        await expect(page.getByRole('heading', { name: 'Find Games' })).toBeVisible();
        await expect(gamesList(page)).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Filters' }).click();
        await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('tab', { name: 'Venues' }).click();
        await expect(page.getByRole('tab', { name: 'Venues' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(/Loading venues/)).toHaveCount(0);
        await expectAccessible(page);
        await page.getByRole('tab', { name: 'Games' }).click();
        await page.getByRole('tab', { name: 'Map' }).click();
        await expect(page.getByRole('heading', { name: 'Nearby Games' })).toBeVisible();
        await expectAccessible(page);
      });
    }
  }
});
