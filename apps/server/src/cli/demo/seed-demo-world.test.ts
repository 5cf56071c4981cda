import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { DEMO_PASSWORD, seedDemoWorld } from './seed-demo-world.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(() => test.close());

const small = { players: 24, gamesPerCity: 4 };

async function counts() {
  // PGlite and node-postgres both answer a raw statement with `{ rows }`.
  const result = (await test.database.connection.db.execute(sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from games) as games,
           (select count(*)::int from game_participants) as participants,
           (select count(*)::int from sportsmanship_reviews) as reviews,
           (select count(*)::int from games g
             where players_joined <> (select count(*) from game_participants p where p.game_id = g.id)) as miscounted`)) as {
    rows: Record<string, number>[];
  };
  return result.rows[0];
}

describe('the demo world', () => {
  it('fills players, games with exact player counts and reviews, and a second run changes nothing', async () => {
    await seedDemoWorld(test.database.connection.db, new Date(), small);
    const first = await counts();
    expect(first).toMatchObject({ users: 24, games: 32, miscounted: 0 });
    expect(first?.participants).toBeGreaterThan(32);

    await seedDemoWorld(test.database.connection.db, new Date(), small);
    expect(await counts()).toEqual(first);
  });

  it('lets a demo player sign in with the documented password', async () => {
    await seedDemoWorld(test.database.connection.db, new Date(), small);
    const visitor = createClient(test.app);
    const response = await visitor.post('/api/auth/sign-in', {
      identifier: 'demo_001',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const profile = await visitor.get('/api/profiles/me');
    expect(profile.json()).toMatchObject({ profile: { username: 'demo_001', location: 'Austin, TX' } });
  });
});
