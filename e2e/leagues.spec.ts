import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { nextMail } from './support/mail.ts';
import { type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** Letters only, so a name never trips the content filter, and unique across parallel tests. */
const tag = () => [...randomBytes(6)].map((byte) => 'bdhjmnpqrtvwz'[byte % 13]).join('');

type NewLeague = { name: string; sport?: string; isPrivate?: boolean; maxMembers?: number };

/** Creates a league through the API, as another player's browser would; returns its id. */
async function createLeagueByApi(player: Player, league: NewLeague): Promise<string> {
  const response = await player.page.request.post('/api/leagues', {
    data: {
      name: league.name,
      sport: league.sport ?? 'tennis',
      skillLevel: 'intermediate',
      maxMembers: league.maxMembers ?? 12,
      description: 'Weeknight matches at the park.',
      isPrivate: league.isPrivate ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Resolves once the page's socket follows the league's topic, so a later change cannot slip past. */
function leagueFeedReady(page: Page, leagueId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type?: string; topic?: string };
        if (message.type === 'subscribed' && message.topic === `league:${leagueId}`) resolve();
      });
    });
  });
}

/** Opens a league's page and waits until it follows the league live. */
async function openLeagueLive(player: Player, leagueId: string, query = '') {
  const ready = leagueFeedReady(player.page, leagueId);
  await player.page.goto(`/leagues/${leagueId}${query}`);
  await ready;
}

/** A league's card on /leagues, found by its name. */
const cardOf = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });

