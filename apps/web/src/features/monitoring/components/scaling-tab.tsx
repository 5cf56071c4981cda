import type { ScalingThresholds } from '@rally/shared/monitoring/monitoring.schemas';
import { SCALING_GUIDE, type ScalingAlert, type ScalingTip } from '@rally/shared/monitoring/scaling';
import { LightbulbIcon, TriangleAlertIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../lib/format.ts';
import { Section } from './stat-grid.tsx';

const figure = (value: number, unit: string) =>
  `${Number.isInteger(value) ? formatCount(value) : value.toFixed(1)} ${unit}`;

/** Active alerts and tips, each with what to do, and every threshold they are measured against. */
export function ScalingTab({
  alerts,
  tips,
  thresholds,
}: {
  alerts: readonly ScalingAlert[];
  tips: readonly ScalingTip[];
  thresholds: ScalingThresholds;
}) {
  return (
    <>
      <Section title="Alerts">
        {alerts.length === 0 ? (
          <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground shadow-sm">
            No alerts: every figure is below its alert threshold.
          </p>
        ) : (
          <ul className="grid gap-3">
            {alerts.map((alert) => (
              <li
                key={alert.id}
                className={cn(
                  'rounded-xl border border-l-4 bg-card p-4 shadow-sm',
                  alert.severity === 'critical' ? 'border-l-destructive' : 'border-l-amber-500',
                )}
              >
                <p className="flex items-center gap-2 font-semibold">
                  <TriangleAlertIcon
                    className={cn(
                      'size-4',
                      alert.severity === 'critical' ? 'text-destructive' : 'text-amber-600',
                    )}
                    aria-hidden
                  />
                  {alert.title} ({alert.severity})
                </p>
                <p className="mt-1 text-sm">
                  {figure(alert.value, alert.unit)}: alert above {figure(alert.alertAt, alert.unit)}, limit{' '}
                  {figure(alert.limit, alert.unit)}.
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{alert.advice}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Tips">
        {tips.length === 0 ? (
          <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground shadow-sm">
            No tips yet: usage is below every tip threshold.
          </p>
        ) : (
          <ul className="grid gap-3">
            {tips.map((tip) => (
              <li key={tip.id} className="rounded-xl border bg-card p-4 shadow-sm">
                <p className="flex items-center gap-2 font-semibold">
                  <LightbulbIcon className="size-4 text-primary" aria-hidden />
                  {tip.title}
                </p>
                <p className="mt-1 text-sm">
                  {figure(tip.value, tip.unit)}: tip above {figure(tip.tipAt, tip.unit)}.
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{tip.advice}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Thresholds">
        <dl className="grid gap-x-6 gap-y-2 rounded-xl border bg-card p-4 text-sm shadow-sm sm:grid-cols-2">
          {[
            [
              'Users',
              `alert above ${thresholds.usersAlert}, limit ${thresholds.usersLimit}, tip above ${thresholds.usersTip}`,
            ],
            [
              'Realtime connections',
              `alert above ${thresholds.realtimeAlert}, maximum ${thresholds.realtimeLimit}, tip above ${thresholds.realtimeTip}`,
            ],
            [
              'Bandwidth (last hour × 720)',
              `alert above ${thresholds.bandwidthAlertGb} GB a month, limit ${thresholds.bandwidthLimitGb} GB`,
            ],
            ['Database server connections', `alert above 80% of ${thresholds.databaseConnectionLimit}`],
            ['Games created today', `tip above ${thresholds.gamesTodayTip}`],
          ].map(([name, text]) => (
            <div key={name}>
              <dt className="font-semibold">{name}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">What to do when one fires: see {SCALING_GUIDE}.</p>
      </Section>
    </>
  );
}
