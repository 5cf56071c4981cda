import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameInvitations } from '../../db/schema/games.ts';
import { buildTestApp, type Client, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;

// Who may do what with a private game that has taken place: its host and player review and download
// it; an invited friend who never joined, another user and a visitor who is not signed in may not.
let test: TestApp;
let gameId: string;
const clients: Record<string, Client> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  const clock = createTestClock();
  test = await buildTestApp({ clock });
  const host = await createUser(test, { name: 'Hana Host' });
  const player = await createUser(test, { name: 'Pia Player' });
  const invited = await createUser(test, { name: 'Ivo Invited' });
  const other = await createUser(test, { name: 'Otto Other' });
  gameId = await insertGame(test, host.id, {
    isPrivate: true,
    startsAt: new Date(clock.now().getTime() + HOUR),
    players: [player.id],
  });
  await test.database.connection.db
    .insert(gameInvitations)
    .values({ gameId, userId: invited.id, invitedBy: host.id });
  clock.advance(2 * HOUR);
  Object.assign(clients, {
    host: host.client,
    player: player.client,
    invited: invited.client,
    other: other.client,
    signedOut: createClient(test.app),
  });
  Object.assign(ids, { host: host.id, player: player.id });
}, 60_000);
afterAll(async () => {
  await test.close();
});

const roles = ['signedOut', 'host', 'player', 'invited', 'other'] as const;
type Role = (typeof roles)[number];

const table: {
  name: string;
  call: (client: Client, role: Role) => ReturnType<Client['get']>;
  expected: Record<Role, number>;
}[] = [
  {
    name: 'GET /api/games/:id/review-page',
    call: (client) => client.get(`/api/games/${gameId}/review-page`),
    expected: { signedOut: 401, host: 200, player: 200, invited: 404, other: 404 },
  },
  {
    name: 'POST /api/games/:id/reviews',
    // Each reviews someone else who played: the host reviews the player, everyone else the host.
    call: (client, role) =>
      client.post(`/api/games/${gameId}/reviews`, {
        reviewedUserId: role === 'host' ? ids.player : ids.host,
        rating: 5,
      }),
    expected: { signedOut: 401, host: 201, player: 201, invited: 404, other: 404 },
  },
  {
    name: 'GET /api/games/:id/calendar.ics',
    call: (client) => client.get(`/api/games/${gameId}/calendar.ics`),
    expected: { signedOut: 401, host: 200, player: 200, invited: 404, other: 404 },
  },
  {
    name: 'GET /api/reviews/pending',
    call: (client) => client.get('/api/reviews/pending'),
    expected: { signedOut: 401, host: 200, player: 200, invited: 200, other: 200 },
  },
  {
    name: 'GET /api/calendar/feed',
    call: (client) => client.get('/api/calendar/feed'),
    expected: { signedOut: 401, host: 200, player: 200, invited: 200, other: 200 },
  },
];

describe('who may use the review and calendar endpoints of a private game that has been played', () => {
  for (const row of table) {
    it(`${row.name}: ${roles.map((role) => `${role} ${row.expected[role]}`).join(', ')}`, async () => {
      const got: Record<string, number> = {};
      for (const role of roles) got[role] = (await row.call(clients[role] as Client, role)).statusCode;
      expect(got).toEqual(row.expected);
    });
  }

  it("never shows a private game's players to someone who did not play", async () => {
    for (const role of ['invited', 'other'] as const) {
      const response = await (clients[role] as Client).get(`/api/games/${gameId}/review-page`);
      expect(response.body).not.toContain('Pia Player');
    }
  });
});
