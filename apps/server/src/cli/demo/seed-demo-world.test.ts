import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { DAY_MS } from './demo-clock.ts';
import { titleDisagreement } from './demo-title-agreement.ts';
import { DEMO_PASSWORD, seedDemoWorld } from './seed-demo-world.ts';

// One world serves every test but the second-run one: seeding takes seconds, and they only read it.
let test: TestApp;
const now = new Date();
const small = { players: 48, gamesPerCity: 6 };
beforeAll(async () => {
  test = await buildTestApp();
  await seedDemoWorld(test.database.connection.db, now, small);
}, 120_000);
afterAll(() => test.close());

async function query<T = Record<string, number>>(statement: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite and node-postgres both answer a raw statement with `{ rows }`.
  return ((await test.database.connection.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function counts() {
  const [row] = await query(sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from games) as games,
           (select count(*)::int from game_participants) as participants,
           (select count(*)::int from sportsmanship_reviews) as reviews,
           (select count(*)::int from direct_messages) as messages,
           (select count(*)::int from message_read_markers) as markers,
           (select count(*)::int from notifications) as notifications,
           (select count(*)::int from league_news_posts) as news,
           (select count(*)::int from league_game_results) as results,
           (select count(*)::int from games g
             where players_joined <> (select count(*) from game_participants p where p.game_id = g.id)) as miscounted,
           (select md5(string_agg(id::text || title || starts_at::text, ',' order by id)) from games) as "gamesHash",
           (select md5(string_agg(id::text || read::text, ',' order by id)) from notifications) as "noticesHash"`);
  return row;
}

/** Per city (the player's profile place): what a newcomer exploring it finds. */
async function cityLife() {
  return query<{ city: string } & Record<string, number>>(sql`
    select p.location as city,
      (select count(*)::int from direct_messages d join user_profiles s on s.user_id = d.sender_id
        where s.location = p.location) as messages,
      (select count(*)::int from notifications n join user_profiles r on r.user_id = n.user_id
        where r.location = p.location) as notifications,
      (select count(*)::int from notifications n join user_profiles r on r.user_id = n.user_id
        where r.location = p.location and n.read) as "readNotifications",
      (select count(distinct n.type)::int from notifications n join user_profiles r on r.user_id = n.user_id
        where r.location = p.location) as "noticeKinds",
      (select count(*)::int from sportsmanship_reviews v join user_profiles r on r.user_id = v.reviewer_id
        where r.location = p.location and v.comment is not null) as "reviewComments",
      (select count(*)::int from league_news_posts n join leagues l on l.id = n.league_id
        where l.place = p.location) as news,
      (select count(*)::int from league_game_results r join leagues l on l.id = r.winner_league_id
        where l.place = p.location) as results
    from user_profiles p group by p.location order by p.location`);
}

describe('the demo world', () => {
  // Seeds more than once: a busy machine needs more than the default 30 s.
  it('fills players, games with exact player counts and reviews, and a second run changes nothing', async () => {
    const db = test.database.connection.db;
    const first = await counts();
    expect(first).toMatchObject({ users: 48, miscounted: 0 });
    expect(first?.games).toBeGreaterThanOrEqual(48);
    expect(first?.participants).toBeGreaterThan(first?.games ?? 0);

    await seedDemoWorld(db, new Date(), small);
    expect(await counts()).toEqual(first);
    // Run again days later: still the same world.
    await seedDemoWorld(db, new Date(Date.now() + 3 * DAY_MS), small);
    expect(await counts()).toEqual(first);
  }, 90_000);

  it('titles every game so it agrees with its weekday and hour in its own time zone', async () => {
    const games = await query<{ title: string; weekday: number; hour: number; timeZone: string }>(sql`
      select title, extract(dow from date)::int as weekday, split_part(time, ':', 1)::int as hour,
        time_zone as "timeZone" from games`);
    expect(new Set(games.map((game) => game.timeZone)).size).toBe(8);
    const wrong = games.filter((game) => titleDisagreement(game.title, game) !== null);
    expect(wrong).toEqual([]);
  });

  it('dates every creation, join, request, message, review and notice between its cause and now', async () => {
    const at = now.toISOString();
    const [future] = await query(sql`
      select (select count(*)::int from games where created_at > ${at}) as games,
        (select count(*)::int from game_participants p join games g on g.id = p.game_id
          where p.joined_at > ${at} or p.joined_at > g.starts_at or p.joined_at < g.created_at) as joins,
        (select count(*)::int from game_join_requests where created_at > ${at}) as requests,
        (select count(*)::int from sportsmanship_reviews v join games g on g.id = v.game_id
          where v.created_at > ${at} or v.created_at < g.starts_at) as reviews,
        (select count(*)::int from friendships where created_at > ${at} or updated_at > ${at}) as friendships,
        (select count(*)::int from direct_messages where sent_at > ${at}) as messages,
        (select count(*)::int from notifications where created_at > ${at}) as notices,
        (select count(*)::int from league_memberships where joined_at > ${at}) as members,
        (select count(*)::int from league_news_posts where created_at > ${at}) as news,
        (select count(*)::int from league_game_results where created_at > ${at}) as results`);
    expect(future).toEqual({
      games: 0,
      joins: 0,
      requests: 0,
      reviews: 0,
      friendships: 0,
      messages: 0,
      notices: 0,
      members: 0,
      news: 0,
      results: 0,
    });
    // Friends Activity spreads over weeks: joins fall on many different days, not all "just now".
    const [spread] = await query(sql`
      select count(distinct date_trunc('day', joined_at))::int as days,
        (extract(epoch from max(joined_at) - min(joined_at)) / 86400)::int as span
      from game_participants where joined_at > ${new Date(now.getTime() - 21 * DAY_MS).toISOString()}`);
    expect(spread?.days).toBeGreaterThan(10);
    expect(spread?.span).toBeGreaterThan(14);
  });

  it('gives each city conversations, notification histories, commented reviews, league news and results', async () => {
    const cities = await cityLife();
    expect(cities).toHaveLength(8);
    for (const city of cities) {
      expect(city.messages, city.city).toBeGreaterThan(0);
      expect(city.notifications, city.city).toBeGreaterThan(0);
      expect(city.readNotifications, city.city).toBeGreaterThan(0);
      expect(city.readNotifications, city.city).toBeLessThan(city.notifications ?? 0);
      expect(city.noticeKinds, city.city).toBeGreaterThanOrEqual(3);
      expect(city.reviewComments, city.city).toBeGreaterThan(0);
      expect(city.news, city.city).toBeGreaterThan(0);
      expect(city.results, city.city).toBeGreaterThan(0);
    }
  });

  it('places every profile and league with a position, leaves the distance unit to the browser, and keeps gendered rosters to their rule', async () => {
    const [places] = await query(sql`
      select (select count(*)::int from user_profiles where latitude is null or location is null) as "unplacedProfiles",
        (select count(*)::int from user_profiles where distance_unit is not null) as "unitsChosen",
        (select count(*)::int from leagues where place is null or latitude is null) as "unplacedLeagues",
        (select count(distinct gender)::int from user_profiles where gender is not null) as genders,
        (select count(*)::int from games where gender <> 'co-ed') as "gendered",
        (select count(*)::int from game_participants p join games g on g.id = p.game_id
          join user_profiles u on u.user_id = p.user_id
          where (g.gender = 'men' and u.gender is distinct from 'man' and u.gender is distinct from 'other')
             or (g.gender = 'women' and u.gender is distinct from 'woman' and u.gender is distinct from 'other')) as "outOfRule"`);
    expect(places).toMatchObject({
      unplacedProfiles: 0,
      unitsChosen: 0,
      unplacedLeagues: 0,
      genders: 3,
      outOfRule: 0,
    });
    expect(places?.gendered).toBeGreaterThan(0);
  });

  it('lets a demo player sign in with the documented password, placed in their city', async () => {
    const visitor = createClient(test.app);
    const response = await visitor.post('/api/auth/sign-in', {
      identifier: 'demo_001',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const profile = await visitor.get('/api/profiles/me');
    expect(profile.json()).toMatchObject({ profile: { username: 'demo_001', location: 'Austin, TX' } });
    const inbox = await visitor.get('/api/notifications');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().notifications.length).toBeGreaterThan(0);
  });
});
