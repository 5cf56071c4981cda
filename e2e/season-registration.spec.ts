import { accessibleAtBothSizes } from './support/accessibility.ts';
import { soonOnServerClock } from './support/game-api.ts';
import { bellBadge, openLive, type Player, watchConsole } from './support/players.ts';
import {
  createLeagueWithMembers,
  createSeason,
  createTeam,
  expectAnswer,
  generateAndKickOffFirstFixture,
  leagueFollowed,
  seasonTag,
} from './support/season-api.ts';
import { expect, test } from './support/test.ts';

// A season's registration and its organisers (issue 29 §1): members join a team themselves or ask to
// be placed, organisers place them, and the league's creator shares the organising. The league and
// season are made through the API; the Teams tab is driven on screen.

test('members join a team or ask to be placed, the organiser places them, and closing registration takes Join away', async ({
  newPlayer,
}) => {
  // Four sign-ups, three people's pages and axe at two sizes: about a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const [organiser, captain, joiner, asker] = (await Promise.all(
    ['organiser', 'blazecap', 'joiner', 'asker'].map((prefix) => newPlayer(prefix)),
  )) as [Player, Player, Player, Player];
  const errors = [organiser, captain, joiner, asker].flatMap((player) => watchConsole(player));

  // Two teams of at most two, each with its captain on it: one place left on each.
  const group = seasonTag();
  const leagueName = `Thursday Five ${group}`;
  const seasonName = `Spring ${group}`;
  const leagueId = await createLeagueWithMembers(organiser, leagueName, [captain, joiner, asker]);
  const seasonId = await createSeason(organiser, leagueId, {
    name: seasonName,
    firstKickOff: await soonOnServerClock(organiser, 24 * 60),
    registration: 'open',
    rosterSize: 2,
  });
  await createTeam(organiser, seasonId, { name: 'Aces', colour: '#1d4ed8', captain: organiser });
  await createTeam(organiser, seasonId, { name: 'Blazers', colour: '#b91c1c', captain });
  const seasonPage = `/leagues/${leagueId}/seasons/${seasonId}`;

  // A member joins the Aces themselves, which fills them.
  await joiner.page.goto(seasonPage);
  await joiner.page.getByRole('button', { name: 'Join Aces' }).click();
  await expect(joiner.page.getByText('You joined Aces')).toBeVisible();
  await expect(
    joiner.page.getByRole('list', { name: 'Aces players' }).getByRole('link', { name: joiner.name }),
  ).toBeVisible();
  await expect(joiner.page.getByText('2 of 2 players').first()).toBeVisible();

  // Another member finds the Aces full, and asks to be placed with a word for the organisers.
  await asker.page.goto(seasonPage);
  await expect(asker.page.getByRole('button', { name: 'Full', exact: true })).toBeDisabled();
  await expect(asker.page.getByRole('button', { name: 'Join Blazers' })).toBeEnabled();
  await asker.page.getByRole('button', { name: 'Ask to be placed' }).click();
  const askDialog = asker.page.getByRole('dialog', { name: 'Ask to be placed' });
  await askDialog.getByLabel('Message to the organisers (optional)').fill('Happy to play in goal');
  await askDialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(askDialog).toBeHidden();
  await expect(asker.page.getByText('You asked the organisers to place you in a team.')).toBeVisible();

  // The organiser closes registration on the season's form.
  await organiser.page.goto(seasonPage);
  await organiser.page.getByRole('link', { name: 'Edit season' }).click();
  await organiser.page.getByLabel('Registration', { exact: true }).selectOption('closed');
  await organiser.page.getByRole('button', { name: 'Save season' }).click();
  await expect(organiser.page.getByRole('heading', { name: seasonName })).toBeVisible();

  // On their next load, members on no team have no Join and no Full left, only their request.
  await asker.page.reload();
  await expect(asker.page.getByRole('heading', { name: 'Blazers', level: 3 })).toBeVisible();
  await expect(asker.page.getByText('You asked the organisers to place you in a team.')).toBeVisible();
  await expect(asker.page.getByRole('button', { name: /^Join / })).toHaveCount(0);
  await expect(asker.page.getByRole('button', { name: 'Full', exact: true })).toHaveCount(0);

  // The organiser sees the request with its message, and places the member on the team with room.
  const requests = organiser.page
    .getByRole('heading', { name: 'Asking to be placed', exact: true })
    .locator('xpath=../..');
  await expect(requests.getByText(asker.name, { exact: true })).toBeVisible();
  await expect(requests.getByText('“Happy to play in goal”')).toBeVisible();
  await expect(requests.getByLabel(`Place ${asker.name} in`)).toHaveValue(/.+/);
  await expect(requests.getByLabel(`Place ${asker.name} in`).getByRole('option')).toHaveText(['Blazers']);
  await accessibleAtBothSizes(organiser.page);
  // The member keeps the season open, following their own feed and the league's.
  const seasonFollowed = leagueFollowed(asker.page, leagueId);
  await openLive(asker, seasonPage);
  await seasonFollowed;
  await requests.getByRole('button', { name: 'Place' }).click();
  await expect(organiser.page.getByText(`${asker.name} is on Blazers`)).toBeVisible();
  await expect(
    organiser.page.getByRole('heading', { name: 'Asking to be placed', exact: true }),
  ).toBeHidden();

  // The placed member sees it on their open page and is told.
  await expect(
    asker.page.getByRole('list', { name: 'Blazers players' }).getByRole('link', { name: asker.name }),
  ).toBeVisible();
  await expect(bellBadge(asker.page)).toBeVisible();
  await asker.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    asker.page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`${organiser.name} put you on Blazers for ${seasonName} in ${leagueName}`),
  ).toBeVisible();

  expect(errors).toEqual([]);
});

