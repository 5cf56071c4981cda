import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { placeGameDays, placeGameWeeks, placeSummaries } from '../../db/schema/locations.ts';
import { gameColumns } from '../games/games.read-model.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfUtcDay = (moment: Date) => new Date(Math.floor(moment.getTime() / DAY_MS) * DAY_MS);
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);
/** The Monday starting `day`'s week, as `date_trunc('week', ...)` finds it. */
const startOfUtcWeek = (day: Date) => new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);

/** `strpos` rather than LIKE, so the user's % and _ are plain characters. */
const nameContains = (text: string) => sql`strpos(${placeSummaries.placeKey}, lower(${text})) > 0`;

function filterClause({ search, sport, venueCost }: LocationFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (search) conditions.push(nameContains(search));
  if (sport) conditions.push(sql`${sport} = any(${placeSummaries.sports})`);
  if (venueCost === 'free') conditions.push(sql`${placeSummaries.freeGames} > 0`);
  if (venueCost === 'paid') conditions.push(sql`${placeSummaries.paidGames} > 0`);
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
        select ${placeSummaries.name} as "name", ${placeSummaries.gameCount} as "gameCount",
               (${placeSummaries.latitudeSum} / ${placeSummaries.positionedGames})::float8 as "latitude",
               (${placeSummaries.longitudeSum} / ${placeSummaries.positionedGames})::float8 as "longitude"
        from ${placeSummaries}
        where ${placeSummaries.positionedGames} > 0 and ${nameContains(text)}
        order by ${placeSummaries.gameCount} desc, 1
        limit ${limit}
      `),
      );
    },

    /** The coordinates of the place named exactly `name` (case and outer spaces ignored), if any game there has them. */
    async venuePosition(name: string): Promise<{ latitude: number; longitude: number } | null> {
      const [row] = await rowsOf<{ latitude: number; longitude: number }>(
        db.execute(sql`
        select (${placeSummaries.latitudeSum} / ${placeSummaries.positionedGames})::float8 as "latitude",
               (${placeSummaries.longitudeSum} / ${placeSummaries.positionedGames})::float8 as "longitude"
        from ${placeSummaries}
        where ${placeSummaries.placeKey} = lower(trim(${name})) and ${placeSummaries.positionedGames} > 0
      `),
      );
      return row ?? null;
    },

    /**
     * Places from their maintained summaries (private games count, though nothing of them but numbers
     * leaves here; a league's fixtures do not, as Find never lists them), in one statement, with the
     * totals of every matching place (before the limit) alongside. Upcoming and recent games are summed
     * from the per-week counts after this week and the per-day counts from a week ago to this week's end,
     * and the two days the clock cuts (today, and the first day of the recent week) from those days'
     * games themselves (by the start-and-place index, fixtures left out as the summaries leave them), so
     * a game stops being upcoming the moment it starts.
     */
    async locations(query: LocationQuery): Promise<{ rows: LocationRow[]; totals: LocationTotals }> {
      const { filter, near, order, limit } = query;
      const { now, recentSince } = query;
      const today = startOfUtcDay(now);
      const tomorrow = new Date(today.getTime() + DAY_MS);
      const recentFirstDay = startOfUtcDay(recentSince);
      const recentSecondDay = new Date(recentFirstDay.getTime() + DAY_MS);
      const thisWeek = startOfUtcWeek(today);
      const nextWeek = new Date(thisWeek.getTime() + 7 * DAY_MS);
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
      const inCutDays = sql`((${gameColumns.startsAt} >= ${today} and ${gameColumns.startsAt} < ${tomorrow})
                          or (${gameColumns.startsAt} >= ${recentSince} and ${gameColumns.startsAt} < ${recentSecondDay}))`;
      const rows = await rowsOf<RawLocationRow>(
        db.execute(sql`
        with by_days as (
          select ${placeGameDays.placeKey} as place_key,
                 sum(${placeGameDays.games}) filter (where ${placeGameDays.day} > ${utcDay(today)}) as upcoming,
                 sum(${placeGameDays.games}) filter (where ${placeGameDays.day} < ${utcDay(today)}) as recent
          from ${placeGameDays}
          where ${placeGameDays.day} > ${utcDay(recentFirstDay)} and ${placeGameDays.day} < ${utcDay(nextWeek)}
          group by 1
        ),
        by_weeks as (
          select ${placeGameWeeks.placeKey} as place_key, sum(${placeGameWeeks.games}) as upcoming
          from ${placeGameWeeks}
          where ${placeGameWeeks.week} > ${utcDay(thisWeek)}
          group by 1
        ),
        cut_days as (
          select lower(trim(${gameColumns.location})) as place_key,
                 count(*) filter (where ${gameColumns.startsAt} >= ${now} and ${gameColumns.startsAt} < ${tomorrow}) as upcoming,
                 count(*) filter (where ${gameColumns.startsAt} >= ${recentSince} and ${gameColumns.startsAt} < ${now}) as recent
          from ${gameColumns.source}
          where ${inCutDays} and ${gameColumns.leagueId} is null
          group by 1
        ),
        per_place as (
          select ${placeSummaries.name} as name,
                 ${placeSummaries.gameCount} as game_count,
                 (coalesce(by_days.upcoming, 0) + coalesce(by_weeks.upcoming, 0)
                   + coalesce(cut_days.upcoming, 0))::int as upcoming_games,
                 (coalesce(by_days.recent, 0) + coalesce(cut_days.recent, 0))::int as recent_games,
                 ${placeSummaries.sports} as sports,
                 (${placeSummaries.latitudeSum} / nullif(${placeSummaries.positionedGames}, 0))::float8 as latitude,
                 (${placeSummaries.longitudeSum} / nullif(${placeSummaries.positionedGames}, 0))::float8 as longitude,
                 ${placeSummaries.freeGames} > 0 as has_free,
                 ${placeSummaries.paidGames} > 0 as has_paid
          from ${placeSummaries}
          left join by_days on by_days.place_key = ${placeSummaries.placeKey}
          left join by_weeks on by_weeks.place_key = ${placeSummaries.placeKey}
          left join cut_days on cut_days.place_key = ${placeSummaries.placeKey}
          where ${filterClause(filter)}
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
