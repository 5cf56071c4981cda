import { monitoringEndpoints } from '@rally/shared/monitoring/monitoring.endpoints';
import {
  MONITORING_ACTIVITY_REFRESH_MS,
  type MonitoringActivity,
} from '@rally/shared/monitoring/monitoring.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { monitoringKeys } from './monitoring-keys.ts';

export function getMonitoringActivity(signal?: AbortSignal): Promise<MonitoringActivity> {
  return call(monitoringEndpoints.getMonitoringActivity, { signal });
}

/** The recent user activity while monitoring is on; off, the last entries stay on screen. */
export function getMonitoringActivityQueryOptions(monitoring: boolean) {
  return queryOptions({
    queryKey: monitoringKeys.activity(),
    queryFn: ({ signal }) => getMonitoringActivity(signal),
    enabled: monitoring,
    refetchInterval: monitoring ? MONITORING_ACTIVITY_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}

export function useMonitoringActivity(monitoring: boolean) {
  return useQuery(getMonitoringActivityQueryOptions(monitoring));
}
