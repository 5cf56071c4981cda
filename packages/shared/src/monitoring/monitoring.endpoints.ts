import { endpoint } from '../endpoint.ts';

const schemas = () => import('./monitoring.schemas.ts');

/** The administrator's monitoring page: usage figures, recent activity and the live view. */
export const monitoringEndpoints = {
  getMonitoringUsage: endpoint('GET', '/api/monitoring/usage', () =>
    schemas().then((s) => ({ query: s.monitoringUsageQuery, response: s.monitoringUsageSchema })),
  ),
  getMonitoringActivity: endpoint('GET', '/api/monitoring/activity', () =>
    schemas().then((s) => ({ response: s.monitoringActivitySchema })),
  ),
  getMonitoringLive: endpoint('GET', '/api/monitoring/live', () =>
    schemas().then((s) => ({ response: s.monitoringLiveSchema })),
  ),
};
