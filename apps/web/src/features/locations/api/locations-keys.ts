import type { LatLng } from '../../../lib/player-place.ts';

/** Every locations query lives under ['locations'], so a game change refreshes them all at once. */
export const locationsKeys = {
  all: ['locations'] as const,
  popular: (search: string, near: LatLng | null = null) =>
    [...locationsKeys.all, 'popular', search, near] as const,
};
