import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createLeague } from '../../../test/league-scene.ts';
import { createSeason, createTeam, insertFixture, seasonForm } from '../../../test/season-scene.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// What a season's and a team's forms refuse, in words a person reads, writing nothing; and which of a
// season's fields may still change once its fixtures are out.

let test: TestApp;
let creator: TestUser;
const clock = createTestClock();
beforeAll(async () => {
  test = await buildTestApp({ clock });
  creator = await createUser(test);
});
afterAll(async () => {
  await test.close();
});

async function league() {
  clock.advance(60 * 60 * 1000);
  return createLeague(creator);
}

describe('creating a season', () => {
  it('takes the defaults: 3/1/0 points, the usual tiebreakers, no playoffs, a closed 15-player registration', async () => {
    const leagueId = await league();

    const response = await creator.client.post(`/api/leagues/${leagueId}/seasons`, seasonForm());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      points: { win: 3, draw: 1, loss: 0 },
      tiebreakers: ['head_to_head', 'score_difference', 'scored'],
      playoffTeams: 0,
      registration: 'closed',
      rosterSize: 15,
      stage: 'setup',
      venues: [{ name: 'Riverside Park', latitude: null, longitude: null }],
      viewer: { isOrganiser: true, can: { edit: true, manageTeams: true, generateFixtures: false } },
    });
    expect(response.json().feeds.season).toMatch(/\/api\/calendar\/seasons\/[\w-]{43}\.ics$/);
  });

  it('refuses a wrong form with a readable message for each field, creating nothing', async () => {
    const leagueId = await league();
    const year = clock.now().getUTCFullYear() + 1;

    const response = await creator.client.post(
      `/api/leagues/${leagueId}/seasons`,
      seasonForm({
        name: ' ',
        startDate: `${year}-05-01`,
        endDate: `${year}-04-01`,
        tiebreakers: ['scored', 'scored', 'head_to_head'],
        playoffTeams: 3,
        rosterSize: 51,
        matchWeekdays: [],
        matchTimes: ['7pm'],
        timeZone: 'Mars/Olympus',
        venues: [],
      }),
    );
    const list = await creator.client.get(`/api/leagues/${leagueId}/seasons`);

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      name: [seasonMessages.requiredName],
      endDate: [seasonMessages.endBeforeStart],
      tiebreakers: [seasonMessages.tiebreakersEachOnce],
      playoffTeams: [seasonMessages.playoffTeams],
      rosterSize: [seasonMessages.rosterSize],
      matchWeekdays: [seasonMessages.atLeastOneWeekday],
      timeZone: [seasonMessages.unknownTimeZone],
      venues: [seasonMessages.atLeastOneVenue],
    });
    expect(list.json().seasons).toEqual([]);
  });
});

describe('teams', () => {
  it('refuses a name already taken in any case, a colour that is not #rrggbb, and a 21st team', async () => {
    const leagueId = await league();
    const seasonId = await createSeason(creator.client, leagueId);
    for (let index = 1; index <= SEASON_LIMITS.teamsMax; index += 1)
      await createTeam(creator.client, seasonId, `Team ${index}`);

    const taken = await creator.client.post(`/api/seasons/${seasonId}/teams`, {
      name: 'TEAM 1',
      colour: '#123456',
    });
    const colour = await creator.client.post(`/api/seasons/${seasonId}/teams`, {
      name: 'Purple',
      colour: 'purple',
    });
    const tooMany = await creator.client.post(`/api/seasons/${seasonId}/teams`, {
      name: 'One more',
      colour: '#123456',
    });
    const detail = (await creator.client.get(`/api/seasons/${seasonId}`)).json();

    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, seasonMessages.tooManyTeams]);
    expect(colour.statusCode).toBe(400);
    expect(colour.json().fields.colour).toEqual([seasonMessages.colourFormat]);
    // The 21st is refused before its name is read.
    expect(taken.statusCode).toBe(400);
    expect(detail.teams).toHaveLength(SEASON_LIMITS.teamsMax);
  });

  it('refuses a second team of the same name, whatever its case', async () => {
    const leagueId = await league();
    const seasonId = await createSeason(creator.client, leagueId);
    await createTeam(creator.client, seasonId, 'Reds');

    const response = await creator.client.post(`/api/seasons/${seasonId}/teams`, {
      name: 'rEDS',
      colour: '#123456',
    });

    expect([response.statusCode, response.json().message]).toEqual([409, seasonMessages.teamNameTaken]);
  });
});

describe('once the fixtures are out', () => {
  it("refuses a change to the season's rules, but not its name, registration or stat, nor the same rules sent again", async () => {
    const leagueId = await league();
    const seasonId = await createSeason(creator.client, leagueId);
    const reds = await createTeam(creator.client, seasonId, 'Reds');
    const blues = await createTeam(creator.client, seasonId, 'Blues');
    await insertFixture(test, seasonId, reds, blues, new Date(clock.now().getTime() + 24 * 60 * 60 * 1000));
    const form = seasonForm();

    const rules = await creator.client.patch(`/api/seasons/${seasonId}`, {
      points: { win: 2, draw: 1, loss: 0 },
    });
    const sameRules = await creator.client.patch(`/api/seasons/${seasonId}`, {
      ...form,
      name: 'Autumn Premier',
      registration: 'open',
      statLabel: 'Goals',
    });
    const newTeam = await creator.client.post(`/api/seasons/${seasonId}/teams`, {
      name: 'Greens',
      colour: '#15803d',
    });
    const removeTeam = await creator.client.delete(`/api/season-teams/${reds}`);

    expect([rules.statusCode, rules.json().message]).toEqual([409, seasonMessages.rulesLocked]);
    expect(sameRules.statusCode).toBe(200);
    expect(sameRules.json()).toMatchObject({
      name: 'Autumn Premier',
      registration: 'open',
      statLabel: 'Goals',
      rulesLocked: true,
    });
    expect([newTeam.statusCode, newTeam.json().message]).toEqual([409, seasonMessages.teamsLocked]);
    expect(removeTeam.statusCode).toBe(409);
  });
});

describe('deleting a season', () => {
  it('takes it off the league and its page answers not found', async () => {
    const leagueId = await league();
    const seasonId = await createSeason(creator.client, leagueId);

    const deleted = await creator.client.delete(`/api/seasons/${seasonId}`);
    const page = await creator.client.get(`/api/seasons/${seasonId}`);
    const list = await creator.client.get(`/api/leagues/${leagueId}/seasons`);

    expect(deleted.statusCode).toBe(200);
    expect(page.statusCode).toBe(404);
    expect(list.json().seasons).toEqual([]);
  });
});
