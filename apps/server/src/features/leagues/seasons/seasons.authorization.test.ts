import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Client, createClient, type TestApp } from '../../../test/build-test-app.ts';
import { createLeague, insertMember } from '../../../test/league-scene.ts';
import { createSeason, createTeam, placePlayer, seasonForm } from '../../../test/season-scene.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// Who may call each season, team, roster and co-organiser endpoint: the server decides, whatever the
// page shows. Each row runs against a fresh private league (its creator organises it, a co-organiser
// they named, a team's captain and another of its players, a member on no team), so one role's success
// never changes the scene of the next. Outsiders belong to no league.

type Role = 'signed out' | 'organiser' | 'co-organiser' | 'captain' | 'member' | 'outsider';
const ROLES: Role[] = ['signed out', 'organiser', 'co-organiser', 'captain', 'member', 'outsider'];

type Scene = { leagueId: string; seasonId: string; teamId: string };

let test: TestApp;
let creator: TestUser;
let coOrganiser: TestUser;
let captain: TestUser;
let player: TestUser;
let member: TestUser;
let outsider: TestUser;
let signedOut: Client;
// Every scene's league is the creator's: an hour between scenes keeps them under the creation budget.
const clock = createTestClock();
beforeAll(async () => {
  test = await buildTestApp({ clock });
  [creator, coOrganiser, captain, player, member, outsider] = (await Promise.all(
    Array.from({ length: 6 }, () => createUser(test)),
  )) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  signedOut = createClient(test.app);
});
afterAll(async () => {
  await test.close();
});

async function scene(): Promise<Scene> {
  clock.advance(60 * 60 * 1000);
  const leagueId = await createLeague(creator, { isPrivate: true });
  for (const user of [coOrganiser, captain, player, member]) await insertMember(test, leagueId, user.id);
  const named = await creator.client.put(`/api/leagues/${leagueId}/organisers/${coOrganiser.id}`);
  if (named.statusCode !== 200) throw new Error(`naming failed: ${named.body}`);
  const seasonId = await createSeason(creator.client, leagueId);
  const teamId = await createTeam(creator.client, seasonId, 'Reds', captain.id);
  await placePlayer(creator.client, teamId, player.id);
  await createTeam(creator.client, seasonId, 'Blues');
  return { leagueId, seasonId, teamId };
}

type Endpoint = {
  name: string;
  call(client: Client, scene: Scene): ReturnType<Client['get']>;
  expected: Record<Role, number>;
  /** The text a refused signed-in user reads (403s). */
  refusal?: string;
};

