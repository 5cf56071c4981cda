import { expectAccessible } from './support/accessibility.ts';
import type { Player } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** A game at `location` (at `at` when given), tomorrow, created through the API by `host`. */
async function createGameAt(
  host: Player,
  location: string,
  sport: string,
  at?: { latitude: number; longitude: number },
) {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await host.page.request.post('/api/games', {
    data: {
      sport,
      title: `${sport} at ${location}`,
      date,
      time: '18:30',
      timeZone: 'UTC',
      location,
      ...at,
      maxPlayers: 8,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The row of a place in the list, found by its name. */
const rowOf = (host: Player, name: string) =>
  host.page
    .getByRole('list', { name: 'Locations' })
    .getByRole('listitem')
    .filter({
      has: host.page.getByRole('link', { name, exact: true }),
    });

test.describe('popular locations', () => {
  test('lists the places by game count with badges, searches them, and opens their games', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('venues');
    // Other journeys create games on the same server: a word of this run's own keeps the list to ours.
    const run = Math.random().toString(36).slice(2, 8);
    const park = `Zenith Park ${run}`;
    const hall = `Zenith Hall ${run}`;
    await createGameAt(host, park, 'soccer');
    await createGameAt(host, park, 'tennis');
    await createGameAt(host, hall, 'basketball');

    await host.page.goto('/popular-locations');
    await expect(host.page.getByRole('heading', { name: 'Popular Locations' })).toBeVisible();
    await expect(host.page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(host.page.getByText('Total Locations')).toBeVisible();

    const search = host.page.getByRole('searchbox', { name: 'Search locations' });
    await expect(search).toHaveAttribute('placeholder', 'Search locations...');
    await search.fill(run);
    const rows = host.page.getByRole('list', { name: 'Locations' }).locator(':scope > li');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(park);
    await expect(rows.nth(0)).toContainText('Top 1');
    await expect(rows.nth(0)).toContainText('2 games');
    await expect(rows.nth(1)).toContainText(hall);
    await expect(rows.nth(1)).toContainText('Top 2');
    await expect(rowOf(host, park).getByRole('list', { name: 'Sports played here' })).toContainText('Soccer');
    // The totals follow the search.
    await expect(host.page.getByText('Total Games').locator('xpath=following-sibling::dd')).toHaveText('3');

    await rowOf(host, park)
      .getByRole('link', { name: `View Games at ${park}` })
      .click();
    await expect(host.page).toHaveURL(`/find?location=${encodeURIComponent(park).replaceAll('%20', '+')}`);

    // A term that looks like markup is shown as the text it is.
    await host.page.goto('/popular-locations');
    const hostile = `<img src=x onerror=alert(1)>${run}`;
    await host.page.getByRole('searchbox', { name: 'Search locations' }).fill(hostile);
    await expect(host.page.getByText(`No locations found matching "${hostile}"`)).toBeVisible();
    await expect(host.page.getByText('Try adjusting your search term.')).toBeVisible();
    await expect(host.page.locator('img[src="x"]')).toHaveCount(0);

    // Clicking a row, not only View Games, opens the games there.
    await host.page.getByRole('searchbox', { name: 'Search locations' }).fill(run);
    await rowOf(host, hall).getByRole('link', { name: hall, exact: true }).click();
    await expect(host.page).toHaveURL(/\/find\?location=Zenith\+Hall\+/);
  });

  test('are local: a player in Austin sees the Austin place first, with its distance, before one abroad', async ({
    newPlayer,
  }) => {
    const player = await newPlayer('local');
    const run = Math.random().toString(36).slice(2, 8);
    // The busier place is in Toronto; the nearer one, in Austin where the player's profile is, comes first.
    await createGameAt(player, `Lakeshore Courts ${run}`, 'tennis', {
      latitude: 43.6387,
      longitude: -79.3817,
    });
    await createGameAt(player, `Lakeshore Courts ${run}`, 'soccer', {
      latitude: 43.6387,
      longitude: -79.3817,
    });
    await createGameAt(player, `Zilker Courts ${run}`, 'tennis', { latitude: 30.2669, longitude: -97.7729 });

    await player.page.goto('/popular-locations');
    await expect(player.page.getByText('Near Austin', { exact: false })).toBeVisible({ timeout: 30_000 });
    await player.page.getByRole('searchbox', { name: 'Search locations' }).fill(run);
    const rows = player.page.getByRole('list', { name: 'Locations' }).locator(':scope > li');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Zilker Courts ${run}`);
    await expect(rows.nth(0)).toContainText(/· \d+(\.\d)? mi away/);
    await expect(rows.nth(1)).toContainText(`Lakeshore Courts ${run}`);

    // The dashboard's card is local too: no place abroad before the nearby one.
    await player.page.goto('/dashboard');
    const card = player.page.getByRole('link', { name: 'Popular Locations' }).locator('xpath=../../..');
    await expect(
      card
        .getByRole('link')
        .filter({ hasText: /mi away/ })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('link', { name: new RegExp(`Lakeshore Courts ${run}`) })).toHaveCount(0);
  });

  test('kilometres chosen in Settings show in the places, the find list and its distance filter', async ({
    newPlayer,
  }) => {
    const player = await newPlayer('metric');
    const run = Math.random().toString(36).slice(2, 8);
    const place = `Zilker Lawn ${run}`;
    await createGameAt(player, place, 'tennis', { latitude: 30.2669, longitude: -97.7729 });

    await player.page.goto('/profile/settings');
    const units = player.page.getByRole('group', { name: 'Show distances in' });
    // The browser here reads en-US: miles until the player chooses.
    await expect(units.getByRole('radio', { name: /By my language and region \(miles\)/ })).toBeChecked();
    await units.getByRole('radio', { name: 'Kilometres' }).check();
    await expect(player.page.getByText('Distance unit saved.')).toBeVisible();
    await expectAccessible(player.page);
    await player.page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(player.page);

    await player.page.goto('/popular-locations');
    await player.page.getByRole('searchbox', { name: 'Search locations' }).fill(run);
    await expect(rowOf(player, place)).toContainText(/\d+(\.\d)? km away/);

    await player.page.goto(`/find?location=${encodeURIComponent(place)}`);
    await expect(player.page.getByRole('list', { name: 'Games' })).toContainText(/\d+(\.\d)? km/);
    await player.page.getByRole('button', { name: 'Filters' }).click();
    await expect(player.page.getByLabel('Distance').locator('option').first()).toHaveText('Within 8 km');
  });

  test('passes axe on a desktop and on a phone, light and dark', async ({ newPlayer }) => {
    // Four pages, each loaded and checked by axe: more than a minute on a busy machine.
    test.slow();
    const player = await newPlayer('axe');
    await createGameAt(player, `Axe Arena ${Math.random().toString(36).slice(2, 8)}`, 'volleyball');
    await player.page.goto('/popular-locations');
    for (const theme of ['light', 'dark'] as const) {
      await player.page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await player.page.setViewportSize(viewport);
        await player.page.goto('/popular-locations');
        await expect(player.page.getByRole('list', { name: 'Locations' })).toBeVisible();
        await expectAccessible(player.page);
      }
    }
  });
});
