/** Business constants shared by the browser and the server (spec document 1 §9). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
/** A password needs at least this many of: a letter, a digit, a special character. */
export const PASSWORD_MIN_CLASSES = 2;

export const CODE_LENGTH = 6;
/** Verification and reset codes die after this long (seconds). */
export const CODE_TTL_SECONDS = 10 * 60;
/** A code is dead after this many wrong tries. */
export const CODE_MAX_ATTEMPTS = 5;

export const MINIMUM_AGE = 18;
export const VERIFY_REDIRECT_DELAY_MS = 2_000;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;

/** Sessions last this long and are extended when used after a day (seconds). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;

/** An account whose email is still unverified this long after sign-up is deleted, freeing its username. */
export const UNVERIFIED_ACCOUNT_TTL_DAYS = 7;

/** How far ahead a game may be scheduled, in years: further is a typo (or a probe), not a plan. */
export const GAME_DATE_MAX_YEARS_AHEAD = 2;

/** Push devices one account keeps: subscribing one more replaces its oldest. */
export const PUSH_DEVICES_MAX = 10;

/** Leagues one account may create per hour, as for games: a busy organiser, not a flood of Discover. */
export const LEAGUE_CREATIONS_PER_HOUR = 20;
/** News posts one account may publish per hour, over all its leagues. */
export const LEAGUE_NEWS_POSTS_PER_HOUR = 30;
/** Uploads one account may have in progress at once: each holds its files in the server's memory. */
export const UPLOADS_AT_ONCE_PER_ACCOUNT = 2;

// A season's writes, per account and hour (apps/server/src/features/leagues/seasons/season-write-budgets.ts).
// Each tells players something (a placement, a moved fixture, a result to confirm), so an account taken
// over, or a script, could flood a league's players with notices: these stop a burst where a real
// organiser, captain or player never reaches them.

/** Seasons one account may create per hour: a league runs a few a year; ten in an hour is a script. */
export const SEASON_CREATIONS_PER_HOUR = 10;
/**
 * Changes to seasons, teams and rosters one account may make per hour (a season's rules, its teams,
 * placing and removing players, generating fixtures, seeding playoffs): the largest season placed by
 * hand in one sitting, 20 teams of 15 players, is 300 placements and 20 teams, well under it.
 */
export const SEASON_SETUP_CHANGES_PER_HOUR = 400;
/**
 * Fixtures one account may move per hour: a rained-off matchday of the largest season is 10 fixtures,
 * so this is a dozen matchdays at once.
 */
export const SEASON_FIXTURE_MOVES_PER_HOUR = 120;
/**
 * Results one account may report, confirm, dispute or settle per hour: as many as the per-address limit
 * of those routes, so an organiser entering a backlog from one place meets no new limit.
 */
export const SEASON_RESULT_WRITES_PER_HOUR = 120;
/**
 * Requests to be placed in a team (asked or withdrawn) one account may make per hour: a member asks once
 * or twice a season; asking and withdrawing in a loop would ping the organisers each time.
 */
export const SEASON_PLACEMENT_REQUESTS_PER_HOUR = 30;
