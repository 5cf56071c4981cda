/**
 * The games benchmark's dataset: N games (10,000 to 1,000,000) over 500 venues around 50 cities, hosted
 * by 5,000 players, from 60 days ago to 60 days ahead, with their participant rows (and the settled
 * attendance of the games past), so the find list, the dashboard and the game page read what a large
 * Rally holds. Written by the database itself
 * (`generate_series`), so a million games take a minute, not hours.
 *
 *   npx tsx bench/games-dataset.ts --games 100000   (on BENCH_DATABASE_URL, or the embedded database in ./bench-data)
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

export const BENCH_PLAYERS = 5_000;
const VENUES = 500;

// Fifty real city centres; venues are scattered within about 10 miles of each.
const CITY_CENTRES: [number, number][] = [
  [40.71, -74.0],
  [34.05, -118.24],
  [41.88, -87.63],
  [29.76, -95.37],
  [33.45, -112.07],
  [39.95, -75.17],
  [29.42, -98.49],
  [32.72, -117.16],
  [32.78, -96.8],
  [30.27, -97.74],
  [37.77, -122.42],
  [47.61, -122.33],
  [39.74, -104.99],
  [42.36, -71.06],
  [25.76, -80.19],
  [33.75, -84.39],
  [45.5, -73.57],
  [43.65, -79.38],
  [49.28, -123.12],
  [19.43, -99.13],
  [51.51, -0.13],
  [48.86, 2.35],
  [52.52, 13.4],
  [40.42, -3.7],
  [41.9, 12.5],
  [52.37, 4.9],
  [50.85, 4.35],
  [48.21, 16.37],
  [59.33, 18.07],
  [55.68, 12.57],
  [53.35, -6.26],
  [38.72, -9.14],
  [45.46, 9.19],
  [47.37, 8.54],
  [50.08, 14.44],
  [52.23, 21.01],
  [35.68, 139.69],
  [37.57, 126.98],
  [1.35, 103.82],
  [22.32, 114.17],
  [-33.87, 151.21],
  [-37.81, 144.96],
  [-36.85, 174.76],
  [-23.55, -46.63],
  [-34.6, -58.38],
  [-33.45, -70.67],
  [6.52, 3.38],
  [-1.29, 36.82],
  [-33.92, 18.42],
  [25.2, 55.27],
];
const SPORTS = ['soccer', 'basketball', 'tennis', 'volleyball', 'running', 'pickleball', 'cycling', 'yoga'];

/** Inserts the players and games (with participants) the games benchmark reads, unless they are there already. */
export async function generateGamesDataset(db: Database, { games, now }: { games: number; now: Date }) {
  // PGlite and node-postgres both answer a raw statement with `{ rows }`.
  const existing = (await db.execute(
    sql`select count(*)::int as count from games where title like 'Bench %'`,
  )) as {
    rows: { count: number }[];
  };
  if ((existing.rows[0]?.count ?? 0) >= games) return;

  const venues = Array.from({ length: VENUES }, (_, i) => {
    const [latitude, longitude] = CITY_CENTRES[i % CITY_CENTRES.length] as [number, number];
    return {
      position: i + 1,
      name: `Bench Venue ${i}`,
      latitude: latitude + jitter(i, 1),
      longitude: longitude + jitter(i, 2),
    };
  });

  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username)
    select 'bench-player-' || n, 'Bench Player ' || n, 'bench-player-' || n || '@bench.test', true,
           'bench_player_' || n, 'bench_player_' || n
    from generate_series(1, ${BENCH_PLAYERS}) as n
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_profiles (user_id, username, name, email, location, sports)
    select 'bench-player-' || n, 'bench_player_' || n, 'Bench Player ' || n, 'bench-player-' || n || '@bench.test',
           'Bench City', array['soccer', 'tennis']
    from generate_series(1, ${BENCH_PLAYERS}) as n
    on conflict do nothing`);

  // Most games have coordinates; one in ten has only a typed venue, as hand-entered games do.
  await db.execute(sql`
    with venue as (
      select * from jsonb_to_recordset(${JSON.stringify(venues)}::jsonb)
        as v(position int, name text, latitude float8, longitude float8)
    )
    insert into games (title, sport, date, time, time_zone, starts_at, location, latitude, longitude,
                       max_players, players_joined, host_id, skill_level, gender, venue_cost, cost_amount,
                       description, is_private, created_at)
    select 'Bench ' || (${sql.raw(`array[${SPORTS.map((s) => `'${s}'`).join(',')}]`)})[1 + n % ${SPORTS.length}] || ' game ' || n,
           (${sql.raw(`array[${SPORTS.map((s) => `'${s}'`).join(',')}]`)})[1 + n % ${SPORTS.length}],
           (start at time zone 'UTC')::date, to_char(start at time zone 'UTC', 'HH24:MI'), 'UTC', start,
           venue.name, case when n % 10 = 0 then null else venue.latitude end,
           case when n % 10 = 0 then null else venue.longitude end,
           6 + (n % 6) * 2, 1 + (n % 5), 'bench-player-' || (1 + n % ${BENCH_PLAYERS}),
           (array['any','beginner','casual','intermediate','advanced'])[1 + n % 5],
           (array['co-ed','co-ed','men','women'])[1 + n % 4],
           case when n % 4 = 0 then 'paid' else 'free' end, case when n % 4 = 0 then 10 else null end,
           'A benchmark game.', n % 8 = 0, start - interval '7 days'
    from generate_series(1, ${games}) as n
    cross join lateral (
      select ${now.toISOString()}::timestamptz + ((n::bigint * 7919) % (120 * 24 * 60) - 60 * 24 * 60) * interval '1 minute' as start
    ) as timing
    join venue on venue.position = 1 + n % ${VENUES}`);

  // The host plus players_joined - 1 others, spread over the players so no one is in a game twice.
  await db.execute(sql`
    insert into game_participants (game_id, user_id, joined_at)
    select g.id,
           'bench-player-' || (1 + (split_part(g.host_id, '-', 3)::int - 1 + seat * 7) % ${BENCH_PLAYERS}),
           g.created_at + seat * interval '1 hour'
    from games g
    cross join lateral generate_series(0, g.players_joined - 1) as seat
    where g.title like 'Bench %'
    on conflict do nothing`);
  await addSeriesAndGameRules(db);
  await addAttendance(db, now);
  await db.execute(sql`analyze`);
}

/**
 * Game day's record: every game whose check-in window has closed (an hour after its start) is settled,
 * each of its players attended, did not show (about one in ten) or cancelled late (one in twenty), so
 * the attendance record beside each name on the game page counts real rows (about 30 a player at
 * 100,000 games).
 */
async function addAttendance(db: Database, now: Date) {
  await db.execute(sql`
    insert into game_attendance (game_id, user_id, checked_in_at, outcome, settled_at)
    select p.game_id, p.user_id,
           case when abs(hashtext(p.game_id::text || p.user_id)) % 20 < 17 then g.starts_at end,
           case abs(hashtext(p.game_id::text || p.user_id)) % 20
             when 17 then 'no_show' when 18 then 'no_show' when 19 then 'late_cancellation' else 'attended' end,
           g.starts_at + interval '1 hour'
    from game_participants p join games g on g.id = p.game_id
    where g.title like 'Bench %' and g.starts_at < ${now.toISOString()}::timestamptz - interval '1 hour'
    on conflict do nothing`);
  await db.execute(sql`
    update games set attendance_settled_at = starts_at + interval '1 hour'
    where title like 'Bench %' and starts_at < ${now.toISOString()}::timestamptz - interval '1 hour'`);
}

/**
 * What weekly games add to a large Rally: one game in five belongs to one of a few thousand series (each
 * with three regulars; its games with two players or more have a co-host), one in three has a minimum and
 * a decision time, one in six takes guests and about one in twelve has a guest, so the lists' badges and
 * states and the game page's roster read real rows.
 */
async function addSeriesAndGameRules(db: Database) {
  const series = 2_000;
  await db.execute(sql`
    insert into game_series (id, host_id, weekdays, start_date, time, time_zone, title, sport, location,
                             max_players, created_through)
    select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'bench-player-' || n, array[1 + n % 7],
           current_date, '19:00', 'UTC', 'Bench weekly ' || n, 'soccer', 'Bench Venue ' || n % ${VENUES}, 12,
           current_date + 28
    from generate_series(1, ${series}) as n
    on conflict do nothing`);
  await db.execute(sql`
    insert into game_series_regulars (series_id, user_id)
    select s.id, 'bench-player-' || (1 + (n * 13 + seat * 101) % ${BENCH_PLAYERS})
    from generate_series(1, ${series}) as n
    cross join lateral (select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid as id) as s
    cross join generate_series(0, 2) as seat
    on conflict do nothing`);
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by id) as n from games where title like 'Bench %'
    )
    update games set
      series_id = case when numbered.n % 5 = 0
        then ('00000000-0000-4000-8000-' || lpad((1 + numbered.n % ${series})::text, 12, '0'))::uuid end,
      series_date = case when numbered.n % 5 = 0 then date '2000-01-01' + numbered.n::int end,
      min_players = case when numbered.n % 3 = 0 then least(4, games.max_players) end,
      decision_hours = case when numbered.n % 3 = 0 then 6 else 2 end,
      guests_per_player = case when numbered.n % 6 = 0 then 2 else 0 end
    from numbered where numbered.id = games.id`);
  await db.execute(sql`
    insert into game_guests (game_id, brought_by, name)
    select g.id, g.host_id, 'Guest of ' || g.title
    from games g
    where g.title like 'Bench %' and g.guests_per_player > 0 and g.players_joined < g.max_players
      and abs(hashtext(g.id::text)) % 2 = 0`);
  await db.execute(sql`
    update games g set players_joined = players_joined + guests.count
    from (select game_id, count(*)::int as count from game_guests group by game_id) guests
    where guests.game_id = g.id and g.title like 'Bench %'`);
  await db.execute(sql`
    insert into game_cohosts (game_id, user_id)
    select p.game_id, p.user_id
    from game_participants p join games g on g.id = p.game_id
    where g.series_id is not null and p.user_id <> g.host_id
      and p.joined_at = g.created_at + interval '1 hour'
    on conflict do nothing`);
}

/** A fixed offset of up to about 0.15 degrees, different for each venue and axis. */
function jitter(index: number, axis: number) {
  return (((index * 2_654_435_761 * axis) >>> 0) / 4_294_967_296 - 0.5) * 0.3;
}