const readers = {
  'signed out': 401,
  organiser: 200,
  'co-organiser': 200,
  captain: 200,
  member: 200,
  outsider: 403,
} as const;
const organisers = (status: number) =>
  ({
    'signed out': 401,
    organiser: status,
    'co-organiser': status,
    captain: 403,
    member: 403,
    outsider: 403,
  }) as const;

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/leagues/:id/seasons',
    call: (client, { leagueId }) => client.get(`/api/leagues/${leagueId}/seasons`),
    expected: readers,
    refusal: leagueMessages.membersOnly,
  },
  {
    name: 'POST /api/leagues/:id/seasons',
    call: (client, { leagueId }) => client.post(`/api/leagues/${leagueId}/seasons`, seasonForm()),
    expected: { ...organisers(201), outsider: 403 },
  },
  {
    name: 'GET /api/seasons/:seasonId',
    call: (client, { seasonId }) => client.get(`/api/seasons/${seasonId}`),
    expected: readers,
    refusal: leagueMessages.membersOnly,
  },
  {
    name: 'PATCH /api/seasons/:seasonId',
    call: (client, { seasonId }) => client.patch(`/api/seasons/${seasonId}`, { name: 'Winter League' }),
    expected: organisers(200),
  },
  {
    name: 'DELETE /api/seasons/:seasonId',
    call: (client, { seasonId }) => client.delete(`/api/seasons/${seasonId}`),
    expected: organisers(200),
  },
  {
    name: 'POST /api/seasons/:seasonId/teams',
    call: (client, { seasonId }) =>
      client.post(`/api/seasons/${seasonId}/teams`, { name: 'Greens', colour: '#15803d' }),
    expected: organisers(201),
  },
  {
    name: 'PATCH /api/season-teams/:teamId (name and colour: organisers and the captain)',
    call: (client, { teamId }) =>
      client.patch(`/api/season-teams/${teamId}`, { name: 'Crimson', colour: '#b91c1c' }),
    expected: { ...organisers(200), captain: 200 },
    refusal: seasonMessages.captainOnly,
  },
  {
    name: 'PATCH /api/season-teams/:teamId (the captain: organisers only)',
    call: (client, { teamId }) => client.patch(`/api/season-teams/${teamId}`, { captainId: player.id }),
    expected: organisers(200),
  },
  {
    name: 'DELETE /api/season-teams/:teamId',
    call: (client, { teamId }) => client.delete(`/api/season-teams/${teamId}`),
    expected: organisers(200),
    refusal: seasonMessages.organisersOnly,
  },
  {
    name: 'PUT /api/season-teams/:teamId/players/:userId (registration closed: the member asks for themselves)',
    call: (client, { teamId }) => client.put(`/api/season-teams/${teamId}/players/${member.id}`),
    expected: { ...organisers(200), captain: 200 },
  },
  {
    name: 'DELETE /api/season-teams/:teamId/players/:userId (another player of the team)',
    call: (client, { teamId }) => client.delete(`/api/season-teams/${teamId}/players/${player.id}`),
    expected: { ...organisers(200), captain: 200 },
    refusal: seasonMessages.rosterNotAllowed,
  },
  {
    name: 'POST /api/seasons/:seasonId/placement-requests (registration open)',
    call: async (client, { seasonId }) => {
      await creator.client.patch(`/api/seasons/${seasonId}`, { registration: 'open' });
      return client.post(`/api/seasons/${seasonId}/placement-requests`, { message: 'Any team' });
    },
    // The captain is on a team already.
    expected: { ...organisers(201), captain: 409, member: 201, outsider: 403 },
  },
  {
    name: 'DELETE /api/seasons/:seasonId/placement-requests/me',
    call: (client, { seasonId }) => client.delete(`/api/seasons/${seasonId}/placement-requests/me`),
    expected: readers,
  },
  {
    name: 'GET /api/leagues/:id/organisers',
    call: (client, { leagueId }) => client.get(`/api/leagues/${leagueId}/organisers`),
    expected: readers,
    refusal: leagueMessages.membersOnly,
  },
  {
    name: 'PUT /api/leagues/:id/organisers/:userId (the creator only)',
    call: (client, { leagueId }) => client.put(`/api/leagues/${leagueId}/organisers/${member.id}`),
    expected: { ...organisers(200), 'co-organiser': 403 },
    refusal: seasonMessages.creatorOnly,
  },
  {
    name: 'DELETE /api/leagues/:id/organisers/:userId (the creator only)',
    call: (client, { leagueId }) => client.delete(`/api/leagues/${leagueId}/organisers/${coOrganiser.id}`),
    expected: { ...organisers(200), 'co-organiser': 403 },
    refusal: seasonMessages.creatorOnly,
  },
];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(ROLES)('answers %s as the table says', async (role) => {
    const current = await scene();
    const clients: Record<Role, Client> = {
      'signed out': signedOut,
      organiser: creator.client,
      'co-organiser': coOrganiser.client,
      captain: captain.client,
      member: member.client,
      outsider: outsider.client,
    };

    const response = await endpoint.call(clients[role], current);

    expect(response.statusCode, response.body).toBe(endpoint.expected[role]);
    if (response.statusCode === 403 && endpoint.refusal && role !== 'outsider')
      expect(response.json().message).toBe(endpoint.refusal);
  });
});

describe('a missing season or team', () => {
  it('answers 404 with its name on every endpoint that names one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const calls = [
      creator.client.get(`/api/seasons/${missing}`),
      creator.client.patch(`/api/seasons/${missing}`, { name: 'X' }),
      creator.client.delete(`/api/seasons/${missing}`),
      creator.client.post(`/api/seasons/${missing}/teams`, { name: 'X', colour: '#000000' }),
      creator.client.patch(`/api/season-teams/${missing}`, { name: 'X' }),
      creator.client.put(`/api/season-teams/${missing}/players/${member.id}`),
      creator.client.get('/api/seasons/not-a-uuid'),
    ];
    const answers = (await Promise.all(calls)).map((response) => [
      response.statusCode,
      response.json().message,
    ]);
    expect(answers).toEqual([
      [404, seasonMessages.seasonNotFound],
      [404, seasonMessages.seasonNotFound],
      [404, seasonMessages.seasonNotFound],
      [404, seasonMessages.seasonNotFound],
      [404, seasonMessages.teamNotFound],
      [404, seasonMessages.teamNotFound],
      [404, seasonMessages.seasonNotFound],
    ]);
  });
});
