import { monitoringMessages } from '@rally/shared/monitoring/monitoring.schemas';
import { PauseIcon, PlayIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Start/Stop Monitoring. The button names the action it takes next; aria-pressed says monitoring is on,
 * so a screen reader hears both.
 */
export function MonitoringToggle({ monitoring, onToggle }: { monitoring: boolean; onToggle: () => void }) {
  return (
    <Button variant={monitoring ? 'outline' : 'default'} aria-pressed={monitoring} onClick={onToggle}>
      {monitoring ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
      {monitoring ? monitoringMessages.stopMonitoring : monitoringMessages.startMonitoring}
    </Button>
  );
}
