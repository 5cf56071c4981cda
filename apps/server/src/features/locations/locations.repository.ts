import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { games } from '../../db/schema/games.ts';

/** A venue the location field suggests: a place of earlier games that has coordinates. */
export type VenueSuggestionRow = { name: string; gameCount: number; latitude: number; longitude: number };

/** One place where games are played, aggregated over its games (spec document 2 §3). */
export type LocationRow = {
  name: string;
  gameCount: number;
  upcomingGames: number;
  recentGames: number;
  /** Most frequent first. */
  sports: string[];
  latitude: number | null;
  longitude: number | null;
  /** Some of its games are free, some paid. */
  hasFree: boolean;
  hasPaid: boolean;
  distanceMiles: number | null;
};

export type LocationTotals = { locations: number; games: number; upcomingGames: number };

export type LocationFilter = {
  /** A case-insensitive substring of the name. */
  search?: string | undefined;
  /** Only places with a game of this sport. */
  sport?: string | undefined;
  /** Only places with a game of this cost. */
  venueCost?: 'free' | 'paid' | undefined;
};

/**
 * How places follow one another after the nearby ones (see `LocationQuery.near`): most games first,
 * most upcoming first, or (with `near`) nearest first. Places without upcoming games always come last.
 */
export type LocationOrder = 'game-count' | 'upcoming' | 'nearest';

export type LocationQuery = {
  filter: LocationFilter;
  now: Date;
  /** Games since then and before `now` are recent. */
  recentSince: Date;
  order: LocationOrder;
  limit: number;
  /**
   * Measures each place's distance from here; places with upcoming games within `nearbyMiles` come
   * first, nearest first; with `withinMiles`, drops positioned places farther away.
   */
  near?:
    | { latitude: number; longitude: number; nearbyMiles: number; withinMiles?: number | undefined }
    | undefined;
  /** Only places with an upcoming game. */
  upcomingOnly?: boolean;
};

type RawLocationRow = {
  name: string;
  game_count: number;
  upcoming_games: number;
  recent_games: number;
  sports: string[];
  latitude: number | null;
  longitude: number | null;
  has_free: boolean;
  has_paid: boolean;
  distance_miles: number | null;
  total_locations: number;
  total_games: number;
  total_upcoming: number;
};

// A place is its trimmed name, compared case-insensitively: "Zilker Park " and "zilker park" are one.
const placeKey = sql`lower(trim(${games.location}))`;

/** `strpos` rather than LIKE, so the user's % and _ are plain characters. */
const nameContains = (text: string) => sql`strpos(${placeKey}, lower(${text})) > 0`;

function filterClause({ search, sport, venueCost }: LocationFilter): SQL {
  const conditions: SQL[] = [sql`trim(${games.location}) <> ''`];
  if (search) conditions.push(nameContains(search));
  if (sport)
    conditions.push(sql`${placeKey} in (select lower(trim(location)) from games where sport = ${sport})`);
  if (venueCost)
    conditions.push(
      sql`${placeKey} in (select lower(trim(location)) from games where venue_cost = ${venueCost})`,
    );
  return sql.join(conditions, sql` and `);
}

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(statement: Promise<unknown>): Promise<T[]> {
  return ((await statement) as { rows: T[] }).rows;
}

