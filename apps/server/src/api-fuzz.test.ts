import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from './test/build-test-app.ts';
import {
  type GeneratedRequest,
  listOperations,
  type OpenApiDocument,
  requestArbitrary,
} from './test/openapi-arbitraries.ts';
import { befriend } from './test/social-factories.ts';
import { createUser } from './test/user-factories.ts';

// Every operation in the API document, fed generated requests (valid, at the limits and hostile) as a
// signed-in user on our own origin: none may answer 5xx. The operations come from the document, so a
// route added later is fuzzed without this file changing.

// FUZZ_CASES raises the count for a longer local run; CI never runs fewer than 200.
const CASES_PER_OPERATION = Math.max(200, Number(process.env.FUZZ_CASES ?? 0));

const test = await buildTestApp();
afterAll(() => test.close());
const user = await createUser(test, { name: 'Fuzz Player' });
const friend = await createUser(test, { name: 'Fuzz Friend' });
const stranger = await createUser(test, { name: 'Fuzz Stranger' });
await befriend(user, friend);
const document = (await test.app.inject('/api/docs/json')).json() as OpenApiDocument;
const operations = listOperations(document);

const knowledge = {
  ids: [user.id, friend.id, stranger.id],
  strings: [user, friend, stranger].flatMap((person) => [person.username, person.email, person.name]),
};

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

/** An operation before may have ended the friendship (unfriending): later ones get it back, to reach their rows. */
async function ensureFriends() {
  const { friends } = (await user.client.get('/api/friends')).json() as { friends: { userId: string }[] };
  if (!friends.some((other) => other.userId === friend.id)) await befriend(user, friend);
}

async function send(request: GeneratedRequest, remoteAddress: string) {
  await ensureSignedIn();
  return user.client.request({ ...request, remoteAddress });
}

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
          if (response.statusCode >= 500) {
            throw new Error(
              `${request.method} ${request.url.slice(0, 300)} answered ${response.statusCode}: ${response.body}`,
            );
          }
        }),
        { numRuns: CASES_PER_OPERATION },
      );
    });
  }
});
