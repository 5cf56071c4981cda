import { MonitoringPage } from '../../features/monitoring/pages/monitoring-page.tsx';

export function Component() {
  return <MonitoringPage />;
}
