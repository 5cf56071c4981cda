/**
 * The sports the landing page names, with the label, emoji and colour the shared sport list gives
 * them (featured-sports.test.ts keeps the two equal). Copied rather than imported because the
 * shared list module also builds a zod schema, and importing it would add zod, some 27 KB
 * compressed, to the lightest page of the app.
 */
export type FeaturedSport = { name: string; label: string; icon: string; color: string };

/** How many sports Rally covers (the shared list's length). */
export const SPORT_COUNT = 45;

/** A few of the sports players host most, in the order the page shows them. */
export const FEATURED_SPORTS: readonly FeaturedSport[] = [
  { name: 'basketball', label: 'Basketball', icon: '🏀', color: '#c2410c' },
  { name: 'soccer', label: 'Soccer', icon: '⚽', color: '#065f46' },
  { name: 'tennis', label: 'Tennis', icon: '🎾', color: '#365314' },
  { name: 'pickleball', label: 'Pickleball', icon: '🥒', color: '#4d7c0f' },
  { name: 'volleyball', label: 'Volleyball', icon: '🏐', color: '#9d174d' },
  { name: 'running', label: 'Running', icon: '🏃', color: '#9f1239' },
  { name: 'cycling', label: 'Cycling', icon: '🚴', color: '#a16207' },
  { name: 'climbing', label: 'Climbing', icon: '🧗', color: '#92400e' },
];

/** The featured sport the illustration's game card is about. */
export const PREVIEW_SPORT = FEATURED_SPORTS[0] as FeaturedSport;
