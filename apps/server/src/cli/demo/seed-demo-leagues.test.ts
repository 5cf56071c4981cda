import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { DEMO_PASSWORD, seedDemoWorld } from './seed-demo-world.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(() => test.close());

const small = { players: 24, gamesPerCity: 1 };

async function leagueCounts() {
  const result = (await test.database.connection.db.execute(sql`
    select (select count(*)::int from leagues) as leagues,
           (select count(*)::int from leagues where is_private) as private,
           (select count(*)::int from league_memberships) as memberships,
           (select count(*)::int from league_join_requests) as requests,
           (select count(*)::int from leagues l
             where member_count <> (select count(*) from league_memberships m where m.league_id = l.id)) as miscounted`)) as {
    rows: Record<string, number>[];
  };
  return result.rows[0];
}

describe("the demo world's leagues", () => {
  it('gives every city a public and a private league with exact member counts, once', async () => {
    await seedDemoWorld(test.database.connection.db, new Date(), small);
    const first = await leagueCounts();
    expect(first).toMatchObject({ leagues: 16, private: 8, miscounted: 0 });
    expect(first?.memberships).toBeGreaterThan(16);

    await seedDemoWorld(test.database.connection.db, new Date(), small);
    expect(await leagueCounts()).toEqual(first);
  });

  it('shows a demo player their leagues on /leagues', async () => {
    await seedDemoWorld(test.database.connection.db, new Date(), small);
    const visitor = createClient(test.app);
    await visitor.post('/api/auth/sign-in', { identifier: 'demo_001', password: DEMO_PASSWORD });

    const list = (await visitor.get('/api/leagues')).json();

    expect(list.mine.length).toBeGreaterThan(0);
    expect(list.discoverCount).toBeGreaterThan(0);
  });
});