test.describe('leagues', () => {
  test('a player creates a league, the banner invites by email and the mail carries the link, which can also be copied', async ({
    newPlayer,
  }) => {
    const creator = await newPlayer('founder');
    const friend = await newPlayer('friend');
    const consoleErrors = watchConsole(creator);
    const { page, context } = creator;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `Park Tennis ${tag()}`;

    await page.goto('/leagues');
    await expect(page.getByRole('heading', { name: 'Leagues', exact: true })).toBeVisible();
    await expect(page.getByText('No leagues yet')).toBeVisible();
    await expect(page.getByText('Create or join a league to get started')).toBeVisible();
    await page.getByRole('link', { name: 'Create League' }).click();
    await expect(page.getByRole('heading', { name: 'Create League' })).toBeVisible();

    // Submitting empty shows the spec's text and stays.
    await page.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByText('Please fill out all required fields.').first()).toBeVisible();
    await expect(page.getByLabel('Maximum Members')).toHaveValue('12');
    await page.getByLabel('Maximum Members').fill('60');
    await page.getByLabel('League Name').fill(name);
    // The radio itself is visually hidden inside its tile: a player clicks the tile.
    await page.getByText('Tennis', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Tennis' })).toBeChecked();
    await page.getByLabel('Skill Level').selectOption('intermediate');
    await page.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByText('Maximum members must be between 2 and 50.')).toBeVisible();
    await page.getByLabel('Maximum Members').fill('16');
    await page.getByLabel('Description (optional)').fill('Doubles on Tuesdays.');
    await page.getByRole('button', { name: 'Create League' }).click();

    await expect(page.getByText('League created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/find$/);
    const banner = page.getByRole('region', { name: 'New league created' });
    await expect(banner.getByText(`Your league "${name}" has been created!`)).toBeVisible();
    await banner.getByRole('button', { name: 'Invite Friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Players' });
    const link = dialog.getByLabel('League link');
    await expect(link).toHaveValue(/\/leagues\/[0-9a-f-]{36}$/);
    const leagueUrl = await link.inputValue();
    const leaguePath = new URL(leagueUrl).pathname;

    await dialog.getByRole('button', { name: 'Copy league link' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(leagueUrl);

    // An invalid address is named in the dialog, and nothing is sent.
    await dialog.getByLabel('Email invitations').fill(`${friend.email}, not-an-address`);
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(dialog.getByRole('alert')).toContainText('not-an-address');
    await dialog.getByLabel('Email invitations').fill(friend.email);
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(page.getByText('Invitations sent!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveCount(0);

    // The invitation really arrives, with the league's link.
    const mail = await nextMail(friend.page.request, friend.email, /.+/, 0);
    expect(mail.text).toContain(leagueUrl);

    // The friend follows the link to the league, and My Leagues lists it for its creator with the real numbers.
    await friend.page.goto(leaguePath);
    await expect(friend.page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(friend.page.getByRole('button', { name: 'Join League' })).toBeVisible();
    await page.goto('/leagues');
    const card = cardOf(page, name);
    await expect(page.getByRole('tab', { name: 'My Leagues (1)' })).toBeVisible();
    await expect(card.getByText('1 member', { exact: false })).toBeVisible();
    await expect(card.getByRole('link', { name: `Schedule Game for ${name}` })).toHaveAttribute(
      'href',
      `/leagues/schedule-game?leagueId=${leaguePath.split('/').pop()}`,
    );
    // The one refused send (the invalid address) is the only failed call.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  test('a public league is joined from Discover and moves to My Leagues; the member then leaves it', async ({
    newPlayer,
  }) => {
    const creator = await newPlayer('captain');
    const player = await newPlayer('joiner');
    const consoleErrors = [...watchConsole(creator), ...watchConsole(player)];
    const name = `Open Court ${tag()}`;
    const leagueId = await createLeagueByApi(creator, { name, sport: 'basketball' });
    const { page } = player;

    await page.goto(`/leagues?tab=discover&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('tab', { name: /Discover/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search leagues' })).toHaveValue(name);
    const card = cardOf(page, name);
    await expect(card.getByText('Basketball · 1 member · 0 games played')).toBeVisible();
    // The sport filter narrows Discover, kept in the address too.
    await page.getByLabel('Sport').selectOption('soccer');
    await expect(page).toHaveURL(/sport=soccer/);
    await expect(page.getByText('No leagues found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
    await page.getByLabel('Sport').selectOption('basketball');
    await card.getByRole('button', { name: 'Join League' }).click();
    await expect(page.getByText('Joined league!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Discover (0)' })).toBeVisible();
    await page.getByRole('tab', { name: /My Leagues/ }).click();
    await expect(cardOf(page, name).getByText('2 members', { exact: false })).toBeVisible();
    await expect(cardOf(page, name).getByRole('link', { name: `Schedule Game for ${name}` })).toHaveCount(0);

    // The creator's page counts the new member live.
    await openLeagueLive(creator, leagueId);
    const members = creator.page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members.getByRole('listitem').filter({ hasText: creator.name })).toContainText('Creator');
    await expect(members.getByRole('link', { name: player.name })).toHaveAttribute(
      'href',
      `/profile/${player.id}`,
    );

    await cardOf(page, name)
      .getByRole('link', { name: `View ${name}` })
      .click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Leave League' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave League' }).click();
    await expect(page.getByText(`You have left ${name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join League' })).toBeVisible();
    await expect(members.getByRole('listitem')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a private league is asked to join with a message, stays pending after a reload, and the creator approves', async ({
    newPlayer,
  }) => {
    // Two axe runs over the requests dialog take longer than the default minute on a busy machine.
    test.setTimeout(150_000);
    const creator = await newPlayer('owner');
    const player = await newPlayer('asker');
    const consoleErrors = [...watchConsole(creator), ...watchConsole(player)];
    const name = `Closed Club ${tag()}`;
    const leagueId = await createLeagueByApi(creator, { name, isPrivate: true });
    const { page } = player;

    // A visitor sees the header and a note instead of the tabs.
    await page.goto(`/leagues/${leagueId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('This league is private')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Teams' })).toHaveCount(0);

    await page.goto(`/leagues?tab=discover&q=${encodeURIComponent(name)}`);
    const card = cardOf(page, name);
    await expect(card.getByText('(private)')).toBeAttached();
    await card.getByRole('button', { name: 'Request to Join' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request to Join League' });
    // A profane message is refused with the spec's words under Inappropriate Content.
    await dialog.getByLabel('Message to the creator (optional)').fill('let me in you fucking legends');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Inappropriate Content')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your message contains profanity. Please keep messages appropriate.',
    );
    await dialog.getByLabel('Message to the creator (optional)').fill('I play every Tuesday.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Request Sent!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Request Pending' })).toBeDisabled();
    await page.reload();
    await expect(cardOf(page, name).getByRole('button', { name: 'Request Pending' })).toBeDisabled();

    await openLeagueLive(creator, leagueId);
    await creator.page.getByRole('button', { name: /Join Requests/ }).click();
    const requests = creator.page.getByRole('dialog', { name: 'Join Requests' });
    const row = requests.getByRole('listitem').filter({ hasText: player.name });
    await expect(row.getByText('I play every Tuesday.')).toBeVisible();
    // What the creator decides on: who asks (their profile a click away), their skill and record.
    await expect(row.getByRole('link', { name: `${player.name} (profile)` })).toHaveAttribute(
      'href',
      `/profile/${player.id}`,
    );
    const record = row.getByRole('list', { name: `${player.name}'s record` });
    await expect(record).toContainText('at Tennis');
    await expect(record).toContainText('No tennis games yet');
    await expect(record).toContainText('No sportsmanship ratings yet');
    await expectAccessible(creator.page);
    await creator.page.setViewportSize({ width: 390, height: 844 });
    await expect(row.getByRole('button', { name: `Approve ${player.name}` })).toBeVisible();
    await expectAccessible(creator.page);
    await creator.page.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole('button', { name: `Approve ${player.name}` }).click();
    await expect(creator.page.getByText('Request Approved')).toBeVisible();
    await expect(requests.getByText('No pending requests')).toBeVisible();
    await creator.page.keyboard.press('Escape');
    await expect(creator.page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);

    await page.goto('/leagues');
    await expect(cardOf(page, name).getByText('2 members', { exact: false })).toBeVisible();
    await cardOf(page, name)
      .getByRole('link', { name: `View ${name}` })
      .click();
    await expect(page.getByRole('tab', { name: 'Teams' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave League' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a league created with a place shows it, and Discover lists the leagues near the player first, with their distance', async ({
    newPlayer,
  }) => {
    test.setTimeout(180_000);
    const founder = await newPlayer('placer');
    const neighbour = await newPlayer('neighbour');
    const consoleErrors = [...watchConsole(founder), ...watchConsole(neighbour)];
    const run = tag();
    const austin = `Austin Hoops ${run}`;
    const toronto = `Toronto Hoops ${run}`;

    // The place comes from the suggestions, as on Create Game.
    const { page } = founder;
    await page.goto('/leagues/create');
    await page.getByLabel('League Name').fill(austin);
    await page.getByText('Basketball', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Basketball' })).toBeChecked();
    await page.getByLabel('Skill Level').selectOption('casual');
    await page.getByRole('combobox', { name: /Place \(optional\)/ }).fill('Austin');
    const suggestion = page.getByRole('option', { name: /Austin/ }).first();
    await expect(suggestion).toBeVisible({ timeout: 30_000 });
    await suggestion.click();
    await expect(page.getByText('Place found: distances and the map will use it.')).toBeVisible();
    await page.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByText(`Your league "${austin}" has been created!`)).toBeVisible();
    await page.goto('/leagues');
    await expect(cardOf(page, austin)).toContainText('Austin');
    await cardOf(page, austin)
      .getByRole('link', { name: `View ${austin}` })
      .click();
    await expect(page.getByRole('heading', { name: austin, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'League details' })).toContainText('Austin');

    // A newer league abroad: Discover's usual order (newest among equals) would put it first.
    const created = await founder.page.request.post('/api/leagues', {
      data: {
        name: toronto,
        sport: 'basketball',
        skillLevel: 'casual',
        place: 'Toronto',
        latitude: 43.6532,
        longitude: -79.3832,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The neighbour's profile says Austin, TX: the Austin league comes first, near them.
    const view = neighbour.page;
    await view.goto(`/leagues?tab=discover&q=${encodeURIComponent(run)}`);
    const cards = view.getByRole('list', { name: 'Leagues to discover' }).getByRole('article');
    await expect(cards).toHaveCount(2, { timeout: 30_000 });
    await expect(cards.nth(0)).toContainText(austin);
    await expect(cards.nth(0)).toContainText('Near you');
    await expect(cards.nth(1)).toContainText(toronto);
    await expect(cards.nth(1)).toContainText(/Toronto · \d+ (mi|km) away/);
    await expectAccessible(view);
    await view.setViewportSize({ width: 390, height: 844 });
    await expect(cards.nth(0)).toContainText(austin);
    await expectAccessible(view);
    expect(consoleErrors).toEqual([]);
  });

  test('the creator edits a tab and About, a reload keeps them and the chosen tab; deleting sends a visitor away', async ({
    newPlayer,
  }) => {
    const creator = await newPlayer('editor');
    const visitor = await newPlayer('reader');
    const consoleErrors = [...watchConsole(creator), ...watchConsole(visitor)];
    const name = `Saved Tabs ${tag()}`;
    const leagueId = await createLeagueByApi(creator, { name });
    const { page } = creator;

    await page.goto(`/leagues/${leagueId}`);
    await expect(page.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Max Members')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Teams section' }).click();
    await page.getByLabel('Title').fill('Our Teams');
    // Markup is kept as text, never drawn.
    await page.getByLabel('Content').fill('Reds and <b>Blues</b>\nSwap every month.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Our Teams' })).toBeVisible();
    await expect(page.getByText('Reds and <b>Blues</b>')).toBeVisible();

    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page).toHaveURL(/\?tab=about$/);
    await page.getByRole('button', { name: 'Edit About' }).click();
    await page.getByLabel('Description').fill('Now with a ladder.');
    await page.getByLabel('Skill Level').selectOption('advanced');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('League details updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Now with a ladder.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'League details' }).getByText('Advanced')).toBeVisible();

    // The visitor reads what the creator saved, with no Edit, and is sent away when the league goes.
    await openLeagueLive(visitor, leagueId);
    await expect(visitor.page.getByRole('heading', { name: 'Our Teams' })).toBeVisible();
    await expect(visitor.page.getByRole('button', { name: /Edit/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete League' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete League' }).click();
    await expect(page.getByText('League deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/leagues$/);
    await expect(visitor.page).toHaveURL(/\/leagues$/);
    await expect(visitor.page.getByText(`${name} was deleted by its creator`)).toBeVisible();
    await page.goto(`/leagues/${leagueId}`);
    await expect(page.getByText('League not found')).toBeVisible();
    await expect(
      page.getByText("The league you're looking for doesn't exist or has been removed"),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('leagues pass axe', () => {
  // Several axe runs in one journey take longer than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  for (const theme of ['light', 'dark'] as const) {
    for (const size of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      test(`/leagues, /leagues/create and a league page on a ${size.name} in the ${theme} theme`, async ({
        newPlayer,
      }) => {
        const player = await newPlayer('axe');
        const other = await newPlayer('other');
        const { page } = player;
        if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await page.setViewportSize({ width: size.width, height: size.height });
        const mine = `Axe Mine ${tag()}`;
        const leagueId = await createLeagueByApi(player, { name: mine, isPrivate: true });
        await createLeagueByApi(other, { name: `Axe Open ${tag()}` });
        await createLeagueByApi(other, { name: `Axe Closed ${tag()}`, isPrivate: true });

        await page.goto('/leagues');
        await expect(cardOf(page, mine)).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('tab', { name: /Discover/ }).click();
        await expect(page.getByRole('button', { name: 'Request to Join' }).first()).toBeVisible();
        await expectAccessible(page);

        await page.goto('/leagues/create');
        await page.getByRole('button', { name: 'Create League' }).click();
        await expect(page.getByText('Please fill out all required fields.').first()).toBeVisible();
        await expectAccessible(page);

        await page.goto(`/leagues/${leagueId}`);
        await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: /Join Requests/ }).click();
        await expect(page.getByText('No pending requests')).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Invite Players' }).click();
        await expect(page.getByRole('dialog', { name: 'Invite Players' })).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await page.getByRole('tab', { name: 'About' }).click();
        await page.getByRole('button', { name: 'Edit About' }).click();
        await expect(page.getByLabel('Description')).toBeVisible();
        await expectAccessible(page);
      });
    }
  }
});
