import { ERROR_STATUS, type ErrorCode } from '@rally/shared/errors';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from './test/build-test-app.ts';
import { insertGame } from './test/game-factories.ts';
import {
  anyBodyRequestArbitrary,
  farDateRequestArbitrary,
  type GeneratedRequest,
  listOperations,
  malformedPathRequestArbitrary,
  type OpenApiDocument,
  requestArbitrary,
  takesDates,
} from './test/openapi-arbitraries.ts';
import { befriend } from './test/social-factories.ts';
import { createUser, type TestUser } from './test/user-factories.ts';

// Every operation in the API document, fed generated requests: none may answer 5xx, whatever it is sent
// (valid, at the limits, hostile), whatever dates it is given, in whichever time zone; every one that
// needs a session answers 401 without one, whatever the body; every path that names nothing answers
// 404. The operations come from the document, so a route added later is covered without this file changing.

// FUZZ_CASES raises the count for a longer local run; CI never runs fewer than 200.
const CASES_PER_OPERATION = Math.max(200, Number(process.env.FUZZ_CASES ?? 0));
// These answers are decided before any row is read: fewer cases tell as much.
const CASES_PER_REFUSAL = 25;
const CASES_PER_FAR_DATE = 100;

const test = await buildTestApp();
afterAll(() => test.close());
const user = await createUser(test, { name: 'Fuzz Player' });
const friend = await createUser(test, { name: 'Fuzz Friend' });
const stranger = await createUser(test, { name: 'Fuzz Stranger' });
await befriend(user, friend);
// Rows of each kind, so requests reach past "not found": the player's league, another league of the
// same sport to play against, and a game the player hosts.
const ownLeague = await createLeague(user, 'Fuzz United');
const otherLeague = await createLeague(stranger, 'Fuzz Rovers');
const game = await insertGame(test, user.id, { players: [friend.id] });
const document = (await test.app.inject('/api/docs/json')).json() as OpenApiDocument;
const operations = listOperations(document);

const knowledge = {
  ids: [user.id, friend.id, stranger.id, ownLeague, otherLeague, game],
  idsOf: { league: [ownLeague, otherLeague], game: [game] },
  strings: [user, friend, stranger].flatMap((person) => [person.username, person.email, person.name]),
};

async function createLeague(creator: TestUser, name: string): Promise<string> {
  const response = await creator.client.post('/api/leagues', { name, sport: 'soccer', skillLevel: 'casual' });
  if (response.statusCode !== 201) throw new Error(`creating a league failed: ${response.body}`);
  return response.json().id;
}

let signIns = 0;

/**
 * Some operations end the session (sign-out): the next case signs in again, each time from an address
 * of its own, so the per-address limit on sign-in does not end the run.
 */
async function ensureSignedIn() {
  if (user.client.cookies.has('rally.session_token')) return;
  signIns += 1;
  const response = await user.client.request({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: `198.18.${signIns >> 8}.${signIns & 255}`,
    headers: { origin: TEST_ORIGIN },
    payload: { identifier: user.username, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`signing in again failed: ${response.body}`);
}

/**
 * An operation before may have ended the friendship (unfriending, or blocking, which also stops a new
 * one): later ones lift the block and get the friendship back, to reach their rows.
 */
async function ensureFriends() {
  const { friends } = (await user.client.get('/api/friends')).json() as { friends: { userId: string }[] };
  if (friends.some((other) => other.userId === friend.id)) return;
  await user.client.delete(`/api/blocks/${friend.id}`);
  await befriend(user, friend);
}

async function send(request: GeneratedRequest, remoteAddress: string) {
  await ensureSignedIn();
  return user.client.request({ ...request, remoteAddress });
}

const described = (request: GeneratedRequest, response: { statusCode: number; body: string }) =>
  `${request.method} ${request.url.slice(0, 300)} answered ${response.statusCode}: ${response.body.slice(0, 500)}`;

describe('every operation that needs a session', () => {
  const protectedOperations = operations.filter((operation) => operation.needsSession);

  it('is found in the document', () => {
    expect(protectedOperations.length).toBeGreaterThan(60);
  });

  for (const operation of protectedOperations) {
    it(`${operation.method} ${operation.path} answers 401 without one, before reading what was sent`, async () => {
      await fc.assert(
        fc.asyncProperty(
          anyBodyRequestArbitrary(operation, knowledge, { origin: TEST_ORIGIN }),
          async (request) => {
            const response = await test.app.inject(request);
            if (response.statusCode !== 401) throw new Error(described(request, response));
            expect(response.json()).toEqual({ code: 'unauthenticated', message: 'User not authenticated' });
          },
        ),
        { numRuns: CASES_PER_REFUSAL },
      );
    });
  }
});

describe('every path parameter', () => {
  const parameterised = operations.flatMap((operation) =>
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => ({ operation, name: parameter.name })),
  );

  it('is found in the document', () => {
    expect(parameterised.length).toBeGreaterThan(40);
  });

  for (const { operation, name } of parameterised) {
    it(`${operation.method} ${operation.path} answers 404 for a malformed ${name}`, async () => {
      await ensureSignedIn();
      const requests = fc.tuple(
        malformedPathRequestArbitrary(operation, name, knowledge, { origin: TEST_ORIGIN }),
        fc.ipV4(),
      );
      await fc.assert(
        fc.asyncProperty(requests, async ([request, remoteAddress]) => {
          const response = await send(request, remoteAddress);
          const { code } = response.json() as { code: ErrorCode };
          if (response.statusCode !== 404 || ERROR_STATUS[code] !== 404) {
            throw new Error(described(request, response));
          }
        }),
        { numRuns: CASES_PER_REFUSAL },
      );
    });
  }
});

describe('every operation that takes a date', () => {
  const dated = operations.filter(takesDates);

  it('is found in the document', () => {
    const names = dated.map(({ method, path }) => `${method} ${path}`);
    expect(names).toContain('POST /api/games');
    expect(names).toContain('POST /api/leagues/{id}/game-requests');
  });

  for (const operation of dated) {
    it(`${operation.method} ${operation.path} never answers 5xx for dates at the ends of calendars, in time zones either side of UTC`, async () => {
      await ensureSignedIn();
      const requests = fc.tuple(
        farDateRequestArbitrary(operation, knowledge, { origin: TEST_ORIGIN }),
        fc.ipV4(),
      );
      await fc.assert(
        fc.asyncProperty(requests, async ([request, remoteAddress]) => {
          const response = await send(request, remoteAddress);
          if (response.statusCode >= 500) throw new Error(described(request, response));
        }),
        { numRuns: CASES_PER_FAR_DATE },
      );
    });
  }
});

describe('every API operation', () => {
  it('is found in the document', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path} never answers 5xx`, { timeout: 300_000 }, async () => {
      await ensureSignedIn();
      await ensureFriends();
      const requests = fc.tuple(requestArbitrary(operation, knowledge, { origin: TEST_ORIGIN }), fc.ipV4());
      await fc.assert(
        fc.asyncProperty(requests, async ([request, remoteAddress]) => {
          const response = await send(request, remoteAddress);
          if (response.statusCode >= 500) throw new Error(described(request, response));
        }),
        { numRuns: CASES_PER_OPERATION },
      );
    });
  }
});
