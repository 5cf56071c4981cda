/**
 * The fair-play level: a player's attendance record (issue 27 §2) and their sportsmanship reviews,
 * combined into one word a host can require. Plain values (no validation library), so the server, the
 * profile and the game cards decide and explain it the same way.
 */
import { reliabilityOf } from '../games/attendance-record.ts';
import {
  FAIR_PLAY_LEVEL_LABELS,
  FAIR_PLAY_LEVELS,
  type FairPlayLevel,
  type RequiredFairPlayLevel,
} from './fair-play.constants.ts';

/** Settled games (attended + no-shows + late cancellations) a player needs before a level is given. */
export const FAIR_PLAY_MIN_SETTLED_GAMES = 5;
/** Reviews needed before their average counts either way; fewer is too little to judge by. */
export const FAIR_PLAY_MIN_REVIEWS = 3;
export const FAIR_PLAY_GREAT_RELIABILITY = 95;
export const FAIR_PLAY_GREAT_AVERAGE = 4.5;
export const FAIR_PLAY_LOW_RELIABILITY = 80;
export const FAIR_PLAY_LOW_AVERAGE = 3.5;

/** What the level is worked out from: the last 12 months' outcomes and the non-removed reviews. */
export type FairPlayInputs = {
  attended: number;
  noShows: number;
  lateCancellations: number;
  sportsmanship: { average: number | null; count: number };
};

/** The formula in words: the README and the profile show this text. */
export const FAIR_PLAY_FORMULA_TEXT =
  `New: fewer than ${FAIR_PLAY_MIN_SETTLED_GAMES} settled games (attended, no-shows and late cancellations) in the last 12 months. ` +
  `Needs improvement: reliability below ${FAIR_PLAY_LOW_RELIABILITY}%, or a sportsmanship average below ${FAIR_PLAY_LOW_AVERAGE} over ${FAIR_PLAY_MIN_REVIEWS} or more reviews. ` +
  `Great: reliability of ${FAIR_PLAY_GREAT_RELIABILITY}% or more, and a sportsmanship average of ${FAIR_PLAY_GREAT_AVERAGE} or more (or fewer than ${FAIR_PLAY_MIN_REVIEWS} reviews). ` +
  'Good: everyone else.';

/**
 * The level of one player:
 * - fewer than 5 settled games → 'new' (not punished for having played little, whatever the reviews say);
 * - reliability < 80, or 3+ reviews averaging < 3.5 → 'needs_improvement';
 * - reliability ≥ 95 and (fewer than 3 reviews, or an average ≥ 4.5) → 'great';
 * - otherwise 'good'.
 * Reliability is `reliabilityOf` (a late cancellation weighs half a no-show). A few reviews neither lift
 * nor sink a player: with fewer than 3 the level follows attendance alone.
 */
export function fairPlayLevel(inputs: FairPlayInputs): FairPlayLevel {
  const settled = settledGamesOf(inputs);
  if (settled < FAIR_PLAY_MIN_SETTLED_GAMES) return 'new';
  const reliability = reliabilityOf(inputs) ?? 0;
  const { average, count } = inputs.sportsmanship;
  const reviewsCount = count >= FAIR_PLAY_MIN_REVIEWS && average !== null;
  if (reliability < FAIR_PLAY_LOW_RELIABILITY) return 'needs_improvement';
  if (reviewsCount && average < FAIR_PLAY_LOW_AVERAGE) return 'needs_improvement';
  if (reliability >= FAIR_PLAY_GREAT_RELIABILITY && (!reviewsCount || average >= FAIR_PLAY_GREAT_AVERAGE)) {
    return 'great';
  }
  return 'good';
}

/** Attended + no-shows + late cancellations. */
export function settledGamesOf(counts: { attended: number; noShows: number; lateCancellations: number }) {
  return counts.attended + counts.noShows + counts.lateCancellations;
}

/** A game's fair-play requirement, as the host set it. */
export type FairPlayRequirement = {
  /** The lowest level that may join; null: no requirement. */
  minFairPlay: RequiredFairPlayLevel | null;
  /** Whether a 'new' player may join a game that has a minimum. */
  newPlayersWelcome: boolean;
};

/** The rank of a level for comparisons and the waitlist's order: new and needs improvement lowest. */
export function fairPlayRank(level: FairPlayLevel): number {
  return FAIR_PLAY_LEVELS.indexOf(level);
}

/**
 * Whether a player of `level` may join (or ask to join) a game with `requirement`. Without a minimum
 * anyone may. A 'new' player may when the host welcomes new players, whatever the minimum; otherwise a
 * player needs the minimum or higher ('great' meets 'good').
 */
export function meetsRequirement(level: FairPlayLevel, requirement: FairPlayRequirement): boolean {
  if (requirement.minFairPlay === null) return true;
  if (level === 'new') return requirement.newPlayersWelcome;
  if (level === 'needs_improvement') return false;
  return fairPlayRank(level) >= fairPlayRank(requirement.minFairPlay);
}

/**
 * The text that names what a game requires: "This game needs a Good fair-play record" (the issue's
 * words). For a 'new' player refused because the host does not welcome new players, it says so too:
 * "This game needs a Good fair-play record and does not take new players yet". Null without a minimum.
 */
export function fairPlayRequirementText(
  requirement: FairPlayRequirement,
  level?: FairPlayLevel,
): string | null {
  if (requirement.minFairPlay === null) return null;
  const needs = `This game needs a ${FAIR_PLAY_LEVEL_LABELS[requirement.minFairPlay]} fair-play record`;
  return level === 'new' && !requirement.newPlayersWelcome
    ? `${needs} ${FAIR_PLAY_NEW_NOT_WELCOME_SUFFIX}`
    : needs;
}

/** Appended to the requirement's text for a new player the host does not take. */
export const FAIR_PLAY_NEW_NOT_WELCOME_SUFFIX = 'and does not take new players yet';

/** The refusal for this player, or null when they may join (the page's `viewer.fairPlayRefusal`). */
export function fairPlayRefusalFor(level: FairPlayLevel, requirement: FairPlayRequirement): string | null {
  return meetsRequirement(level, requirement) ? null : fairPlayRequirementText(requirement, level);
}
