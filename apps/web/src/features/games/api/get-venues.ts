import { locationsEndpoints } from '@rally/shared/locations/locations.endpoints';
import type { VenueList } from '@rally/shared/locations/locations.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The Venues tab's request: the search text, sport and cost filters, and the viewer's position. */
export type VenuesRequest = {
  q?: string | undefined;
  sport: string;
  venueCost: string;
  distance?: number | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
};

/** Places where games are played, filtered on the server, nearest first when the player's place is known. */
export async function getVenues(request: VenuesRequest, signal?: AbortSignal): Promise<VenueList> {
  const query = Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== '' && value !== 'all'),
  );
  return call(locationsEndpoints.listVenues, { query, signal });
}

export function getVenuesQueryOptions(request: VenuesRequest) {
  // Under ['games'] too: a game created or cancelled changes the venues' upcoming counts.
  return queryOptions({
    queryKey: ['games', 'venues', request] as const,
    queryFn: ({ signal }) => getVenues(request, signal),
  });
}

/** The Venues tab's list (the tab mounts it only while open, so it loads only then). */
export function useVenues(request: VenuesRequest, enabled = true) {
  return useQuery({ ...getVenuesQueryOptions(request), enabled });
}