test('the creator names a co-organiser who may then add a team, until removed; the Stats tab leads with the season’s leaders', async ({
  newPlayer,
}) => {
  // Two people, a result that counts, and axe on two screens at two sizes: about a minute when busy.
  test.setTimeout(120_000);
  const [creator, helper] = (await Promise.all(['creator', 'helper'].map((prefix) => newPlayer(prefix)))) as [
    Player,
    Player,
  ];
  const errors = [creator, helper].flatMap((player) => watchConsole(player));

  // A season whose first kick-off is an hour away, with one team so far (the creator's).
  const group = seasonTag();
  const seasonName = `Autumn ${group}`;
  const leagueId = await createLeagueWithMembers(creator, `Sunday Seven ${group}`, [helper]);
  const seasonId = await createSeason(creator, leagueId, {
    name: seasonName,
    firstKickOff: await soonOnServerClock(creator, 60),
    format: 'double_round_robin',
    statLabel: 'Goals',
  });
  await createTeam(creator, seasonId, { name: 'Aces', colour: '#1d4ed8', captain: creator });
  const seasonPage = `/leagues/${leagueId}/seasons/${seasonId}`;

  // Before: the member has no organiser's controls.
  await helper.page.goto(seasonPage);
  await expect(helper.page.getByRole('heading', { name: 'Aces', level: 3 })).toBeVisible();
  await expect(helper.page.getByRole('button', { name: 'Add team' })).toHaveCount(0);
  await expect(helper.page.getByRole('link', { name: 'Edit season' })).toHaveCount(0);

  // The creator names them co-organiser in the Organisers card.
  await creator.page.goto(seasonPage);
  const organisers = creator.page
    .getByRole('heading', { name: 'Organisers', exact: true })
    .locator('xpath=../..');
  await organisers.getByLabel('Name a co-organiser').selectOption(helper.id);
  await organisers.getByRole('button', { name: 'Add organiser' }).click();
  await expect(creator.page.getByText(`${helper.name} now co-organises the league`)).toBeVisible();
  await expect(organisers.getByRole('listitem').filter({ hasText: helper.name })).toContainText(
    'Co-organiser',
  );
  await accessibleAtBothSizes(creator.page);

  // The co-organiser's next load has the organiser's controls: they add a team, captained by themselves.
  await helper.page.reload();
  await expect(helper.page.getByRole('link', { name: 'Edit season' })).toBeVisible();
  await helper.page.getByRole('button', { name: 'Add team' }).click();
  const teamDialog = helper.page.getByRole('dialog', { name: 'Add a team' });
  await teamDialog.getByLabel('Team name').fill('Blazers');
  await teamDialog.getByLabel('Captain').selectOption(helper.id);
  await teamDialog.getByRole('button', { name: 'Add team' }).click();
  await expect(teamDialog).toBeHidden();
  await expect(helper.page.getByRole('heading', { name: 'Blazers', level: 3 })).toBeVisible();

  // The creator removes them; on their next load the controls are gone (their captaincy stays).
  await organisers.getByRole('button', { name: `Remove ${helper.name} as co-organiser` }).click();
  await expect(creator.page.getByText(`${helper.name} no longer co-organises the league`)).toBeVisible();
  await expect(organisers.getByRole('listitem').filter({ hasText: helper.name })).toHaveCount(0);
  await helper.page.reload();
  await expect(helper.page.getByRole('heading', { name: 'Blazers', level: 3 })).toBeVisible();
  await expect(helper.page.getByRole('button', { name: 'Edit Blazers' })).toBeVisible();
  await expect(helper.page.getByRole('button', { name: 'Add team' })).toHaveCount(0);
  await expect(helper.page.getByRole('link', { name: 'Edit season' })).toHaveCount(0);
  await expect(helper.page.getByRole('button', { name: 'Delete Aces' })).toHaveCount(0);

  // The first fixture is played and the creator's report counts at once, with the helper's two goals.
  const fixtureId = await generateAndKickOffFirstFixture(creator, seasonId);
  await expectAnswer(
    creator.page.request.post(`/api/season-fixtures/${fixtureId}/result`, {
      data: {
        homeScore: 2,
        awayScore: 1,
        players: [
          { userId: helper.id, stat: 2 },
          { userId: creator.id, stat: 1 },
        ],
      },
    }),
  );

  // The league's Stats tab leads with the season's leaders.
  await helper.page.goto(`/leagues/${leagueId}?tab=stats`);
  const stats = helper.page.getByRole('tabpanel', { name: 'Stats' });
  await expect(stats.getByRole('link', { name: seasonName })).toBeVisible();
  await expect(stats.getByText('Season leaders')).toBeVisible();
  const leaders = stats.getByRole('region', { name: 'Leaders: Goals' });
  await expect(leaders.getByRole('listitem').first()).toContainText(helper.name);
  await expect(leaders.getByRole('listitem').first()).toContainText('2 goals');
  await expect(leaders.getByRole('listitem').nth(1)).toContainText(creator.name);
  await accessibleAtBothSizes(helper.page);

  expect(errors).toEqual([]);
});
