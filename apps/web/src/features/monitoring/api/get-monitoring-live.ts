import { monitoringEndpoints } from '@rally/shared/monitoring/monitoring.endpoints';
import { MONITORING_LIVE_REFRESH_MS, type MonitoringLive } from '@rally/shared/monitoring/monitoring.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { monitoringKeys } from './monitoring-keys.ts';

export function getMonitoringLive(signal?: AbortSignal): Promise<MonitoringLive> {
  return call(monitoringEndpoints.getMonitoringLive, { signal });
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
