import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { DEMO_PASSWORD, seedDemoWorld } from './seed-demo-world.ts';

const small = { players: 24, gamesPerCity: 1 };

// One world for both tests: seeding takes seconds, and the second only reads it.
let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await seedDemoWorld(test.database.connection.db, new Date(), small);
}, 120_000);
afterAll(() => test.close());

async function leagueCounts() {
  const result = (await test.database.connection.db.execute(sql`
    select (select count(*)::int from leagues) as leagues,
           (select count(*)::int from leagues where is_private) as private,
           (select count(*)::int from league_memberships) as memberships,
           (select count(*)::int from league_join_requests) as requests,
           (select count(*)::int from leagues where place is null or latitude is null) as unplaced,
           (select count(*)::int from leagues l
             where not exists (select 1 from league_news_posts n where n.league_id = l.id)) as "withoutNews",
           (select count(*)::int from league_game_results) as results,
           (select count(*)::int from league_game_requests q join games g on g.id = q.game_id
             where (q.game_status = 'completed') <> (g.starts_at < now())) as "resultsOutOfTime",
           (select count(*)::int from leagues l
             where member_count <> (select count(*) from league_memberships m where m.league_id = l.id)) as miscounted`)) as {
    rows: Record<string, number>[];
  };
  return result.rows[0];
}

describe("the demo world's leagues", () => {
  // Seeds again: a busy machine needs more than the default 30 s.
  it('gives every city a public and a private league, placed there, with exact member counts, news and results, once', async () => {
    const first = await leagueCounts();
    expect(first).toMatchObject({
      leagues: 16,
      private: 8,
      miscounted: 0,
      unplaced: 0,
      withoutNews: 0,
      resultsOutOfTime: 0,
    });
    expect(first?.results).toBeGreaterThan(0);
    expect(first?.memberships).toBeGreaterThan(16);

    await seedDemoWorld(test.database.connection.db, new Date(), small);
    expect(await leagueCounts()).toEqual(first);
  }, 90_000);

  it('shows a demo player their leagues on /leagues', async () => {
    const visitor = createClient(test.app);
    await visitor.post('/api/auth/sign-in', { identifier: 'demo_001', password: DEMO_PASSWORD });

    const list = (await visitor.get('/api/leagues')).json();

    expect(list.mine.length).toBeGreaterThan(0);
    expect(list.discoverCount).toBeGreaterThan(0);
  });
});
