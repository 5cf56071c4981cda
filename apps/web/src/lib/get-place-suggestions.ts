import { locationsEndpoints } from '@rally/shared/locations/locations.endpoints';
import type { PlaceSuggestion } from '@rally/shared/locations/locations.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

type Near = { lat: number; lng: number } | null;

/** Known venues and places whose name starts with or contains the text, nearer ones first among equals. */
export async function getPlaceSuggestions(
  q: string,
  near: Near,
  signal?: AbortSignal,
): Promise<PlaceSuggestion[]> {
  const query = { q, lat: near?.lat, lng: near?.lng };
  const list = await call(locationsEndpoints.suggestPlaces, { query, signal });
  return list.places;
}

export function getPlaceSuggestionsQueryOptions(q: string, near: Near) {
  return queryOptions({
    queryKey: ['places', q, near] as const,
    queryFn: ({ signal }) => getPlaceSuggestions(q, near, signal),
    // Places barely change while someone types a form.
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for the location field; nothing is asked for a blank text. */
export function usePlaceSuggestions(q: string, near: Near = null) {
  const term = q.trim();
  return useQuery({
    ...getPlaceSuggestionsQueryOptions(term, near),
    enabled: term.length > 0,
    // The previous list stays while the next loads, so the options do not flicker on each key.
    placeholderData: keepPreviousData,
  });
}
