import { profilesEndpoints } from '@rally/shared/profiles/profiles.endpoints';
import type { DistanceUnitSetting } from '@rally/shared/profiles/profiles.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { call } from './api-client.ts';
import { type DistanceUnit, formatDistance, formatRadius, unitForLocale } from './format-distance.ts';

export const distanceUnitQueryKey = ['profiles', 'distance-unit'] as const;

/** The player's chosen unit (Settings); null follows the browser's locale. */
export function getDistanceUnitSetting(signal?: AbortSignal): Promise<DistanceUnitSetting> {
  return call(profilesEndpoints.getDistanceUnit, { signal });
}

export function getDistanceUnitSettingQueryOptions() {
  return queryOptions({
    queryKey: distanceUnitQueryKey,
    queryFn: ({ signal }) => getDistanceUnitSetting(signal),
    // Only the player changes it, from Settings, which writes the new value here.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDistanceUnitSetting() {
  return useQuery(getDistanceUnitSettingQueryOptions());
}

const noSubscription = () => () => {};
const browserLocale = () => navigator.language;

/** The browser's locale; none on the server, so the first render is the same on both sides. */
export function useBrowserLocale(): string | undefined {
  return useSyncExternalStore(noSubscription, browserLocale, () => undefined);
}

/** The unit distances show in: the player's choice, else the locale's (miles for en-US and en-GB). */
export function useDistanceUnit(): DistanceUnit {
  const setting = useDistanceUnitSetting();
  const locale = useBrowserLocale();
  return setting.data?.distanceUnit ?? unitForLocale(locale);
}

/** `formatDistance` and `formatRadius` in the player's unit. */
export function useDistanceFormat() {
  const unit = useDistanceUnit();
  return {
    unit,
    distance: (miles: number) => formatDistance(miles, unit),
    radius: (miles: number) => formatRadius(miles, unit),
  };
}
