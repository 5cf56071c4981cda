import type { MonitoringLive } from '@rally/shared/monitoring/monitoring.schemas';
import { formatCount, formatMs, formatPercent } from '../lib/format.ts';
import { RecordList } from './record-list.tsx';
import { RouteTable } from './route-table.tsx';
import { Section, Stat, StatGrid } from './stat-grid.tsx';

/** Response times, errors and database statements as this process measured them. */
export function PerformanceTab({ live }: { live: MonitoringLive }) {
  const p = live.performance;
  return (
    <>
      <Section title="Responses">
        <StatGrid>
          <Stat label="Average response time" value={formatMs(p.averageResponseMs)} detail="Last hour" />
          <Stat label="p95 response time" value={formatMs(p.p95ResponseMs)} detail="Last hour" />
          <Stat
            label="Error rate"
            value={formatPercent(p.errorRate)}
            detail={`${formatCount(p.errorCount)} errors`}
          />
          <Stat
            label="Total queries"
            value={formatCount(p.totalQueries)}
            detail={`Slow above ${formatMs(p.slowQueryThresholdMs)}: ${formatCount(p.slowQueryCount)}`}
          />
        </StatGrid>
      </Section>
      <RecordList
        title="Slow queries"
        empty="No slow queries in the kept history"
        records={p.slowQueries.map((q) => ({ operation: q.operation, durationMs: q.durationMs, at: q.at }))}
      />
      <RecordList
        title="Errors"
        empty="No errors in the kept history"
        records={p.errors.map((e) => ({
          operation: e.operation,
          durationMs: e.durationMs,
          at: e.at,
          detail: e.status ? `${e.status}: ${e.message}` : e.message,
        }))}
      />
      <RouteTable routes={p.routes} />
    </>
  );
}
