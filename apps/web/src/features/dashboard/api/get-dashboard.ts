import { type Dashboard, dashboardSchema } from '@rally/shared/dashboard/dashboard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get('/api/dashboard', import.meta.env.DEV ? dashboardSchema : undefined, signal);
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.all, queryFn: ({ signal }) => getDashboard(signal) });
}

/** The whole dashboard in one request: upcoming games, friends' activity, popular locations. */
export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
