import { accessibleAtBothSizes } from './support/accessibility.ts';
import { soonOnServerClock } from './support/game-api.ts';
import { type Player, watchConsole } from './support/players.ts';
import { createLeagueWithMembers, expectAnswer as ok, seasonTag as tag } from './support/season-api.ts';
import { expect, test } from './support/test.ts';

// A league's season (issue 29 §1, §2): an organiser creates a season on its form, builds four teams
// (the first wholly on the page), generates the fixtures, and every player finds theirs among their
// upcoming games.

const day = (at: Date) => at.toISOString().slice(0, 10);

test('an organiser creates a season with four teams, generates fixtures and sees them in each player’s upcoming games', async ({
  newPlayer,
}) => {
  // Six people sign up and a season's screens are each checked by axe twice: longer than most journeys.
  test.setTimeout(300_000);
  // Signed up side by side, which halves the journey's set-up.
  const [organiser, winger, ace, blaze, comet, dyna] = (await Promise.all(
    ['organiser', 'winger', 'acecap', 'blazecap', 'cometcap', 'dynacap'].map((prefix) => newPlayer(prefix)),
  )) as [Player, Player, Player, Player, Player, Player];
  const captains = [ace, blaze, comet, dyna] as const;
  const errors = [organiser, winger, ...captains].flatMap((player) => watchConsole(player));
  const page = organiser.page;

  const group = tag();
  const leagueName = `Thursday Five ${group}`;
  const leagueId = await createLeagueWithMembers(organiser, leagueName, [...captains, winger]);

  // The league page offers its organiser a new season.
  await page.goto(`/leagues/${leagueId}`);
  const seasonsCard = page.getByRole('heading', { name: 'Seasons' });
  await expect(seasonsCard).toBeVisible();
  await page.getByRole('link', { name: 'New season' }).click();
  await expect(page.getByRole('heading', { name: 'New season' })).toBeVisible();
  await accessibleAtBothSizes(page);

  // The form says what is missing before anything is sent.
  await page.getByRole('button', { name: 'Create season' }).click();
  await expect(page.getByText('Please give the season a name')).toBeVisible();
  await expect(page.getByText('Pick at least one match day')).toBeVisible();

  // Starting tomorrow on the server's clock, every evening at 19:00, for a month.
  const start = await soonOnServerClock(organiser, 24 * 60);
  const seasonName = `Spring ${group}`;
  await page.getByLabel('Season name').fill(seasonName);
  await page.getByLabel('Start date').fill(day(start));
  await page.getByLabel('End date').fill(day(new Date(start.getTime() + 30 * 86_400_000)));
  await page.getByRole('button', { name: 'Move Scored up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scored is now number 2' })).toBeAttached();
  for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByRole('checkbox', { name: weekday }).check();
  }
  await page.getByLabel('Stat to count (optional)').fill('Goals');
  await page.getByRole('combobox', { name: 'Venue 1' }).fill('Riverside Park');
  await page.getByRole('button', { name: 'Create season' }).click();

  // The season's page: its first team made wholly here, with a captain and a second player.
  await expect(page.getByRole('heading', { name: seasonName })).toBeVisible();
  await expect(page.getByText('No teams yet')).toBeVisible();
  const seasonId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Add team' }).click();
  const teamDialog = page.getByRole('dialog', { name: 'Add a team' });
  await teamDialog.getByLabel('Team name').fill('Aces');
  await teamDialog.getByLabel('Captain').selectOption(captains[0].id);
  await accessibleAtBothSizes(page);
  await teamDialog.getByRole('button', { name: 'Add team' }).click();
  await expect(teamDialog).toBeHidden();
  const aces = page.getByRole('heading', { name: 'Aces', level: 3 });
  await expect(aces).toBeVisible();
  await page.getByRole('button', { name: 'Add a player to Aces' }).click();
  const playerDialog = page.getByRole('dialog', { name: 'Add a player to Aces' });
  await playerDialog.getByLabel('Member').selectOption(winger.id);
  await playerDialog.getByRole('button', { name: 'Add to team' }).click();
  await expect(playerDialog).toBeHidden();
  const acesPlayers = page.getByRole('list', { name: 'Aces players' });
  await expect(acesPlayers.getByRole('link', { name: winger.name })).toBeVisible();
  await expect(acesPlayers.getByRole('link', { name: captains[0].name })).toBeVisible();

  // Three more teams through the API; the open page follows them live.
  const others = ['Blazers', 'Comets', 'Dynamos'];
  for (const [index, name] of others.entries()) {
    await ok(
      page.request.post(`/api/seasons/${seasonId}/teams`, {
        data: { name, colour: ['#b91c1c', '#15803d', '#a16207'][index], captainId: captains[index + 1]?.id },
      }),
      201,
    );
  }
  for (const name of others) await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  await accessibleAtBothSizes(page);

  // Generate: three rounds of two fixtures, each with its game.
  await page.getByRole('tab', { name: 'Fixtures' }).click();
  await expect(page.getByText('No fixtures yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate fixtures' }).click();
  // The tab opens on the current round (the first, nothing played yet), one round at a time.
  await expect(page.getByRole('heading', { name: /^Round 1 · / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Game page/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Generate fixtures' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Previous round' })).toBeDisabled();
  await accessibleAtBothSizes(page);

  // The round navigator moves on; the round shown is in the address, so a reload keeps it.
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(page.getByRole('heading', { name: /^Round 2 · / })).toBeVisible();
  await expect(page).toHaveURL(/stage=regular&round=2/);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Round 2 · / })).toBeVisible();
  await page.getByLabel('Round', { exact: true }).selectOption('regular-3');
  await expect(page.getByRole('heading', { name: /^Round 3 · / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Game page/ })).toHaveCount(2);

  // The organiser moves one fixture to another venue; the page shows it there.
  await page
    .getByRole('button', { name: /^Move / })
    .first()
    .click();
  const moveDialog = page.getByRole('dialog', { name: /^Move / });
  await expect(moveDialog.getByRole('combobox', { name: 'Venue' })).toBeVisible();
  await accessibleAtBothSizes(page);
  await moveDialog.getByRole('combobox', { name: 'Venue' }).fill('Northside Field');
  await moveDialog.getByRole('button', { name: 'Move fixture' }).click();
  await expect(moveDialog).toBeHidden();
  await expect(page.getByText('Northside Field')).toBeVisible();

  // With the fixtures out, the season's rules are locked, but its name may still change.
  await page.getByRole('link', { name: 'Edit season' }).click();
  await expect(page.getByText(/The fixtures are out: the dates, format/)).toBeVisible();
  await expect(page.getByLabel('Start date')).toBeDisabled();
  await accessibleAtBothSizes(page);
  const renamed = `${seasonName} Cup`;
  await page.getByLabel('Season name').fill(renamed);
  await page.getByRole('button', { name: 'Save season' }).click();
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

  // Every player of every team finds their three fixtures among their upcoming games.
  const teamOf = new Map<Player, string>([
    [captains[0], 'Aces'],
    [winger, 'Aces'],
    [captains[1], 'Blazers'],
    [captains[2], 'Comets'],
    [captains[3], 'Dynamos'],
  ]);
  for (const [player, team] of teamOf) {
    await player.page.goto('/my-games');
    const fixtureCards = player.page.getByRole('link', {
      name: new RegExp(`(^|\\s)${team} v |\\sv ${team}(\\s|$)`),
    });
    await expect(fixtureCards.first()).toBeVisible({ timeout: 30_000 });
    await expect(fixtureCards).toHaveCount(3);
  }
  // And on the dashboard's Upcoming Games.
  await winger.page.goto('/dashboard');
  const upcoming = winger.page.getByRole('heading', { name: 'Upcoming Games' }).locator('xpath=../..');
  await expect(upcoming.getByRole('link', { name: /Aces v |v Aces/ }).first()).toBeVisible({
    timeout: 30_000,
  });

  // The league page lists the season as current.
  await page.goto(`/leagues/${leagueId}`);
  await expect(page.getByRole('link', { name: renamed })).toHaveAttribute(
    'href',
    `/leagues/${leagueId}/seasons/${seasonId}`,
  );
  expect(errors).toEqual([]);
});
