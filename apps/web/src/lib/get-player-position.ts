import { locationsEndpoints } from '@rally/shared/locations/locations.endpoints';
import type { PlayerPositionWire as PlayerPosition } from '@rally/shared/locations/locations.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import type { LatLng } from './player-place.ts';

/**
 * Where the server places the player, with a name for it ("Austin, TX"): the position sent, else the
 * profile's place; null when neither is known.
 */
export async function getPlayerPosition(
  near: LatLng | null,
  signal?: AbortSignal,
): Promise<PlayerPosition | null> {
  const answer = await call(locationsEndpoints.getPlayerPosition, {
    query: { lat: near?.lat, lng: near?.lng },
    signal,
  });
  return answer.position;
}

export function getPlayerPositionQueryOptions(near: LatLng | null) {
  return queryOptions({
    // Under ['locations']: a profile's new place refreshes it with the other near lists.
    queryKey: ['locations', 'position', near] as const,
    queryFn: ({ signal }) => getPlayerPosition(near, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePlayerPosition(near: LatLng | null, enabled = true) {
  return useQuery({ ...getPlayerPositionQueryOptions(near), enabled });
}
