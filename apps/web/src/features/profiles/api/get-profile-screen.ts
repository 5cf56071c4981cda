import { profilesEndpoints } from '@rally/shared/profiles/profiles.endpoints';
import type { ProfileScreen } from '@rally/shared/profiles/profiles.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Every profile query starts with this, so one invalidation refreshes them all. */
export const profilesQueryKey = ['profiles'] as const;

/** The viewer's own screen is 'me'; another player's is their id. */
export const profileScreenQueryKey = (userId?: string) =>
  [...profilesQueryKey, 'screen', userId ?? 'me'] as const;

/** One request per profile screen: the profile, its stats, activity, leagues, games and reviews. */
export function getProfileScreen(userId?: string, signal?: AbortSignal): Promise<ProfileScreen> {
  return userId
    ? call(profilesEndpoints.getProfile, { params: { userId }, signal })
    : call(profilesEndpoints.getOwnProfile, { signal });
}

export function getProfileScreenQueryOptions(userId?: string) {
  return queryOptions({
    queryKey: profileScreenQueryKey(userId),
    queryFn: ({ signal }) => getProfileScreen(userId, signal),
  });
}

/** A profile screen: pass no id for the viewer's own. */
export function useProfileScreen(userId?: string) {
  return useQuery(getProfileScreenQueryOptions(userId));
}
