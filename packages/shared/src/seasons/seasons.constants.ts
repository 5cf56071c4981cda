/**
 * A league's season (issue 29): its formats, tiebreakers, playoffs and the states of its fixtures and
 * results. Plain values (no zod), so the database schema, the pure functions and the pages share them
 * without loading the validation library.
 */

/** Every team meets every other once, or twice (home and away alternating). */
export const SEASON_FORMATS = ['single_round_robin', 'double_round_robin'] as const;
export type SeasonFormat = (typeof SEASON_FORMATS)[number];

export const SEASON_FORMAT_LABELS: Record<SeasonFormat, string> = {
  single_round_robin: 'Single round robin',
  double_round_robin: 'Double round robin (home and away)',
};

/** How teams level on points are told apart, in the organiser's order. */
export const TIEBREAKERS = ['head_to_head', 'score_difference', 'scored'] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];
export const DEFAULT_TIEBREAKERS: readonly Tiebreaker[] = TIEBREAKERS;

export const TIEBREAKER_LABELS: Record<Tiebreaker, string> = {
  head_to_head: 'Head to head',
  score_difference: 'Score difference',
  scored: 'Scored',
};

/** Points for a win, a draw and a loss unless the organiser says otherwise. */
export const DEFAULT_POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** How many teams go to the single-elimination playoffs: none, or the top 2, 4 or 8. */
export const PLAYOFF_SIZES = [0, 2, 4, 8] as const;
export type PlayoffSize = (typeof PLAYOFF_SIZES)[number];

/** Where a season is: teams being made, the regular season, the playoffs, over (its archive). */
export const SEASON_STAGES = ['setup', 'regular', 'playoffs', 'finished'] as const;
export type SeasonStage = (typeof SEASON_STAGES)[number];

/** Whether members may join a team themselves (up to the roster size) or ask to be placed. */
export const SEASON_REGISTRATION = ['closed', 'open'] as const;
export type SeasonRegistration = (typeof SEASON_REGISTRATION)[number];

/** A fixture of the regular season or of the playoff bracket. */
export const FIXTURE_STAGES = ['regular', 'playoff'] as const;
export type FixtureStage = (typeof FIXTURE_STAGES)[number];

/**
 * A fixture's result: none yet; reported by a captain and waiting for the other captain (it counts on
 * confirmation, or 48 hours after the report without a dispute); disputed (the organiser settles it);
 * final (it counts in the table). An organiser's report is final at once.
 */
export const RESULT_STATUSES = ['none', 'reported', 'disputed', 'final'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** A captain's report counts this long after it was made, unless the other captain disputes it. */
export const RESULT_CONFIRM_HOURS = 48;

/** The limits a season's forms and the server share. */
export const SEASON_LIMITS = {
  nameMax: 60,
  teamNameMax: 40,
  statLabelMax: 24,
  /** Teams per season: 2 to 20 (the fixture generator is proven for that range). */
  teamsMin: 2,
  teamsMax: 20,
  /** Players per team (a fixture's game holds both teams: at most 100). */
  rosterMin: 1,
  rosterMax: 50,
  venuesMax: 8,
  venueNameMax: 100,
  timesMax: 6,
  pointsMax: 10,
  scoreMax: 999,
  statMax: 999,
  disputeReasonMax: 500,
  placementMessageMax: 300,
  /** The last five results shown beside each team in the table. */
  formLength: 5,
} as const;

/** A team's colour: a CSS hex colour, `#rrggbb`. */
export const TEAM_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** Colours offered for a new team, in order, so each team of a season starts different. */
export const TEAM_COLOURS = [
  '#1d4ed8',
  '#b91c1c',
  '#15803d',
  '#a16207',
  '#7e22ce',
  '#0f766e',
  '#c2410c',
  '#be185d',
  '#334155',
  '#4d7c0f',
] as const;
