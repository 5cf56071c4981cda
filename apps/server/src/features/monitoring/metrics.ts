import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolState } from '../../db/query-observer.ts';
import type { DeliveryChannel, DeliveryOutcome } from '../delivery/delivery.jobs.ts';
import { type QueryKind, queryKind } from './query-operation.ts';

/** A scrape does not wait longer than this for the job queue's depths: a slow database shows as stale. */
const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (CPU, memory, event loop lag, GC), collected once per process: they describe
 * the process, and each collection adds observers that live as long as it does.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

type Sources = {
  poolState: () => PoolState;
  realtimeSockets: () => number;
  queueSizes: () => Promise<Map<string, number>>;
};

/**
 * The app's Prometheus metrics (prom-client), in a registry of its own so several apps in one
 * process (tests) count apart. Histograms in seconds, labels few: routes are patterns, statements
 * are kinds, never values.
 */
export function createMetrics({ poolState, realtimeSockets, queueSizes }: Sources) {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The same count as the histogram's, as a plain counter: simpler to read and to alert on.
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time a database statement took, by kind',
    labelNames: ['operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  // One child per kind, made once: a statement's observation does no label lookup.
  const queryByKind: Record<QueryKind, { observe(value: number): void }> = {
    select: queryDuration.labels('select'),
    insert: queryDuration.labels('insert'),
    update: queryDuration.labels('update'),
    delete: queryDuration.labels('delete'),
    other: queryDuration.labels('other'),
  };
  const deliveries = new Counter({
    name: 'notification_deliveries_total',
    help: 'Notification delivery attempts by channel (push, email, sms) and outcome (sent, retried, failed, gone)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (state: PoolState) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolState()));
      },
    });
  poolGauge('db_pool_max', 'Connections the database pool may open', (state) => state.max);
  poolGauge('db_pool_in_use', 'Pool connections running a statement or transaction', (state) => state.inUse);
  poolGauge('db_pool_idle', 'Pool connections open and idle', (state) => state.idle);
  poolGauge(
    'db_pool_waiting',
    'Requests (or embedded statements) waiting for a connection',
    (state) => state.waiting,
  );
  new Gauge({
    name: 'realtime_connections',
    help: 'Realtime sockets open on this process',
    registers: [registry],
    collect() {
      this.set(realtimeSockets());
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting in each queue (shared by every process)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), QUEUE_DEPTH_TIMEOUT_MS);
      });
      try {
        const sizes = await Promise.race([queueSizes().catch(() => undefined), timeout]);
        // Unknown this time (the database is slow or away): no value rather than a stale one.
        this.reset();
        for (const [queue, size] of sizes ?? []) this.labels(queue).set(size);
      } finally {
        clearTimeout(timer);
      }
    },
  });

  const merged = Registry.merge([processMetrics(), registry]);
  return {
    contentType: merged.contentType,
    /** The Prometheus text of every metric, collected now. */
    text: () => merged.metrics(),
    observeRequest(method: string, route: string, status: number, durationMs: number) {
      const statusText = String(status);
      httpDuration.labels(method, route, statusText).observe(durationMs / 1000);
      httpRequests.labels(method, route, statusText).inc();
    },
    observeQuery(sql: string, durationMs: number) {
      queryByKind[queryKind(sql)].observe(durationMs / 1000);
    },
    countDelivery(channel: DeliveryChannel, outcome: DeliveryOutcome) {
      deliveries.labels(channel, outcome).inc();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
