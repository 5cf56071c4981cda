/**
 * The games' choices and bounds as plain values, with no validation library: pages that only show games
 * (Find, a game's page) import these, and the schemas (games.schemas.ts) build on them.
 */

import { JOIN_REQUEST_MESSAGE_MAX_LENGTH } from '../join-requests/join-requests.limits.ts';

export { JOIN_REQUEST_STATUSES } from '../join-requests/join-requests.limits.ts';

/** Spec document 2 §9 choices. */
export const GAME_SKILL_LEVELS = ['any', 'beginner', 'casual', 'intermediate', 'advanced'] as const;
export const GAME_GENDERS = ['co-ed', 'men', 'women'] as const;
export const VENUE_COSTS = ['free', 'paid'] as const;

/** Spec document 2 §9 numbers. */
export const GAME_PLAYERS_MIN = 2;
export const GAME_PLAYERS_MAX = 30;
export const GAME_PLAYERS_DEFAULT = 8;
/** The largest radius in miles the find list takes as a number; wider is "any" (no limit). */
export const DISTANCE_MILES_MAX = 100;
export const DISTANCE_MILES_DEFAULT = 5;
/**
 * The radii the find list offers, in miles, and "any" (no distance limit). The query takes any number
 * up to the largest as well, so an older link keeps working.
 */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100, 'any'] as const;
export type DistanceChoice = (typeof DISTANCE_CHOICES)[number];
/** A radius with no game widens to the first of these larger than itself that has one. */
export const DISTANCE_WIDENING_STEPS = [50, 100, 'any'] as const satisfies readonly DistanceChoice[];
/** The low-spots warning shows from 1 to this many spots left. */
export const LOW_SPOTS_MAX = 3;

/** A weekly series: every 1 to 8 weeks, ending after 1 to 200 games (or on a date, or never). */
export const SERIES_INTERVAL_WEEKS_MAX = 8;
export const SERIES_COUNT_MAX = 200;
/**
 * The games of a running series exist this many days ahead, and at least the next SERIES_WINDOW_MIN_GAMES
 * of them however far: a season's next month is on Find, calendars and reminders like any game.
 */
export const SERIES_WINDOW_DAYS = 28;
export const SERIES_WINDOW_MIN_GAMES = 2;

/** Rally's own bounds on free text, so one game cannot carry a book. */
export const GAME_TITLE_MAX_LENGTH = 100;
export const GAME_LOCATION_MAX_LENGTH = 200;
export const GAME_DESCRIPTION_MAX_LENGTH = 2_000;
export const WHAT_TO_EXPECT_MAX_LENGTH = 1_000;
/** A join request's message (every kind of join request shares the bound). */
export const JOIN_MESSAGE_MAX_LENGTH = JOIN_REQUEST_MESSAGE_MAX_LENGTH;
export const COST_AMOUNT_MAX = 10_000;
/** How many friends one invite may name at once. */
export const INVITE_MAX_FRIENDS = 50;
export const FIND_PAGE_SIZE_DEFAULT = 20;
export const FIND_PAGE_SIZE_MAX = 50;

/** The session-storage marker behind the banner on /find after creating (spec document 2 §2). */
export const NEW_ITEM_STORAGE_KEY = 'newGameData';

/**
 * A game's rules (issue 26 §3-§5). The decision time is how many hours before the start a game below its
 * minimum is called off; the form offers these choices, the database takes 1-168.
 */
export const DECISION_HOURS_CHOICES = [2, 6, 24] as const;
export const DECISION_HOURS_DEFAULT = 2;
/** Join and leave deadlines, in hours before the start, as the form offers them (the database takes 1-168). */
export const DEADLINE_HOURS_CHOICES = [1, 2, 6, 12, 24, 48] as const;
/** The widest window any of a game's rules may open before its start: one week. */
export const GAME_RULE_HOURS_MAX = 168;
/** How many guests one participant may bring at most, when the host allows guests (0: none). */
export const GUESTS_PER_PLAYER_MAX = 3;
/** A guest's name ("+1 Sam"): what a roster line holds. */
export const GUEST_NAME_MAX_LENGTH = 40;
export * from './game-day.limits.ts';
