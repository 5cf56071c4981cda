import { locationsEndpoints } from '@rally/shared/locations/locations.endpoints';
import type { PopularLocationList } from '@rally/shared/locations/locations.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { LatLng } from '../../../lib/player-place.ts';
import { locationsKeys } from './locations-keys.ts';

/**
 * Places where games are played, nearest to the player first (from `near`, else their profile's place),
 * with the totals; `search` filters by name.
 */
export function getPopularLocations(
  search: string,
  near: LatLng | null,
  signal?: AbortSignal,
): Promise<PopularLocationList> {
  const query = { q: search || undefined, lat: near?.lat, lng: near?.lng };
  return call(locationsEndpoints.listPopularLocations, { query, signal });
}

export function getPopularLocationsQueryOptions(search: string, near: LatLng | null) {
  return queryOptions({
    queryKey: locationsKeys.popular(search, near),
    queryFn: ({ signal }) => getPopularLocations(search, near, signal),
    // While a new search loads, the previous answer stays on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** `enabled` holds the list until the player's place is known, so it loads once. */
export function usePopularLocations(search: string, near: LatLng | null, enabled = true) {
  return useQuery({ ...getPopularLocationsQueryOptions(search, near), enabled });
}