export function createLocationsRepository(db: Database) {
  return {
    /** Places of earlier games with coordinates whose name contains `text`, most games first. */
    async venueSuggestions(text: string, limit: number): Promise<VenueSuggestionRow[]> {
      return rowsOf<VenueSuggestionRow>(
        db.execute(sql`
        select mode() within group (order by trim(${games.location})) as "name",
               count(*)::int as "gameCount",
               avg(${games.latitude})::float8 as "latitude",
               avg(${games.longitude})::float8 as "longitude"
        from ${games}
        where ${games.latitude} is not null and ${nameContains(text)}
        group by ${placeKey}
        order by count(*) desc, 1
        limit ${limit}
      `),
      );
    },

    /** The coordinates of the place named exactly `name` (case and outer spaces ignored), if any game there has them. */
    async venuePosition(name: string): Promise<{ latitude: number; longitude: number } | null> {
      const [row] = await rowsOf<{ latitude: number | null; longitude: number | null }>(
        db.execute(sql`
        select avg(${games.latitude})::float8 as "latitude", avg(${games.longitude})::float8 as "longitude"
        from ${games}
        where ${placeKey} = lower(trim(${name})) and ${games.latitude} is not null
      `),
      );
      return row?.latitude != null && row.longitude != null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null;
    },

    /**
     * Places aggregated over all their games (private ones count, though nothing of them but numbers
     * leaves here), in one statement: per place and sport first, so each place's sports come out by
     * frequency, then per place, with the totals of every matching place (before the limit) alongside.
     */
    async locations(query: LocationQuery): Promise<{ rows: LocationRow[]; totals: LocationTotals }> {
      const { filter, near, order, limit } = query;
      const { now, recentSince } = query;
      const orderBy = sql.join(
        [
          // Never a place without an upcoming game as the first thing to click.
          sql`(upcoming_games = 0)`,
          ...(near
            ? [
                sql`case when upcoming_games > 0 and distance_miles <= ${near.nearbyMiles} then distance_miles end asc nulls last`,
              ]
            : []),
          order === 'upcoming'
            ? sql`upcoming_games desc, game_count desc, name`
            : order === 'nearest'
              ? sql`distance_miles asc nulls last, upcoming_games desc, name`
              : sql`game_count desc, upcoming_games desc, name`,
        ],
        sql`, `,
      );
      // earthdistance measures in metres on a sphere, as the games' GiST index does.
      const distance = near
        ? sql`(earth_distance(ll_to_earth(${near.latitude}, ${near.longitude}), ll_to_earth(latitude, longitude)) / 1609.344)::float8`
        : sql`null::float8`;
      const kept: SQL[] = [sql`true`];
      if (query.upcomingOnly) kept.push(sql`upcoming_games > 0`);
      // A place without coordinates is never hidden by a distance: it lists after the others.
      if (near?.withinMiles !== undefined)
        kept.push(sql`(distance_miles is null or distance_miles <= ${near.withinMiles})`);
      const rows = await rowsOf<RawLocationRow>(
        db.execute(sql`
        with per_sport as (
          select ${placeKey} as key,
                 mode() within group (order by trim(${games.location})) as name,
                 ${games.sport} as sport,
                 count(*)::int as games,
                 count(*) filter (where ${games.startsAt} >= ${now})::int as upcoming,
                 count(*) filter (where ${games.startsAt} >= ${recentSince}
                                    and ${games.startsAt} < ${now})::int as recent,
                 sum(${games.latitude}) as lat_sum,
                 sum(${games.longitude}) as lng_sum,
                 count(${games.latitude})::int as positioned,
                 bool_or(${games.venueCost} = 'free') as has_free,
                 bool_or(${games.venueCost} = 'paid') as has_paid
          from ${games}
          where ${filterClause(filter)}
          group by 1, 3
        ),
        per_place as (
          select (array_agg(name order by games desc, name))[1] as name,
                 sum(games)::int as game_count,
                 sum(upcoming)::int as upcoming_games,
                 sum(recent)::int as recent_games,
                 array_agg(sport order by games desc, sport) as sports,
                 (sum(lat_sum) / nullif(sum(positioned), 0))::float8 as latitude,
                 (sum(lng_sum) / nullif(sum(positioned), 0))::float8 as longitude,
                 bool_or(has_free) as has_free,
                 bool_or(has_paid) as has_paid
          from per_sport
          group by key
        ),
        measured as (
          select *, case when latitude is null then null else ${distance} end as distance_miles
          from per_place
        )
        select *,
               (count(*) over ())::int as total_locations,
               (sum(game_count) over ())::int as total_games,
               (sum(upcoming_games) over ())::int as total_upcoming
        from measured
        where ${sql.join(kept, sql` and `)}
        order by ${orderBy}
        limit ${limit}
      `),
      );
      const first = rows[0];
      return {
        rows: rows.map((row) => ({
          name: row.name,
          gameCount: row.game_count,
          upcomingGames: row.upcoming_games,
          recentGames: row.recent_games,
          sports: row.sports,
          latitude: row.latitude,
          longitude: row.longitude,
          hasFree: row.has_free,
          hasPaid: row.has_paid,
          distanceMiles: row.distance_miles,
        })),
        totals: {
          locations: first?.total_locations ?? 0,
          games: first?.total_games ?? 0,
          upcomingGames: first?.total_upcoming ?? 0,
        },
      };
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
