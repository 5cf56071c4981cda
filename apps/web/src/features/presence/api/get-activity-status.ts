import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

// Only the one setting presence needs from the own profile; parsing drops the rest of the screen's data.
const activityStatusSchema = z.object({ profile: z.object({ showActivityStatus: z.boolean() }) });

/** Not the profiles feature's key: that one caches the whole profile screen under its own shape. */
export const activityStatusQueryKey = ['presence', 'activity-status'] as const;

/** Whether the user shares their activity status (GET /api/profiles/me's profile.showActivityStatus). */
export async function getActivityStatus(signal?: AbortSignal): Promise<boolean> {
  const { profile } = await api.get('/api/profiles/me', activityStatusSchema, signal);
  return profile.showActivityStatus;
}

export function getActivityStatusQueryOptions() {
  return queryOptions({
    queryKey: activityStatusQueryKey,
    queryFn: ({ signal }) => getActivityStatus(signal),
    // profile.changed events refetch it; nothing else changes it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useActivityStatus() {
  return useQuery(getActivityStatusQueryOptions());
}
