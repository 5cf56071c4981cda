import type { ScalingAlert } from '@rally/shared/monitoring/scaling';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const severityStyle = {
  critical: 'bg-destructive text-destructive-foreground',
  warning: 'bg-amber-200 text-amber-950 dark:bg-amber-300 dark:text-amber-950',
} as const;

/** The header's badges: how many alerts are active at each severity, or that all is well. */
export function AlertBadges({ alerts, onOpen }: { alerts: readonly ScalingAlert[]; onOpen: () => void }) {
  const critical = alerts.filter((a) => a.severity === 'critical').length;
  const warning = alerts.length - critical;
  if (alerts.length === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
        <CircleCheckIcon className="size-4 text-success" aria-hidden />
        No alerts
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className="inline-flex items-center gap-1.5 rounded-full outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
      aria-label={`${alerts.length} active ${alerts.length === 1 ? 'alert' : 'alerts'}: ${critical} critical, ${warning} warning. Show the Scaling tab`}
    >
      {[
        ['critical', critical],
        ['warning', warning],
      ].map(([severity, count]) =>
        count ? (
          <span
            key={severity}
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold',
              severityStyle[severity as ScalingAlert['severity']],
            )}
          >
            <TriangleAlertIcon className="size-4" aria-hidden />
            {count} {severity}
          </span>
        ) : null,
      )}
    </button>
  );
}
