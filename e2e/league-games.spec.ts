import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { moveServerClockAhead, soonOnServerClock } from './support/game-api.ts';
import { type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** Letters only, so a name never trips the content filter, and unique across parallel tests. */
const tag = () => [...randomBytes(6)].map((byte) => 'bdhjmnpqrtvwz'[byte % 13]).join('');

/** A 1×1 PNG: a real image for the server to decode and re-encode, small enough to send in a blink. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const phone = { width: 390, height: 844 };

/** Creates a league through the API (the create screen has its own journey); returns its id. */
async function createLeagueByApi(player: Player, name: string, sport: string): Promise<string> {
  const response = await player.page.request.post('/api/leagues', {
    data: { name, sport, skillLevel: 'casual', maxMembers: 12, description: null, isPrivate: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Tomorrow's date (yyyy-MM-dd) on the browser's clock, which the date field reads. */
/** The form's Date and Time fields for `moment`, in the page's own time zone. */
async function dateAndTimeIn(page: Page, moment: Date): Promise<{ date: string; time: string }> {
  return page.evaluate((epochMs) => {
    const at = new Date(epochMs);
    return {
      date: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        at,
      ),
      time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        at,
      ),
    };
  }, moment.getTime());
}

/** The creator publishes a post with two images through the News tab's dialog, then removes one image. */
async function newsJourney(creator: Player, reader: Player) {
  const { page } = creator;
  const group = tag();
  const leagueName = `News league ${group}`;
  const leagueId = await createLeagueByApi(creator, leagueName, 'tennis');
  const joined = await reader.page.request.post(`/api/leagues/${leagueId}/join`);
  expect(joined.status(), await joined.text()).toBe(200);

  await page.goto(`/leagues/${leagueId}?tab=news`);
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(page.getByText('No news yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  // A post needs a title: the same check the server makes, before anything is sent.
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Please fill out all required fields.')).toBeVisible();

  const title = `Season opener ${group}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('First match on Saturday.\nBring water.');
  await dialog.getByLabel('Images', { exact: true }).setInputFiles([
    { name: 'court.png', mimeType: 'image/png', buffer: tinyPng },
    { name: 'team.png', mimeType: 'image/png', buffer: tinyPng },
  ]);
  const previews = dialog.getByRole('list', { name: 'Images to upload' }).getByRole('listitem');
  await expect(previews).toHaveCount(2);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Post published')).toBeVisible();
  await expect(dialog).toBeHidden();

  const images = page.getByRole('list', { name: `Images of ${title}` }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  await expect(page.getByText('First match on Saturday.')).toBeVisible();

  // One image opens full size, and Escape closes it.
  await page.getByRole('button', { name: 'Open image 1 full size' }).click();
  await expect(page.getByRole('dialog', { name: title }).getByRole('img', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: title })).toBeHidden();

  await page.getByRole('button', { name: `Remove image 1 of ${title}` }).click();
  await expect(toast(page, 'Image removed')).toBeVisible();
  await expect(images).toHaveCount(1);

  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page).toHaveURL(/tab=media/);
  await expect(page.getByRole('list', { name: 'League photos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('img', { name: title })).toBeVisible();

  // A member reads the post and its image, without the creator's buttons.
  await reader.page.goto(`/leagues/${leagueId}?tab=news`);
  await expect(reader.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    reader.page.getByRole('list', { name: `Images of ${title}` }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(reader.page.getByRole('button', { name: 'New Post' })).toHaveCount(0);
  await expect(reader.page.getByRole('button', { name: /^Remove image/ })).toHaveCount(0);
}

test.describe('league news and inter-league games', () => {
  test('a creator posts news with two images, removes one, and the Media tab and a member see the one left', async ({
    newPlayer,
  }) => {
    const creator = await newPlayer('newsie');
    const reader = await newPlayer('reader');
    const consoleErrors = watchConsole(creator);
    await newsJourney(creator, reader);
    expect(consoleErrors).toEqual([]);
  });

  test('the news journey works on a phone', async ({ newPlayer }) => {
    const creator = await newPlayer('phonenews');
    const reader = await newPlayer('phonereader');
    await creator.page.setViewportSize(phone);
    await reader.page.setViewportSize(phone);
    await newsJourney(creator, reader);
  });

  test('league A schedules a game, league B approves it, it is on Find Games, and its result reaches Stats and Standings', async ({
    newPlayer,
  }) => {
    // Two journeys' worth of pages and axe runs take longer than a minute on a busy machine.
    test.setTimeout(180_000);
    const alice = await newPlayer('hosta');
    const bruno = await newPlayer('hostb');
    const consoleErrors = watchConsole(alice);
    const group = tag();
    const nameA = `Aces ${group}`;
    const nameB = `Blazers ${group}`;
    const leagueA = await createLeagueByApi(alice, nameA, 'volleyball');
    const leagueB = await createLeagueByApi(bruno, nameB, 'volleyball');
    const { page } = alice;

    await page.goto(`/leagues/${leagueA}?tab=schedule`);
    await expect(page.getByText('No league games yet')).toBeVisible();
    await page.getByRole('link', { name: 'Schedule Game' }).click();
    await expect(page).toHaveURL(new RegExp(`/leagues/schedule-game\\?leagueId=${leagueA}$`));
    await expect(page.getByRole('heading', { name: 'Schedule League Game' })).toBeVisible();
    // The address is the truth: a reload keeps the league.
    await page.reload();
    await expect(page.getByText(nameA, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Send Game Request' }).click();
    await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
    await expectAccessible(page);

    const title = `Derby ${group}`;
    await page.getByLabel('Opposing League').selectOption({ label: `${nameB} (1 member)` });
    await page.getByLabel('Game Title').fill(title);
    await page.getByLabel('Game Type').selectOption('competition');
    // Soon, so the clock can be moved past its start before the result is reported.
    const startsAt = await dateAndTimeIn(page, await soonOnServerClock(alice, 15));
    await page.getByLabel('Date').fill(startsAt.date);
    await page.getByLabel('Time').fill(startsAt.time);
    await page.getByLabel('Location').fill(`Riverside Courts ${group}`);
    await page.getByLabel('Max Players per Team').fill('8');
    await page.getByRole('button', { name: 'Send Game Request' }).click();
    await expect(toast(page, 'Game request sent!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/leagues/${leagueA}$`));

    // League B's creator approves it from Game Requests.
    const other = bruno.page;
    await other.goto(`/leagues/${leagueB}`);
    await other.getByRole('button', { name: /^Game Requests/ }).click();
    const requests = other.getByRole('dialog', { name: 'Game Requests' });
    await expect(requests.getByRole('heading', { name: title })).toBeVisible();
    await expect(requests.getByText(`${nameA} invited ${nameB}`)).toBeVisible();
    await expect(requests.getByText('Pending')).toBeVisible();
    await expectAccessible(other);
    await requests.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(toast(other, 'Request Approved')).toBeVisible();
    await expect(requests.getByText('Approved')).toBeVisible();
    await expect(requests.getByText('Scheduled')).toBeVisible();
    await other.keyboard.press('Escape');

    // The approval made a real game, listed on Find Games.
    await other.goto(`/find?q=${group}`);
    await expect(other.getByRole('list', { name: 'Games' }).getByRole('link', { name: title })).toBeVisible();

    // Both leagues' Schedule tabs show it, with a way to its game.
    await page.goto(`/leagues/${leagueA}?tab=schedule`);
    const upcoming = page.getByRole('list', { name: 'Upcoming league games' });
    await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
    await expect(upcoming.getByText(`vs ${nameB}`)).toBeVisible();
    await expect(upcoming.getByRole('link', { name: `View Game ${title}` })).toBeVisible();
    await expectAccessible(page);

    // Once the game has started, league A's creator reports the result: a winner is required.
    await moveServerClockAhead(alice, 20);
    await page.reload();
    await page.getByRole('button', { name: /^Game Requests/ }).click();
    const mine = page.getByRole('dialog', { name: 'Game Requests' });
    await mine.getByRole('button', { name: `Report Result of ${title}` }).click();
    const report = page.getByRole('dialog', { name: 'Report Result' });
    await report.getByRole('button', { name: 'Report Result' }).click();
    await expect(report.getByText('Please select a winner.')).toBeVisible();
    await report.getByRole('radio', { name: nameA }).check();
    await report.getByLabel("Winner's score (optional)").fill('3');
    await report.getByLabel("Loser's score (optional)").fill('1');
    await report.getByRole('button', { name: 'Report Result' }).click();
    await expect(toast(page, 'Game Result Reported')).toBeVisible();
    await expect(report).toBeHidden();
    await expect(mine.getByText('Completed')).toBeVisible();
    await expect(mine.getByText(`${nameA} won 3–1`)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Stats' }).click();
    const record = page.getByRole('region', { name: 'Record' });
    await expect(record.getByText('Played')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '100%' })).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recent results' });
    await expect(recent.getByText(`vs ${nameB}`)).toBeVisible();
    await expect(recent.getByText('3–1')).toBeVisible();
    await expect(recent.getByText('Won')).toBeAttached();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Standings' }).click();
    const current = page.locator('tr[aria-current="true"]');
    await expect(current.getByRole('rowheader')).toHaveText(`${nameA} (this league)`);
    await expect(page.getByRole('row').filter({ hasText: nameB })).toContainText('0%');
    await expectAccessible(page);

    // The loser's Stats count the loss.
    await other.goto(`/leagues/${leagueB}?tab=stats`);
    await expect(other.getByRole('list', { name: 'Recent results' }).getByText('1–3')).toBeVisible();
    await expect(other.getByRole('definition').filter({ hasText: /^0%$/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('league tabs pass axe', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const theme of ['light', 'dark'] as const) {
    for (const size of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', ...phone },
    ]) {
      test(`Schedule, News, Stats, Media, Standings and Schedule League Game on a ${size.name} in the ${theme} theme`, async ({
        newPlayer,
      }) => {
        const creator = await newPlayer('axeleague');
        const { page } = creator;
        if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await page.setViewportSize({ width: size.width, height: size.height });
        const leagueId = await createLeagueByApi(creator, `Axe league ${tag()}`, 'rowing');

        for (const [tab, ready] of [
          ['schedule', 'No league games yet'],
          ['news', 'No news yet'],
          ['stats', 'No results yet'],
          ['media', 'No photos yet'],
          ['standings', 'No standings yet'],
        ] as const) {
          await page.goto(`/leagues/${leagueId}?tab=${tab}`);
          await expect(page.getByText(ready)).toBeVisible();
          await expectAccessible(page);
        }
        await page.goto(`/leagues/${leagueId}?tab=news`);
        await page.getByRole('button', { name: 'New Post' }).click();
        await expect(page.getByRole('dialog', { name: 'New Post' })).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Game Requests/ }).click();
        await expect(page.getByText('No game requests')).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');

        await page.goto(`/leagues/schedule-game?leagueId=${leagueId}`);
        await expect(page.getByRole('heading', { name: 'Schedule League Game' })).toBeVisible();
        // Other runs' rowing leagues may be listed to play, so wait for either state.
        await expect(page.getByText('Loading leagues...')).toHaveCount(0);
        await expect(
          page.getByRole('button', { name: 'Cancel' }).or(page.getByText('No leagues to play yet')),
        ).toBeVisible();
        await expectAccessible(page);
      });
    }
  }
});
