/**
 * The games benchmark's viewer, on top of the generated dataset (bench/games-dataset.ts): a signed-in
 * player with no profile location (so distances come only from the position in the query), 50 of the
 * bench players as friends (their creations and joins fill Friends Activity), three upcoming games they
 * host and three they joined, and one upcoming public game of ten players they play in (the game page).
 */
import { randomUUID } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@rally/shared/limits';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { sessionCookie } from './api-overhead-seed.ts';

export type GamesSeeded = { viewerId: string; cookie: string; tenPlayerGameId: string };

const VIEWER = 'bench-viewer';
const FRIENDS = 50;

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(statement: Promise<unknown>): Promise<T[]> {
  return ((await statement) as { rows: T[] }).rows;
}

/** Seeds the viewer, their friends, games and session; answers the ids and the cookie. */
export async function seedGamesViewer(db: Database, secret: string, now: Date): Promise<GamesSeeded> {
  const hour = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username)
    values (${VIEWER}, 'Bench Viewer', 'bench-viewer@bench.test', true, 'bench_viewer', 'bench_viewer')`);
  await db.execute(sql`
    insert into user_profiles (user_id, username, name, email, location, sports)
    values (${VIEWER}, 'bench_viewer', 'Bench Viewer', 'bench-viewer@bench.test', null, array['soccer', 'tennis'])`);
  await db.execute(sql`
    insert into friendships (user_id, friend_id, status, created_at, updated_at)
    select ${VIEWER}, 'bench-player-' || n, 'accepted', ${hour(-24 * 30)}::timestamptz, ${hour(-24 * 30)}::timestamptz
    from generate_series(1, ${FRIENDS}) as n`);

  // Three hosted games, one of them two days ahead, each with the host as its only player.
  const hosted = await rowsOf<{ id: string }>(
    db.execute(sql`
    insert into games (title, sport, date, time, time_zone, starts_at, location, latitude, longitude,
                       max_players, players_joined, host_id, skill_level, gender, venue_cost, description,
                       is_private, created_at)
    select 'Viewer soccer ' || n, 'soccer', (s at time zone 'UTC')::date, to_char(s at time zone 'UTC', 'HH24:MI'),
           'UTC', s, 'Bench Venue 0', 40.71, -74.0, 10, 1, ${VIEWER}, 'any', 'co-ed', 'free',
           'Hosted by the viewer.', false, ${hour(-2)}::timestamptz
    from generate_series(1, 3) as n
    cross join lateral (select ${now.toISOString()}::timestamptz + n * interval '2 days' as s) as start
    returning id`),
  );
  for (const game of hosted) {
    await db.execute(sql`
      insert into game_participants (game_id, user_id, joined_at) values (${game.id}, ${VIEWER}, ${hour(-2)}::timestamptz)`);
  }

  // Three upcoming public games of the dataset with room, joined by the viewer.
  await db.execute(sql`
    with picked as (
      select id from games
      where title like 'Bench %' and starts_at > ${hour(24)}::timestamptz and not is_private
        and players_joined < max_players
      order by starts_at, id limit 3
    ),
    joined as (
      insert into game_participants (game_id, user_id, joined_at)
      select id, ${VIEWER}, ${hour(-1)}::timestamptz from picked returning game_id
    )
    update games set players_joined = players_joined + 1 where id in (select game_id from joined)`);

  // The game page's game: hosted by a friend, ten players, the viewer among them.
  const [page] = await rowsOf<{ id: string }>(
    db.execute(sql`
    insert into games (title, sport, date, time, time_zone, starts_at, location, latitude, longitude,
                       max_players, players_joined, host_id, skill_level, gender, venue_cost, cost_amount,
                       description, game_format, what_to_bring, is_private, created_at)
    select 'Ten player basketball', 'basketball', (s at time zone 'UTC')::date, to_char(s at time zone 'UTC', 'HH24:MI'),
           'UTC', s, 'Bench Venue 1', 34.05, -118.24, 12, 10, 'bench-player-2', 'intermediate', 'co-ed',
           'paid', 10, 'Full court, two teams of five.', 'Games to 21', 'Water and a light and dark shirt',
           false, ${hour(-24)}::timestamptz
    from (select ${hour(72)}::timestamptz as s) as start
    returning id`),
  );
  if (!page) throw new Error('games seed: the ten-player game was not inserted');
  await db.execute(sql`
    insert into game_participants (game_id, user_id, joined_at)
    select ${page.id}, player, ${hour(-24)}::timestamptz + seat * interval '10 minutes'
    from unnest(array['bench-player-2', 'bench-player-3', 'bench-player-4', 'bench-player-5', 'bench-player-6',
                      'bench-player-7', 'bench-player-8', 'bench-player-9', 'bench-player-10', ${VIEWER}])
      with ordinality as p(player, seat)`);
  // A weekly game: one of a series, with a minimum, a co-host and two guests (twelve of twelve spots).
  await db.execute(sql`
    update games set series_id = ('00000000-0000-4000-8000-' || lpad('2', 12, '0'))::uuid,
                     series_date = date '1999-12-31', min_players = 8, decision_hours = 6, guests_per_player = 2,
                     players_joined = 12
    where id = ${page.id}`);
  await db.execute(sql`
    insert into game_guests (game_id, brought_by, name, created_at)
    values (${page.id}, 'bench-player-3', 'Sam', ${hour(-20)}::timestamptz),
           (${page.id}, 'bench-player-3', 'Alex', ${hour(-19)}::timestamptz)`);
  await db.execute(sql`insert into game_cohosts (game_id, user_id) values (${page.id}, 'bench-player-4')`);

  const token = randomUUID().replace(/-/g, '');
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
    values (${randomUUID()}, ${token}, ${VIEWER}, ${new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`);
  await db.execute(sql`analyze`);
  return { viewerId: VIEWER, cookie: sessionCookie(token, secret), tenPlayerGameId: page.id };
}
