import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameInvitations } from '../../db/schema/games.ts';
import { buildTestApp, type Client, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Who may call each games endpoint: the server decides, whatever the client shows.

type Role = 'signed out' | 'host' | 'participant' | 'invited friend' | 'other user';

let test: TestApp;
let host: TestUser;
let participant: TestUser;
let invited: TestUser;
let other: TestUser;
let signedOut: Client;
beforeAll(async () => {
  test = await buildTestApp();
  host = await createUser(test);
  participant = await createUser(test);
  invited = await createUser(test);
  other = await createUser(test);
  signedOut = createClient(test.app);
});
afterAll(async () => {
  await test.close();
});

const clientOf = (role: Role): Client => {
  const clients: Record<Role, Client> = {
    'signed out': signedOut,
    host: host.client,
    participant: participant.client,
    'invited friend': invited.client,
    'other user': other.client,
  };
  return clients[role];
};

const inAWeek = () => {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
};

type Endpoint = {
  name: string;
  call(client: Client, gameId: string): ReturnType<Client['get']>;
  expected: Record<Role, number>;
};

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/games',
    call: (client) =>
      client.post('/api/games', {
        sport: 'soccer',
        title: 'Table game',
        date: inAWeek(),
        time: '10:00',
        timeZone: 'UTC',
        location: 'Anywhere',
      }),
    expected: { 'signed out': 401, host: 201, participant: 201, 'invited friend': 201, 'other user': 201 },
  },
  {
    name: 'GET /api/games',
    call: (client) => client.get('/api/games'),
    expected: { 'signed out': 401, host: 200, participant: 200, 'invited friend': 200, 'other user': 200 },
  },
  {
    name: 'GET /api/games/mine',
    call: (client) => client.get('/api/games/mine'),
    expected: { 'signed out': 401, host: 200, participant: 200, 'invited friend': 200, 'other user': 200 },
  },
  {
    name: 'GET /api/games/:id',
    call: (client, id) => client.get(`/api/games/${id}`),
    expected: { 'signed out': 401, host: 200, participant: 200, 'invited friend': 200, 'other user': 200 },
  },
  {
    name: 'PATCH /api/games/:id/what-to-expect',
    call: (client, id) => client.patch(`/api/games/${id}/what-to-expect`, { gameFormat: 'Round robin' }),
    expected: { 'signed out': 401, host: 200, participant: 403, 'invited friend': 403, 'other user': 403 },
  },
  {
    name: 'DELETE /api/games/:id',
    call: (client, id) => client.delete(`/api/games/${id}`),
    expected: { 'signed out': 401, host: 200, participant: 403, 'invited friend': 403, 'other user': 403 },
  },
];

/** A game hosted by `host` with `participant` playing and `invited` invited. */
async function gameWithInvitation({ isPrivate }: { isPrivate: boolean }) {
  const gameId = await insertGame(test, host.id, { players: [participant.id], isPrivate });
  await test.database.connection.db
    .insert(gameInvitations)
    .values({ gameId, userId: invited.id, invitedBy: host.id });
  return gameId;
}

const roles: Role[] = ['signed out', 'host', 'participant', 'invited friend', 'other user'];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(roles)('answers %s as the table says', async (role) => {
    const gameId = await gameWithInvitation({ isPrivate: false });
    const response = await endpoint.call(clientOf(role), gameId);
    expect(response.statusCode, response.body).toBe(endpoint.expected[role]);
  });
});

describe('a private game', () => {
  it.each(roles)('shows its roster to %s only when they are in it', async (role) => {
    const gameId = await gameWithInvitation({ isPrivate: true });
    const response = await clientOf(role).get(`/api/games/${gameId}`);
    if (role === 'signed out') {
      expect(response.statusCode).toBe(401);
      return;
    }
    // An invited friend sees the game and may join it, but not who plays until they do.
    const expected = role === 'host' || role === 'participant' ? 2 : 0;
    expect(response.json().participants).toHaveLength(expected);
  });
});
