import type { Page } from '@playwright/test';
import { accessibleAtBothSizes, DESKTOP, expectAccessible, PHONE } from './support/accessibility.ts';
import { moveServerClockAhead, soonOnServerClock } from './support/game-api.ts';
import { type Player, watchConsole } from './support/players.ts';
import {
  createLeagueWithMembers,
  leagueFollowed,
  expectAnswer as ok,
  seasonTag as tag,
} from './support/season-api.ts';
import { expect, test } from './support/test.ts';

// A season's results (issue 29 §3, §4): a captain reports a score, the other captain confirms it, and
// the table updates live on another player's open page; the regular season over, the bracket appears,
// and the final's result crowns the champion, on the bracket and in the league's header.

type FixtureRow = {
  id: string;
  stage: string;
  startsAt: string;
  gameId: string | null;
  home: { name: string };
  away: { name: string };
};

/** One round of the season's fixtures (`?stage=playoff&round=1`), or with no query the current round. */
async function fixturesOf(player: Player, seasonId: string, round = ''): Promise<FixtureRow[]> {
  const list = await ok<{ fixtures: FixtureRow[] }>(
    player.page.request.get(`/api/seasons/${seasonId}/fixtures${round}`),
  );
  return list.fixtures;
}

/** On a phone the page never scrolls sideways: wide tables scroll inside their own box. */
async function fitsAPhone(page: Page) {
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

/**
 * Makes a fixture kicked off: moved to two minutes from the server's now (UTC) if it starts later than
 * that, then the server's clock moved just past its kick-off (never more, as other journeys share it).
 */
async function kickOff(organiser: Player, fixture: FixtureRow) {
  const soon = await soonOnServerClock(organiser, 2);
  let startsAt = new Date(fixture.startsAt).getTime();
  if (startsAt > soon.getTime()) {
    const iso = soon.toISOString();
    await ok(
      organiser.page.request.patch(`/api/season-fixtures/${fixture.id}`, {
        data: { date: iso.slice(0, 10), time: iso.slice(11, 16) },
      }),
    );
    startsAt = soon.getTime();
  }
  // The next whole minute on the server's clock: at most a minute ahead of its now.
  const now = (await soonOnServerClock(organiser, 0)).getTime();
  await moveServerClockAhead(organiser, Math.max(0, Math.ceil((startsAt - now) / 60_000)) + 1);
}

test('a captain reports a score, the other confirms, the table moves live, and the playoffs crown a champion', async ({
  newPlayer,
}) => {
  // Four players, two results and axe on four screens at two sizes: long on a shared two-core machine.
  test.setTimeout(240_000);
  const organiser = await newPlayer('organiser');
  const aceCaptain = await newPlayer('acecap');
  const blazerCaptain = await newPlayer('blazecap');
  const fan = await newPlayer('fan');
  const errors = [organiser, aceCaptain, blazerCaptain, fan].flatMap((player) => watchConsole(player));

  // The league, its members, and a season of two teams with a final between the top two.
  const group = tag();
  const leagueId = await createLeagueWithMembers(organiser, `Thursday Five ${group}`, [
    aceCaptain,
    blazerCaptain,
    fan,
  ]);
  // Kick-offs every day at a time a few minutes ahead of the server's clock, from today, in UTC.
  const firstKickOff = (await soonOnServerClock(organiser, 5)).toISOString();
  const startDate = firstKickOff.slice(0, 10);
  const endDate = new Date(Date.parse(startDate) + 30 * 86_400_000).toISOString().slice(0, 10);
  const seasonName = `Spring ${group}`;
  const season = await ok<{ id: string }>(
    organiser.page.request.post(`/api/leagues/${leagueId}/seasons`, {
      data: {
        name: seasonName,
        startDate,
        endDate,
        playoffTeams: 2,
        statLabel: 'Goals',
        matchWeekdays: [1, 2, 3, 4, 5, 6, 7],
        matchTimes: [firstKickOff.slice(11, 16)],
        timeZone: 'UTC',
        venues: [{ name: 'Riverside Pitch' }],
      },
    }),
    201,
  );
  const seasonPage = (tab: string) => `/leagues/${leagueId}/seasons/${season.id}?tab=${tab}`;
  const aces = await ok<{ id: string }>(
    organiser.page.request.post(`/api/seasons/${season.id}/teams`, {
      data: { name: 'Aces', colour: '#1d4ed8', captainId: aceCaptain.id },
    }),
    201,
  );
  await ok(
    organiser.page.request.post(`/api/seasons/${season.id}/teams`, {
      data: { name: 'Blazers', colour: '#b91c1c', captainId: blazerCaptain.id },
    }),
    201,
  );
  await ok(organiser.page.request.put(`/api/season-teams/${aces.id}/players/${fan.id}`));
  await ok(organiser.page.request.post(`/api/seasons/${season.id}/fixtures`, { data: {} }), 201);
  const [regular] = await fixturesOf(organiser, season.id);
  expect(regular?.stage).toBe('regular');
  await kickOff(organiser, regular as FixtureRow);
  // The generator picks who is at home: the buttons name the fixture as it is listed.
  const matchup = `${regular?.home.name} v ${regular?.away.name}`;

  // A fan keeps the league's Standings open: the season's table leads, nothing played yet.
  const followed = leagueFollowed(fan.page, leagueId);
  await fan.page.goto(`/leagues/${leagueId}?tab=standings`);
  await followed;
  const table = fan.page.getByRole('table', { name: `${seasonName} table` });
  await expect(table).toBeVisible();
  const acesRow = table.getByRole('row', { name: /Aces/ });
  await expect(acesRow.getByRole('cell').nth(1)).toHaveText('0');
  await expect(
    fan.page.getByRole('tabpanel', { name: 'Standings' }).getByRole('link', { name: seasonName }),
  ).toBeVisible();
  await expect(fan.page.getByText('Playoffs: the top 2 go through to the playoffs.')).toBeVisible();
  await accessibleAtBothSizes(fan.page);
  await fitsAPhone(fan.page);

  // The Aces' captain reports 3–1, with the fan's two goals.
  await aceCaptain.page.goto(seasonPage('fixtures'));
  await aceCaptain.page.getByRole('button', { name: `Report score for ${matchup}` }).click();
  const dialog = aceCaptain.page.getByRole('dialog', { name: 'Report score' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Scores are whole numbers from 0 to 999.').first()).toBeVisible();
  await dialog.getByLabel('Aces score').fill('3');
  await dialog.getByLabel('Blazers score').fill('1');
  await dialog.getByText(/Appearances and goals/).click();
  await dialog.getByLabel(`${fan.name}: Goals`).fill('2');
  await expectAccessible(aceCaptain.page);
  await aceCaptain.page.setViewportSize(PHONE);
  await expectAccessible(aceCaptain.page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(aceCaptain.page.getByText('Result awaiting confirmation')).toBeVisible();

  // The Blazers' captain confirms; the fan's open table moves without a reload.
  await blazerCaptain.page.goto(seasonPage('fixtures'));
  await expect(blazerCaptain.page.getByText('Result awaiting confirmation')).toBeVisible();
  await blazerCaptain.page.getByRole('button', { name: `Confirm the score of ${matchup}` }).click();
  await expect(blazerCaptain.page.getByText('Result awaiting confirmation')).toBeHidden();
  await expect(acesRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(acesRow.getByRole('cell').nth(8)).toHaveText('3');
  await expect(acesRow.getByText('Won', { exact: true })).toBeAttached();

  // The fan's two goals lead the season's stats, and the fixture's game page shows the score.
  await fan.page.goto(seasonPage('stats'));
  const leaders = fan.page.getByRole('region', { name: 'Leaders: Goals' });
  await expect(leaders.getByRole('listitem').filter({ hasText: fan.name })).toContainText('2 goals');
  await fan.page.goto(`/game/${regular?.gameId}`);
  const panel = fan.page.getByRole('region', { name: 'League fixture' });
  await expect(panel.getByText(/score (Aces 3, Blazers 1|Blazers 1, Aces 3)/)).toBeAttached();
  await expect(panel.getByRole('link', { name: seasonName })).toBeVisible();

  // The regular season is over: the bracket appears, its final between the two teams.
  // Every regular result counts: the current round is the final's, which the list now opens on.
  const [final] = await fixturesOf(organiser, season.id);
  expect(final?.stage, 'the final is scheduled once the regular season is over').toBe('playoff');
  expect(await fixturesOf(organiser, season.id, '?stage=playoff&round=1')).toEqual([final]);
  await fan.page.goto(seasonPage('bracket'));
  const finalCard = fan.page.getByRole('article', { name: 'Final' });
  await expect(finalCard.getByText('Aces')).toBeVisible();
  await expect(finalCard.getByText('Blazers')).toBeVisible();
  await accessibleAtBothSizes(fan.page);
  await fitsAPhone(fan.page);

  // The final is played and level; the organiser's report (counted at once) sends the Aces through.
  await kickOff(organiser, final as FixtureRow);
  await ok(
    organiser.page.request.post(`/api/season-fixtures/${(final as FixtureRow).id}/result`, {
      data: { homeScore: 2, awayScore: 2, winnerTeamId: aces.id },
    }),
  );
  await expect(fan.page.getByText('Aces: champions')).toBeVisible();
  await expect(finalCard.getByText('(winner)')).toBeAttached();
  await accessibleAtBothSizes(fan.page);

  // The league's page says who won the season.
  await fan.page.goto(`/leagues/${leagueId}`);
  await expect(fan.page.getByRole('link', { name: `${seasonName} champions: Aces` })).toBeVisible();

  expect(errors).toEqual([]);
});
