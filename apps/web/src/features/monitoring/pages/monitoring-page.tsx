import { scalingAlerts, scalingTips, thresholdsOf } from '@rally/shared/monitoring/scaling';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useMonitoringLive } from '../api/get-monitoring-live.ts';
import { useMonitoringUsage } from '../api/get-monitoring-usage.ts';
import { AlertBadges } from '../components/alert-badges.tsx';
import { ConnectionsTab } from '../components/connections-tab.tsx';
import {
  MONITORING_TABS,
  type MonitoringTab,
  monitoringTabLabels,
  parseMonitoringTab,
} from '../components/monitoring-tabs.tsx';
import { MonitoringToggle } from '../components/monitoring-toggle.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';
import { PerformanceTab } from '../components/performance-tab.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { ScalingTab } from '../components/scaling-tab.tsx';
import { formatClockTime } from '../lib/format.ts';

const LOADING = 'Loading monitoring data...';

/**
 * /monitoring, for administrators (the route's guard refuses anyone else). Monitoring starts on when the
 * page opens, because an administrator opens it to watch; Stop Monitoring halts every request and timer.
 * The tab lives in the address (?tab=scaling) so a link can open it.
 */
export function MonitoringPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseMonitoringTab(params.get('tab'));
  const [monitoring, setMonitoring] = useState(true);
  const usage = useMonitoringUsage(monitoring);
  const live = useMonitoringLive(monitoring);

  const alerts = scalingAlerts(usage.data, live.data);
  const tips = scalingTips(usage.data, live.data);
  const lastUpdated = Math.max(usage.dataUpdatedAt, live.dataUpdatedAt);

  const selectTab = (next: MonitoringTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  // Performance and Connections show only live figures: before they arrive, say why the tab is empty.
  const liveOnly = (content: (data: NonNullable<typeof live.data>) => ReactNode) => {
    if (live.data) return content(live.data);
    if (live.isError) return null;
    return <p className="py-6 text-center text-muted-foreground">{monitoring ? LOADING : stoppedText}</p>;
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-10">
      <title>Monitoring · Rally</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight">Monitoring</h1>
          <p className="mt-1 text-muted-foreground">How Rally's server and database are doing.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <AlertBadges alerts={alerts} onOpen={() => selectTab('scaling')} />
          <MonitoringToggle monitoring={monitoring} onToggle={() => setMonitoring((on) => !on)} />
        </div>
      </div>
      <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
        {monitoring ? 'Monitoring live' : 'Monitoring stopped'}
        {lastUpdated > 0 ? ` · Last updated ${formatClockTime(new Date(lastUpdated))}` : ''}
      </p>

      <div className="mt-4 grid gap-3 empty:hidden">
        {usage.isError ? (
          <LoadError
            message="Failed to load usage figures"
            onRetry={() => void usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : null}
        {live.isError ? (
          <LoadError
            message="Failed to load live figures"
            onRetry={() => void live.refetch()}
            retrying={live.isFetching}
          />
        ) : null}
      </div>

      {!usage.data && !live.data && !usage.isError && !live.isError ? (
        <p className="mt-8 text-center text-muted-foreground">{monitoring ? LOADING : stoppedText}</p>
      ) : (
        <Tabs className="mt-6" value={tab} onValueChange={(value) => selectTab(parseMonitoringTab(value))}>
          <TabsList className="flex h-11 w-full justify-start overflow-x-auto sm:inline-flex sm:w-auto">
            {MONITORING_TABS.map((value) => (
              <TabsTrigger
                key={value}
                value={value}
                className="h-9 flex-1 shrink-0 px-2 sm:flex-none sm:px-4"
              >
                {monitoringTabLabels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab usage={usage.data} live={live.data} />
            <RecentActivity monitoring={monitoring} />
          </TabsContent>
          <TabsContent value="performance">
            {liveOnly((data) => (
              <PerformanceTab live={data} />
            ))}
          </TabsContent>
          <TabsContent value="connections">
            {liveOnly((data) => (
              <ConnectionsTab live={data} />
            ))}
          </TabsContent>
          <TabsContent value="scaling">
            <ScalingTab alerts={alerts} tips={tips} thresholds={thresholdsOf(live.data)} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}

const stoppedText = 'Monitoring is stopped. Start Monitoring to see figures.';
