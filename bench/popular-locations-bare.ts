/**
 * The yardstick of the popular-locations benchmark: a bare Fastify server answering the popular
 * locations page and the Venues tab, measured from the browser's position, with byte-identical JSON, by
 * running the statement Rally sends (its place summaries, migrations 0014 and 0021; fixtures left out)
 * through `pg` directly: the session lookup by signed cookie included, no validation, no ORM, no
 * framework plugins. The position's name ("Los Angeles, CA") comes from the same embedded city list
 * Rally reads, loaded before serving.
 * It covers the requests the benchmark makes (a position, no search, the default filters).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { nameOfPosition } from '../apps/server/src/features/locations/player-position.ts';
import type { Query } from './games-bare.ts';

// Rally's limits and rules, copied: 100 popular places, 50 venues, 50 miles "nearby", a week of recent games.
const POPULAR_MAX = 100;
const VENUES_MAX = 50;
const NEARBY_MILES = 50;
const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const startOfUtcDay = (moment: Date) => new Date(Math.floor(moment.getTime() / DAY_MS) * DAY_MS);
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** How places follow the nearby ones, as Rally's `LocationOrder`: most games, most upcoming, or nearest first. */
export type PlacesOrder = 'game-count' | 'upcoming' | 'nearest';

/**
 * The places from their summaries with upcoming and recent games summed from the days, today's and the
 * recent week's first day's games counted exactly, the weeks after this one from the weekly counts;
 * $1-$7, $9 and $10 the clock's cuts, $8 the limit; with a position, $11-$12 the point and $13 the
 * nearby radius (without one, as Rally, no distance and no nearby places first).
 */
const placesStatement = (upcomingOnly: boolean, order: PlacesOrder, measured: boolean) => `
  with by_days as (
    select "place_game_days"."place_key" as place_key,
           sum("place_game_days"."games") filter (where "place_game_days"."day" > $1) as upcoming,
           sum("place_game_days"."games") filter (where "place_game_days"."day" < $1) as recent
    from "place_game_days"
    where "place_game_days"."day" > $2 and "place_game_days"."day" < $9
    group by 1
  ),
  by_weeks as (
    select "place_game_weeks"."place_key" as place_key, sum("place_game_weeks"."games") as upcoming
    from "place_game_weeks"
    where "place_game_weeks"."week" > $10
    group by 1
  ),
  cut_days as (
    select lower(trim("games"."location")) as place_key,
           count(*) filter (where "games"."starts_at" >= $3 and "games"."starts_at" < $4) as upcoming,
           count(*) filter (where "games"."starts_at" >= $5 and "games"."starts_at" < $3) as recent
    from "games"
    where (("games"."starts_at" >= $6 and "games"."starts_at" < $4)
        or ("games"."starts_at" >= $5 and "games"."starts_at" < $7))
      and "games"."league_id" is null
    group by 1
  ),
  per_place as (
    select s.name, s.game_count,
           (coalesce(by_days.upcoming, 0) + coalesce(by_weeks.upcoming, 0)
             + coalesce(cut_days.upcoming, 0))::int as upcoming_games,
           (coalesce(by_days.recent, 0) + coalesce(cut_days.recent, 0))::int as recent_games,
           s.sports,
           (s.latitude_sum / nullif(s.positioned_games, 0))::float8 as latitude,
           (s.longitude_sum / nullif(s.positioned_games, 0))::float8 as longitude,
           s.free_games > 0 as has_free,
           s.paid_games > 0 as has_paid
    from "place_summaries" s
    left join by_days on by_days.place_key = s.place_key
    left join by_weeks on by_weeks.place_key = s.place_key
    left join cut_days on cut_days.place_key = s.place_key
  ),
  measured as (
    select *, case when latitude is null then null
                   else ${measured ? '(earth_distance(ll_to_earth($11::float8, $12::float8), ll_to_earth(latitude, longitude)) / 1609.344)::float8' : 'null::float8'} end as distance_miles
    from per_place
  )
  select *,
         (count(*) over ())::int as total_locations,
         (sum(game_count) over ())::int as total_games,
         (sum(upcoming_games) over ())::int as total_upcoming
  from measured
  ${upcomingOnly ? 'where upcoming_games > 0' : ''}
  order by (upcoming_games = 0),
           ${measured ? 'case when upcoming_games > 0 and distance_miles <= $13 then distance_miles end asc nulls last,' : ''}
           ${
             order === 'upcoming'
               ? 'upcoming_games desc, game_count desc, name'
               : order === 'nearest'
                 ? 'distance_miles asc nulls last, upcoming_games desc, name'
                 : 'game_count desc, upcoming_games desc, name'
           }
  limit $8`;

