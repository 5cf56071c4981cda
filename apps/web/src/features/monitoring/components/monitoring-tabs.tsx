export const MONITORING_TABS = ['overview', 'performance', 'connections', 'scaling'] as const;
export type MonitoringTab = (typeof MONITORING_TABS)[number];

export const monitoringTabLabels: Record<MonitoringTab, string> = {
  overview: 'Overview',
  performance: 'Performance',
  connections: 'Connections',
  scaling: 'Scaling',
};

/** The ?tab= value as a tab; anything unknown is Overview. */
export function parseMonitoringTab(value: string | null): MonitoringTab {
  return MONITORING_TABS.find((tab) => tab === value) ?? 'overview';
}
