import {
  MONITORING_LIVE_REFRESH_MS,
  type MonitoringLive,
  monitoringLiveSchema,
} from '@rally/shared/monitoring/monitoring.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { monitoringKeys } from './monitoring-keys.ts';

export function getMonitoringLive(signal?: AbortSignal): Promise<MonitoringLive> {
  return api.get('/api/monitoring/live', import.meta.env.DEV ? monitoringLiveSchema : undefined, signal);
}

/**
 * Performance and connections (spec §9: every 5 s) while monitoring is on; off, the query is disabled
 * so no request and no timer runs, and the last figures stay on screen.
 */
export function getMonitoringLiveQueryOptions(monitoring: boolean) {
  return queryOptions({
    queryKey: monitoringKeys.live(),
    queryFn: ({ signal }) => getMonitoringLive(signal),
    enabled: monitoring,
    refetchInterval: monitoring ? MONITORING_LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    // Figures from 5 seconds ago are already old; never serve them as fresh on remount.
    staleTime: 0,
  });
}

export function useMonitoringLive(monitoring: boolean) {
  return useQuery(getMonitoringLiveQueryOptions(monitoring));
}
