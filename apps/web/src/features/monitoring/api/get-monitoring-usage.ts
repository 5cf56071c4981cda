import { monitoringEndpoints } from '@rally/shared/monitoring/monitoring.endpoints';
import {
  MONITORING_USAGE_REFRESH_MS,
  type MonitoringUsage,
} from '@rally/shared/monitoring/monitoring.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { monitoringKeys } from './monitoring-keys.ts';

export function getMonitoringUsage(timeZone: string, signal?: AbortSignal): Promise<MonitoringUsage> {
  return call(monitoringEndpoints.getMonitoringUsage, { query: { timeZone }, signal });
}

/**
 * Usage counts (spec §9: every 5 minutes) while monitoring is on; off, nothing is asked for and the last
 * figures stay on screen.
 */
export function getMonitoringUsageQueryOptions(monitoring: boolean, timeZone = browserTimeZone()) {
  return queryOptions({
    queryKey: monitoringKeys.usage(timeZone),
    queryFn: ({ signal }) => getMonitoringUsage(timeZone, signal),
    enabled: monitoring,
    refetchInterval: monitoring ? MONITORING_USAGE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}

export function useMonitoringUsage(monitoring: boolean) {
  return useQuery(getMonitoringUsageQueryOptions(monitoring));
}
