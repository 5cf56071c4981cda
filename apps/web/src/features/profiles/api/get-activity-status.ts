import { profilesEndpoints } from '@rally/shared/profiles/profiles.endpoints';
import type { ActivityStatus } from '@rally/shared/profiles/profiles.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { profilesQueryKey } from './get-profile-screen.ts';

/** Under the profiles key, so anything that refreshes the profiles refreshes this flag too. */
export const activityStatusQueryKey = [...profilesQueryKey, 'activity-status'] as const;

/** Whether the viewer shows their activity status to friends: the one flag, not the whole profile. */
export function getActivityStatus(signal?: AbortSignal): Promise<ActivityStatus> {
  return call(profilesEndpoints.getActivityStatus, { signal });
}

export function getActivityStatusQueryOptions() {
  return queryOptions({
    queryKey: activityStatusQueryKey,
    queryFn: ({ signal }) => getActivityStatus(signal),
    // Only the viewer changes it: the mutation writes the new value here, profile.changed events refetch it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useActivityStatus() {
  return useQuery(getActivityStatusQueryOptions());
}
