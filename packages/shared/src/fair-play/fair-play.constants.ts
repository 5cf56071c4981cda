/**
 * The fair-play levels, lowest first, and the two a host can require. Plain values (no zod), so a game
 * card can show a level without loading the validation library.
 */
export const FAIR_PLAY_LEVELS = ['new', 'needs_improvement', 'good', 'great'] as const;
export type FairPlayLevel = (typeof FAIR_PLAY_LEVELS)[number];

/** The minimum a host can require to join or request a game. */
export const REQUIRED_FAIR_PLAY_LEVELS = ['good', 'great'] as const;
export type RequiredFairPlayLevel = (typeof REQUIRED_FAIR_PLAY_LEVELS)[number];

export const FAIR_PLAY_LEVEL_LABELS: Record<FairPlayLevel, string> = {
  new: 'New',
  needs_improvement: 'Needs improvement',
  good: 'Good',
  great: 'Great',
};
