import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Client, createClient, type TestApp } from '../../test/build-test-app.ts';
import { askToJoin, createLeague, insertMember, joinAll } from '../../test/league-scene.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Who may call each leagues core endpoint: the server decides, whatever the client shows. Each row runs
// against a fresh private league (creator, one member, one pending requester), so one role's success
// never changes the scene of the next.

type Role = 'signed out' | 'creator' | 'member' | 'requester' | 'other user';
const ROLES: Role[] = ['signed out', 'creator', 'member', 'requester', 'other user'];

type Scene = { leagueId: string; requestId: string };

let test: TestApp;
let creator: TestUser;
let member: TestUser;
let other: TestUser;
let signedOut: Client;
// Every scene's league is the creator's: an hour between scenes keeps them under the creation budget.
const clock = createTestClock();
beforeAll(async () => {
  test = await buildTestApp({ clock });
  creator = await createUser(test);
  member = await createUser(test);
  other = await createUser(test);
  signedOut = createClient(test.app);
});
afterAll(async () => {
  await test.close();
});

/** A private league with a member and a pending request from a new requester. */
async function scene(): Promise<Scene & { requester: TestUser }> {
  clock.advance(60 * 60 * 1000);
  const requester = await createUser(test);
  const leagueId = await createLeague(creator, { isPrivate: true });
  await insertMember(test, leagueId, member.id);
  const requestId = await askToJoin(test, requester, leagueId);
  return { leagueId, requestId, requester };
}

type Endpoint = {
  name: string;
  call(client: Client, scene: Scene): ReturnType<Client['get']>;
  expected: Record<Role, number>;
  /** The text a refused signed-in user reads (403s). */
  refusal?: string;
};

const creatorOnly = { 'signed out': 401, creator: 200, member: 403, requester: 403, 'other user': 403 };

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/leagues',
    call: (client) => client.get('/api/leagues'),
    expected: { 'signed out': 401, creator: 200, member: 200, requester: 200, 'other user': 200 },
  },
  {
    name: 'POST /api/leagues',
    call: (client) =>
      client.post('/api/leagues', { name: 'Table League', sport: 'soccer', skillLevel: 'casual' }),
    expected: { 'signed out': 401, creator: 201, member: 201, requester: 201, 'other user': 201 },
  },
  {
    name: 'GET /api/leagues/:id (a private league answers everyone signed in, with its header)',
    call: (client, { leagueId }) => client.get(`/api/leagues/${leagueId}`),
    expected: { 'signed out': 401, creator: 200, member: 200, requester: 200, 'other user': 200 },
  },
  {
    name: 'PATCH /api/leagues/:id/about',
    call: (client, { leagueId }) =>
      client.patch(`/api/leagues/${leagueId}/about`, { description: 'New', skillLevel: 'advanced' }),
    expected: creatorOnly,
    refusal: leagueMessages.creatorOnly,
  },
  {
    name: 'PUT /api/leagues/:id/sections/:tab',
    call: (client, { leagueId }) =>
      client.put(`/api/leagues/${leagueId}/sections/news`, { title: 'News', content: 'Hello' }),
    expected: creatorOnly,
    refusal: leagueMessages.creatorOnly,
  },
  {
    name: 'GET /api/leagues/:id/members',
    call: (client, { leagueId }) => client.get(`/api/leagues/${leagueId}/members`),
    expected: { 'signed out': 401, creator: 200, member: 200, requester: 403, 'other user': 403 },
    refusal: leagueMessages.membersOnly,
  },
  {
    name: 'POST /api/leagues/:id/join (private: never directly)',
    call: (client, { leagueId }) => client.post(`/api/leagues/${leagueId}/join`),
    expected: { 'signed out': 401, creator: 409, member: 409, requester: 409, 'other user': 409 },
  },
  {
    name: 'DELETE /api/leagues/:id/membership',
    call: (client, { leagueId }) => client.delete(`/api/leagues/${leagueId}/membership`),
    expected: { 'signed out': 401, creator: 409, member: 200, requester: 409, 'other user': 409 },
  },
  {
    name: 'POST /api/leagues/:id/join-requests',
    call: (client, { leagueId }) => client.post(`/api/leagues/${leagueId}/join-requests`, {}),
    expected: { 'signed out': 401, creator: 409, member: 409, requester: 409, 'other user': 200 },
  },
  {
    name: 'GET /api/leagues/:id/join-requests',
    call: (client, { leagueId }) => client.get(`/api/leagues/${leagueId}/join-requests`),
    expected: creatorOnly,
    refusal: leagueMessages.creatorOnly,
  },
  {
    name: 'POST /api/leagues/:id/join-requests/:requestId',
    call: (client, { leagueId, requestId }) =>
      client.post(`/api/leagues/${leagueId}/join-requests/${requestId}`, { status: 'approved' }),
    expected: creatorOnly,
    refusal: leagueMessages.creatorOnly,
  },
  {
    name: 'POST /api/leagues/:id/invitations',
    call: (client, { leagueId }) =>
      client.post(`/api/leagues/${leagueId}/invitations`, { emails: 'friend@example.com' }),
    expected: { 'signed out': 401, creator: 200, member: 200, requester: 403, 'other user': 403 },
    refusal: leagueMessages.membersOnly,
  },
  {
    name: 'DELETE /api/leagues/:id',
    call: (client, { leagueId }) => client.delete(`/api/leagues/${leagueId}`),
    expected: creatorOnly,
    refusal: leagueMessages.creatorOnly,
  },
];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(ROLES)('answers %s as the table says', async (role) => {
    const current = await scene();
    const clients: Record<Role, Client> = {
      'signed out': signedOut,
      creator: creator.client,
      member: member.client,
      requester: current.requester.client,
      'other user': other.client,
    };

    const response = await endpoint.call(clients[role], current);

    expect(response.statusCode).toBe(endpoint.expected[role]);
    if (response.statusCode === 403 && endpoint.refusal)
      expect(response.json().message).toBe(endpoint.refusal);
  });
});

describe('a missing league', () => {
  it('answers 404 League not found on every core endpoint', async () => {
    const missing = {
      leagueId: '00000000-0000-4000-8000-000000000000',
      requestId: '00000000-0000-4000-8000-000000000001',
    };
    for (const endpoint of endpoints.slice(2)) {
      const response = await endpoint.call(creator.client, missing);
      expect({
        endpoint: endpoint.name,
        status: response.statusCode,
        message: response.json().message,
      }).toEqual({
        endpoint: endpoint.name,
        status: 404,
        message: leagueMessages.notFoundTitle,
      });
    }
  });
});

describe('a public league', () => {
  it('lets anyone signed in see its members and join it', async () => {
    const leagueId = await createLeague(creator);
    const visitor = await createUser(test);

    expect((await visitor.client.get(`/api/leagues/${leagueId}/members`)).statusCode).toBe(200);
    await joinAll(leagueId, [visitor]);
  });
});
