import type { MonitoringLive, MonitoringUsage } from '@rally/shared/monitoring/monitoring.schemas';
import { formatBytes, formatClockTime, formatCount, formatUptime } from '../lib/format.ts';
import { HistoryCharts } from './history-charts.tsx';
import { Section, Stat, StatGrid } from './stat-grid.tsx';

const pending = '…';

/** Usage counted in the database and this process's traffic, with the last hour's charts. */
export function OverviewTab({ usage, live }: { usage?: MonitoringUsage; live?: MonitoringLive }) {
  const count = (value: number | undefined) => (value === undefined ? pending : formatCount(value));
  return (
    <>
      <Section title="Usage">
        <StatGrid>
          <Stat label="Total users" value={count(usage?.totalUsers)} />
          <Stat label="Games created today" value={count(usage?.gamesCreatedToday)} />
          <Stat
            label="Daily active users"
            value={count(usage?.dailyActiveUsers)}
            detail="Seen in the last 24 hours"
          />
          <Stat
            label="Weekly active users"
            value={count(usage?.weeklyActiveUsers)}
            detail="Seen in the last 7 days"
          />
        </StatGrid>
      </Section>
      <Section title="Traffic">
        <StatGrid>
          <Stat
            label="Realtime connections"
            value={count(live?.realtimeConnections)}
            detail="All server processes"
          />
          <Stat
            label="Requests per minute"
            value={count(live?.requestsPerMinute)}
            detail="Last full minute"
          />
          <Stat
            label="Bytes sent"
            value={live ? formatBytes(live.bytesSentLastHour) : pending}
            detail="Last hour, this process"
          />
          <Stat
            label="Uptime"
            value={live ? formatUptime(live.uptimeSeconds) : pending}
            detail={live ? `Version ${live.version}` : undefined}
          />
        </StatGrid>
      </Section>
      {live ? (
        <>
          <Section title="Server processes">
            <ul className="divide-y rounded-xl border bg-card shadow-sm">
              {live.processes.map((process) => (
                <li
                  key={process.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm"
                >
                  <span className="min-w-0 font-mono break-all">{process.id}</span>
                  {process.current ? (
                    <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold">
                      This process
                    </span>
                  ) : null}
                  <span className="tabular-nums">{formatCount(process.realtimeConnections)} realtime</span>
                  <span className="text-muted-foreground">
                    Started {formatClockTime(process.startedAt)} · {process.version}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
          <HistoryCharts history={live.history} />
        </>
      ) : null}
    </>
  );
}
