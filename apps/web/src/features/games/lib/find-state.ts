import {
  DISTANCE_CHOICES,
  DISTANCE_MILES_DEFAULT,
  DISTANCE_MILES_MAX,
  GAME_GENDERS,
  GAME_SKILL_LEVELS,
  VENUE_COSTS,
} from '@rally/shared/games/games.limits';
import type { GameGender, GameSkillLevel, VenueCost } from '@rally/shared/games/games.schemas';
import { SPORT_NAMES, type SportName } from '@rally/shared/sports';

/** The filter panel's values (spec document 2 §3 Find filter state). */
export type FindFilters = {
  sport: 'all' | SportName;
  skillLevel: GameSkillLevel;
  /** Miles around the player, or 'any' (no limit). */
  distance: FindDistance;
  gender: 'all' | GameGender;
  venueCost: 'all' | VenueCost;
  /** Hide the games the player may not join: by their gender rule or the host's fair-play requirement. */
  eligibleOnly: boolean;
};

export type FindDistance = number | 'any';

/** Everything /find shows, as its address holds it, so a reload or a shared link keeps it. */
export type FindState = FindFilters & {
  /** The search box's text. */
  q: string;
  /** An exact venue (from a venue card or Popular Locations); cleared once the search is edited. */
  location: string;
  sort: 'start' | 'distance';
  tab: 'games' | 'venues';
  view: 'list' | 'map';
};

export const DEFAULT_FILTERS: FindFilters = {
  sport: 'all',
  skillLevel: 'any',
  distance: DISTANCE_MILES_DEFAULT,
  gender: 'all',
  venueCost: 'all',
  eligibleOnly: false,
};

/**
 * The radii the filter offers. An older link's radius (any whole number of miles up to the largest)
 * still applies, and is offered beside them.
 */
export function distanceChoices(current: FindDistance): FindDistance[] {
  const choices: FindDistance[] = [...DISTANCE_CHOICES];
  if (!choices.includes(current)) {
    choices.push(current);
    choices.sort((a, b) => (a === 'any' ? 1 : b === 'any' ? -1 : a - b));
  }
  return choices;
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

function distanceFrom(value: string | null): FindDistance {
  if (value === 'any') return 'any';
  const miles = Number(value);
  if (value === null || value.trim() === '' || !Number.isInteger(miles)) return DISTANCE_MILES_DEFAULT;
  return Math.min(DISTANCE_MILES_MAX, Math.max(0, miles));
}

/** Reads /find's address; anything unknown or malformed falls back to its default. */
export function readFindState(params: URLSearchParams): FindState {
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    sport: oneOf(['all', ...SPORT_NAMES], params.get('sport'), 'all'),
    skillLevel: oneOf(GAME_SKILL_LEVELS, params.get('skill'), 'any'),
    distance: distanceFrom(params.get('distance')),
    gender: oneOf(['all', ...GAME_GENDERS], params.get('gender'), 'all'),
    venueCost: oneOf(['all', ...VENUE_COSTS], params.get('cost'), 'all'),
    eligibleOnly: params.get('eligible') === 'only',
    sort: oneOf(['start', 'distance'] as const, params.get('sort'), 'start'),
    tab: oneOf(['games', 'venues'] as const, params.get('tab'), 'games'),
    view: oneOf(['list', 'map'] as const, params.get('view'), 'list'),
  };
}

/** The address for a state, defaults left out so a plain /find stays plain. */
export function writeFindState(state: FindState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number, fallback: string | number) => {
    if (value !== fallback && value !== '') params.set(key, String(value));
  };
  set('q', state.q, '');
  set('location', state.location, '');
  set('sport', state.sport, DEFAULT_FILTERS.sport);
  set('skill', state.skillLevel, DEFAULT_FILTERS.skillLevel);
  set('distance', state.distance, DEFAULT_FILTERS.distance);
  set('gender', state.gender, DEFAULT_FILTERS.gender);
  set('cost', state.venueCost, DEFAULT_FILTERS.venueCost);
  if (state.eligibleOnly) params.set('eligible', 'only');
  set('sort', state.sort, 'start');
  set('tab', state.tab, 'games');
  set('view', state.view, 'list');
  return params;
}

/** How many filters differ from their defaults: the count on the Filters button. */
export function activeFilterCount(filters: FindFilters, tab: FindState['tab']): number {
  const keys: (keyof FindFilters)[] = [
    'sport',
    'skillLevel',
    'distance',
    'gender',
    'venueCost',
    'eligibleOnly',
  ];
  return keys.filter((key) => {
    // Gender, skill and who may join do not apply to venues, so they do not count there.
    if (tab === 'venues' && (key === 'gender' || key === 'skillLevel' || key === 'eligibleOnly'))
      return false;
    return filters[key] !== DEFAULT_FILTERS[key];
  }).length;
}
