// Owner: locations.
import { date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The places where games are played, kept by database triggers on `games` in the same transaction as
// every game written, cancelled or moved (migration 0014, docs/decisions/0021): popular locations,
// venues and the dashboard read these instead of aggregating every game. A place is a game's trimmed
// location compared case-insensitively (`place_key` = lower(trim(location))). Nothing but the triggers
// writes them; `rebuild_place_summaries()` counts them afresh from the games.

/** One row per place: its counts over all its games, what it costs and where it is. */
export const placeSummaries = pgTable('place_summaries', {
  placeKey: text('place_key').primaryKey(),
  /** The most frequent spelling of the place (ties: the first alphabetically). */
  name: text('name').notNull(),
  /** The sports played there, most games first (ties: alphabetical). */
  sports: text('sports').array().notNull(),
  gameCount: integer('game_count').notNull(),
  freeGames: integer('free_games').notNull(),
  paidGames: integer('paid_games').notNull(),
  /** Sums over the games that have coordinates: the place is at their average. */
  latitudeSum: doublePrecision('latitude_sum').notNull(),
  longitudeSum: doublePrecision('longitude_sum').notNull(),
  positionedGames: integer('positioned_games').notNull(),
});

/** Games per place, spelling and sport: what `name` and `sports` of a summary are chosen from. */
export const placeGameKinds = pgTable(
  'place_game_kinds',
  {
    placeKey: text('place_key').notNull(),
    name: text('name').notNull(),
    sport: text('sport').notNull(),
    games: integer('games').notNull(),
  },
  (table) => [primaryKey({ columns: [table.placeKey, table.name, table.sport] })],
);

/**
 * Games per place and UTC day of their start: "upcoming" and "recent" move with the clock, so they are
 * summed at read time from the last week's days and this week's, then whole weeks (`place_game_weeks`),
 * the two days the clock cuts counted exactly from those days' games alone.
 */
export const placeGameDays = pgTable(
  'place_game_days',
  {
    placeKey: text('place_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    games: integer('games').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.placeKey, table.day] }),
    // Reads sum the days from a week ago onward: an index-only range over those days.
    index('place_game_days_day_idx').on(table.day, table.placeKey, table.games),
  ],
);

/** Games per place and UTC week (from Monday, as `date_trunc('week', ...)`) of their start: the weeks ahead. */
export const placeGameWeeks = pgTable(
  'place_game_weeks',
  {
    placeKey: text('place_key').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    games: integer('games').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.placeKey, table.week] }),
    index('place_game_weeks_week_idx').on(table.week, table.placeKey, table.games),
  ],
);
