import { expectAccessible } from './support/accessibility.ts';
import { createGame } from './support/game-api.ts';
import { befriend, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

test.describe('dashboard', () => {
  test('shows the next games, what friends did and the popular places, from one request, on desktop and phone', async ({
    newPlayer,
  }) => {
    // Two players, several screens and axe at three sizes and themes: more than the default minute.
    test.slow();
    const vera = await newPlayer('vera');
    const fran = await newPlayer('fran');
    const consoleErrors = [...watchConsole(vera)];
    await befriend(vera, fran);
    const hosted = await createGame(vera, {
      title: `Vera's pickup ${Math.random().toString(36).slice(2, 6)}`,
    });
    const frans = await createGame(fran, {
      title: `Fran's run ${Math.random().toString(36).slice(2, 6)}`,
      sport: 'soccer',
    });
    const joined = await vera.page.request.post(`/api/games/${frans.id}/join`);
    expect(joined.status(), await joined.text()).toBe(200);
    // A page's subscription asks again for the second before it (the realtime client's overlap), and a
    // change to one of the viewer's games in it refetches the dashboard. Opened later, as a player
    // would, the page makes its one request and no other.
    await vera.page.waitForTimeout(1_500);

    const dashboardCalls: string[] = [];
    vera.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/dashboard')) dashboardCalls.push(request.url());
    });
    await vera.page.goto('/dashboard');
    // The first look-up of a profile's city loads the embedded gazetteer: allow for it.
    await expect(vera.page.getByRole('heading', { name: 'Upcoming Games' })).toBeVisible({ timeout: 30_000 });

    // Upcoming Games: both games, each opening its page; View all leads to Find Games.
    const upcoming = vera.page.getByRole('heading', { name: 'Upcoming Games' }).locator('xpath=../..');
    await expect(upcoming.getByRole('link', { name: new RegExp(hosted.title) })).toHaveAttribute(
      'href',
      `/game/${hosted.id}`,
    );
    await expect(upcoming.getByRole('link', { name: new RegExp(frans.title) })).toBeVisible();
    await expect(vera.page.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/find');

    // Friends Activity: Fran created her game, with a View button to it.
    const activity = vera.page.getByRole('list', { name: 'Recent friend activity' });
    const created = activity.getByRole('listitem').filter({ hasText: `${fran.name} created ${frans.title}` });
    await expect(created).toBeVisible();
    await expect(created.getByRole('link', { name: `View ${frans.title}` })).toHaveAttribute(
      'href',
      `/game/${frans.id}`,
    );

    // Popular Locations: the courts both games are at, with their count, leading to its games.
    const place = vera.page.getByRole('link', { name: /^Riverside Courts \d+ games/ });
    await expect(place).toBeVisible();
    await expect(place).toHaveAttribute('href', '/find?location=Riverside+Courts');
    await expect(vera.page.getByRole('link', { name: 'Popular Locations' })).toHaveAttribute(
      'href',
      '/popular-locations',
    );
    expect(dashboardCalls).toHaveLength(1);
    await expectAccessible(vera.page);

    await vera.page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(vera.page);
    await vera.page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await vera.page.reload();
    await expect(vera.page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(vera.page.getByRole('heading', { name: 'Upcoming Games' })).toBeVisible();
    await expectAccessible(vera.page);
    expect(consoleErrors).toEqual([]);
  });

  test('a new player in a city with games sees games to join on the first dashboard, and joins one in one tap', async ({
    newPlayer,
  }) => {
    test.slow();
    const host = await newPlayer('host');
    // Fencing: a sport no other journey plays, so this game leads the new player's suggestions.
    const newcomer = await newPlayer('newcomer', { sports: ['fencing'] });
    const consoleErrors = [...watchConsole(newcomer)];
    const run = Math.random().toString(36).slice(2, 6);
    const title = `Open bouts ${run}`;
    // At Zilker Park, two miles from the Austin of the players' profiles.
    const created = await host.page.request.post('/api/games', {
      data: {
        sport: 'fencing',
        title,
        date: new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10),
        time: '18:30',
        timeZone: 'UTC',
        location: `Zilker Park ${run}`,
        latitude: 30.2669,
        longitude: -97.7729,
        maxPlayers: 8,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const { page } = newcomer;
    await page.goto('/dashboard');
    await expect(page.getByText('No upcoming games found')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Near /)).toBeVisible();
    const forYou = page.getByRole('list', { name: 'Games for you' });
    const card = forYou.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/\d+(\.\d)? mi/);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);

    await card.getByRole('button', { name: `Join ${title}` }).click();
    const upcoming = page.getByRole('heading', { name: 'Upcoming Games' }).locator('xpath=../..');
    await expect(upcoming.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByRole('button')).toHaveCount(0);
    await expect(page.getByText('No upcoming games found')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a player joining my game shows on my dashboard and in My Games without a reload', async ({
    newPlayer,
  }) => {
    const vera = await newPlayer('vera');
    const fran = await newPlayer('fran');
    const hosted = await createGame(vera, {
      title: `Vera's live run ${Math.random().toString(36).slice(2, 6)}`,
      maxPlayers: 8,
    });

    await vera.page.goto('/dashboard');
    const upcoming = vera.page.getByRole('link', { name: new RegExp(hosted.title) });
    await expect(upcoming).toContainText('1/8 players', { timeout: 30_000 });
    const joined = await fran.page.request.post(`/api/games/${hosted.id}/join`);
    expect(joined.status(), await joined.text()).toBe(200);
    await expect(upcoming).toContainText('2/8 players');

    await vera.page.goto('/my-games');
    const card = vera.page.getByRole('link', { name: new RegExp(hosted.title) });
    await expect(card).toContainText('2 of 8 players joined');
    const left = await fran.page.request.post(`/api/games/${hosted.id}/leave`);
    expect(left.status(), await left.text()).toBe(200);
    await expect(card).toContainText('1 of 8 players joined');
  });

  test('a player who joins while my page is still connecting shows on my dashboard once it connects', async ({
    newPlayer,
  }) => {
    const vera = await newPlayer('vera');
    const fran = await newPlayer('fran');
    const hosted = await createGame(vera, {
      title: `Vera's slow link ${Math.random().toString(36).slice(2, 6)}`,
      maxPlayers: 8,
    });
    // The dashboard reads its data at once; its socket reaches the server only after Fran has joined.
    const gate: { open?: () => void } = {};
    const socketHeld = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    await vera.page.routeWebSocket('**/api/realtime', async (socket) => {
      await socketHeld;
      socket.connectToServer();
    });

    await vera.page.goto('/dashboard');
    const upcoming = vera.page.getByRole('link', { name: new RegExp(hosted.title) });
    await expect(upcoming).toContainText('1/8 players', { timeout: 30_000 });
    const joined = await fran.page.request.post(`/api/games/${hosted.id}/join`);
    expect(joined.status(), await joined.text()).toBe(200);
    gate.open?.();
    await expect(upcoming).toContainText('2/8 players');
  });

  test("a new player sees each section's empty state and a way to create a game", async ({ newPlayer }) => {
    const newcomer = await newPlayer('newcomer');
    await newcomer.page.goto('/dashboard');
    await expect(newcomer.page.getByText('No upcoming games found')).toBeVisible({ timeout: 30_000 });
    await expect(newcomer.page.getByText('Create or join a game to get started!')).toBeVisible();
    await expect(newcomer.page.getByRole('main').getByRole('link', { name: 'Create Game' })).toHaveAttribute(
      'href',
      '/create',
    );
    await expect(newcomer.page.getByText('No recent friend activity')).toBeVisible();
    await expect(newcomer.page.getByText('Connect with friends to see their activities!')).toBeVisible();
  });
});
