import {
  type PopularLocationList,
  popularLocationListSchema,
} from '@rally/shared/locations/locations.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { locationsKeys } from './locations-keys.ts';

/** Places where games are played, most games first, with the totals; `search` filters by name. */
export function getPopularLocations(search: string, signal?: AbortSignal): Promise<PopularLocationList> {
  const query = search ? `?${new URLSearchParams({ q: search })}` : '';
  return api.get(
    `/api/locations/popular${query}`,
    import.meta.env.DEV ? popularLocationListSchema : undefined,
    signal,
  );
}

export function getPopularLocationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: locationsKeys.popular(search),
    queryFn: ({ signal }) => getPopularLocations(search, signal),
    // While a new search loads, the previous answer stays on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function usePopularLocations(search: string) {
  return useQuery(getPopularLocationsQueryOptions(search));
}