/**
 * Rally's places statement (locations.repository.ts) for one request: the clock's cuts from `now`, the
 * distances from `point` when the player's position is known.
 */
export function queryPlaces(
  query: Query,
  options: {
    now: Date;
    point: { latitude: number; longitude: number } | null;
    upcomingOnly: boolean;
    order: PlacesOrder;
    limit: number;
  },
) {
  const { now, point } = options;
  const today = startOfUtcDay(now);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const recentSince = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const recentFirstDay = startOfUtcDay(recentSince);
  const recentSecondDay = new Date(recentFirstDay.getTime() + DAY_MS);
  const thisWeek = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  const nextWeek = new Date(thisWeek.getTime() + 7 * DAY_MS);
  return query(placesStatement(options.upcomingOnly, options.order, point !== null), [
    utcDay(today),
    utcDay(recentFirstDay),
    now,
    tomorrow,
    recentSince,
    today,
    recentSecondDay,
    options.limit,
    utcDay(nextWeek),
    utcDay(thisWeek),
    ...(point ? [point.latitude, point.longitude, NEARBY_MILES] : []),
  ]);
}

export const roundMiles = (miles: number | null) => (miles === null ? null : Math.round(miles * 10) / 10);

export async function startPopularLocationsBareServer(query: Query, secret: string) {
  const app = Fastify({ logger: false });

  /** The same check better-auth makes: a signed cookie, its session by token, unexpired, then its user. */
  async function viewer(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const raw = /(?:^|;\s*)rally\.session_token=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
    const value = raw ? decodeURIComponent(raw) : '';
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (dot < 1 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      reply.code(401).send({ error: 'unauthorized' });
      return undefined;
    }
    const [session] = await query('select * from sessions where token = $1 limit 1', [token]);
    if (!session || session.expires_at < new Date()) {
      reply.code(401).send({ error: 'unauthorized' });
      return undefined;
    }
    const [user] = await query('select * from users where id = $1 limit 1', [session.user_id]);
    if (!user) reply.code(401).send({ error: 'unauthorized' });
    return user?.id;
  }

  async function places(
    request: FastifyRequest,
    options: { upcomingOnly: boolean; order: PlacesOrder; limit: number },
  ) {
    const { lat, lng } = request.query as { lat: string; lng: string };
    const point = { latitude: Number(lat), longitude: Number(lng) };
    const [rows, label] = await Promise.all([
      queryPlaces(query, { ...options, now: new Date(), point }),
      nameOfPosition(point),
    ]);
    return { rows, origin: { ...point, source: 'device', label } };
  }

  app.get('/api/locations/popular', async (request, reply) => {
    if (!(await viewer(request, reply))) return;
    const { rows, origin } = await places(request, {
      upcomingOnly: false,
      order: 'game-count',
      limit: POPULAR_MAX,
    });
    const first = rows[0];
    return {
      totals: {
        locations: first?.total_locations ?? 0,
        games: first?.total_games ?? 0,
        upcomingGames: first?.total_upcoming ?? 0,
      },
      locations: rows.map((row) => ({
        name: row.name,
        gameCount: row.game_count,
        upcomingGames: row.upcoming_games,
        recentGames: row.recent_games,
        sports: row.sports,
        latitude: row.latitude,
        longitude: row.longitude,
        distanceMiles: roundMiles(row.distance_miles),
      })),
      origin,
    };
  });

  app.get('/api/locations/venues', async (request, reply) => {
    if (!(await viewer(request, reply))) return;
    const { rows, origin } = await places(request, {
      upcomingOnly: true,
      order: 'nearest',
      limit: VENUES_MAX,
    });
    return {
      venues: rows.map((row) => ({
        name: row.name,
        sports: row.sports,
        upcomingGames: row.upcoming_games,
        cost: row.has_free && row.has_paid ? 'mixed' : row.has_paid ? 'paid' : 'free',
        latitude: row.latitude,
        longitude: row.longitude,
        distanceMiles: roundMiles(row.distance_miles),
      })),
      origin,
    };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: Number(new URL(address).port), close: () => app.close() };
}
