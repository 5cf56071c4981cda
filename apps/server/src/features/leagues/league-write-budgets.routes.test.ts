import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { LEAGUE_CREATIONS_PER_HOUR, LEAGUE_NEWS_POSTS_PER_HOUR } from '@rally/shared/limits';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueNewsPosts, leagues } from '../../db/schema/leagues.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertLeague } from '../../test/league-content-scene.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// The probe created 40 leagues in half a second, each shown in everyone's Discover, and 100 news posts
// in 2.2 s. Each account now has an hourly budget for both, like games.

const HOUR_MS = 60 * 60 * 1000;
const clock = createTestClock();
let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ clock });
});
afterAll(() => test.close());

const newLeague = (name: string) => ({ name, sport: 'basketball', skillLevel: 'intermediate' });

async function leaguesCreatedBy(user: TestUser) {
  const db = test.database.connection.db;
  const [row] = await db.select({ n: count() }).from(leagues).where(eq(leagues.createdBy, user.id));
  return row?.n ?? 0;
}

async function postsBy(user: TestUser) {
  const db = test.database.connection.db;
  const [row] = await db
    .select({ n: count() })
    .from(leagueNewsPosts)
    .where(eq(leagueNewsPosts.authorId, user.id));
  return row?.n ?? 0;
}

describe('league creation per account', () => {
  it(`lets one account create ${LEAGUE_CREATIONS_PER_HOUR} leagues an hour and refuses the next with 429, writing nothing`, async () => {
    const creator = await createUser(test);
    for (let index = 0; index < LEAGUE_CREATIONS_PER_HOUR; index += 1) {
      expect((await creator.client.post('/api/leagues', newLeague(`League ${index}`))).statusCode).toBe(201);
    }
    const refused = await creator.client.post('/api/leagues', newLeague('One too many'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: leagueMessages.creationCapReached(LEAGUE_CREATIONS_PER_HOUR),
    });
    expect(await leaguesCreatedBy(creator)).toBe(LEAGUE_CREATIONS_PER_HOUR);
    const discover = (await (await createUser(test)).client.get('/api/leagues')).json();
    expect(JSON.stringify(discover)).not.toContain('One too many');

    // Another account is not held back; an hour later the first may create again.
    const other = await createUser(test);
    expect((await other.client.post('/api/leagues', newLeague('Elsewhere'))).statusCode).toBe(201);
    clock.advance(HOUR_MS + 1000);
    expect((await creator.client.post('/api/leagues', newLeague('Next hour'))).statusCode).toBe(201);
  });

  it('lets a burst of requests at once create no more than the budget', async () => {
    const creator = await createUser(test);
    const answers = await Promise.all(
      Array.from({ length: LEAGUE_CREATIONS_PER_HOUR + 5 }, (_, index) =>
        creator.client.post('/api/leagues', newLeague(`Burst ${index}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LEAGUE_CREATIONS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await leaguesCreatedBy(creator)).toBe(LEAGUE_CREATIONS_PER_HOUR);
  });

  it('does not spend the budget on a refused league', async () => {
    const creator = await createUser(test);
    for (let index = 0; index < LEAGUE_CREATIONS_PER_HOUR + 5; index += 1) {
      expect((await creator.client.post('/api/leagues', { name: '' })).statusCode).toBe(400);
    }
    expect((await creator.client.post('/api/leagues', newLeague('Still allowed'))).statusCode).toBe(201);
  });
});

describe('league news posts per account', () => {
  it(`lets one account publish ${LEAGUE_NEWS_POSTS_PER_HOUR} posts an hour over all its leagues, refusing the next with 429 and writing nothing`, async () => {
    const creator = await createUser(test);
    const first = await insertLeague(test, creator.id);
    const second = await insertLeague(test, creator.id, { name: 'Second Strikers' });
    for (let index = 0; index < LEAGUE_NEWS_POSTS_PER_HOUR; index += 1) {
      const leagueId = index % 2 === 0 ? first : second;
      const response = await creator.client.post(`/api/leagues/${leagueId}/news`, { title: `Post ${index}` });
      expect(response.statusCode).toBe(201);
    }
    for (const leagueId of [first, second]) {
      const refused = await creator.client.post(`/api/leagues/${leagueId}/news`, { title: 'One too many' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'rate_limited',
        message: leagueMessages.postCapReached(LEAGUE_NEWS_POSTS_PER_HOUR),
      });
    }
    expect(await postsBy(creator)).toBe(LEAGUE_NEWS_POSTS_PER_HOUR);

    clock.advance(HOUR_MS + 1000);
    expect((await creator.client.post(`/api/leagues/${first}/news`, { title: 'Next hour' })).statusCode).toBe(
      201,
    );
  });

  it("does not spend the budget on posts refused to someone who is not the league's creator", async () => {
    const creator = await createUser(test);
    const outsider = await createUser(test);
    const leagueId = await insertLeague(test, creator.id);
    for (let index = 0; index < LEAGUE_NEWS_POSTS_PER_HOUR + 5; index += 1) {
      expect(
        (await outsider.client.post(`/api/leagues/${leagueId}/news`, { title: 'Mine' })).statusCode,
      ).toBe(403);
    }
    const ownLeague = await insertLeague(test, outsider.id, { name: 'Outsider United' });
    expect((await outsider.client.post(`/api/leagues/${ownLeague}/news`, { title: 'Mine' })).statusCode).toBe(
      201,
    );
  });
});
