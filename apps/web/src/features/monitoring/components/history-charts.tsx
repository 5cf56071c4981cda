import type { MinutePoint } from '@rally/shared/monitoring/monitoring.schemas';
import 'uplot/dist/uPlot.min.css';
import { formatCount, formatMs } from '../lib/format.ts';
import { HistoryChart } from './history-chart.tsx';

/** The last hour a minute at a time: requests, p95 response time, errors and realtime connections. */
export function HistoryCharts({ history }: { history: readonly MinutePoint[] }) {
  const minutes = history.map((point) => point.minute);
  return (
    <section aria-labelledby="monitoring-history" className="mt-6">
      <h2 id="monitoring-history" className="text-lg font-bold">
        The last hour
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <HistoryChart
          title="Requests per minute"
          minutes={minutes}
          values={history.map((p) => p.requests)}
          format={formatCount}
          integer
        />
        <HistoryChart
          title="p95 response time"
          minutes={minutes}
          values={history.map((p) => p.p95Ms)}
          format={formatMs}
        />
        <HistoryChart
          title="Errors per minute"
          minutes={minutes}
          values={history.map((p) => p.errors)}
          format={formatCount}
          integer
        />
        <HistoryChart
          title="Realtime connections"
          minutes={minutes}
          values={history.map((p) => p.realtimeConnections)}
          format={formatCount}
          integer
        />
      </div>
    </section>
  );
}
