import {
  type ErrorRecord,
  type MinutePoint,
  MONITORING_CHART_MINUTES,
  MONITORING_HISTORY_KEPT,
  type QueryRecord,
  type RouteTiming,
} from '@rally/shared/monitoring/monitoring.schemas';
import { queryOperation } from './query-operation.ts';
import { safeErrorMessage } from './telemetry-errors.ts';
import { createRecentSample, createReservoir, weightedQuantile } from './telemetry-samples.ts';

/**
 * Memory is bounded whatever the traffic: per route pattern the last 200 timings (1.6 kB; patterns
 * are the app's routes plus `not found`, so ~150 of them, ~240 kB at most); per minute of the last
 * hour a reservoir of 256 timings (61 × 2 kB); the last 100 errors and 100 slow statements.
 */
const ROUTE_SAMPLE_SIZE = 200;
const MINUTE_SAMPLE_SIZE = 256;
const MINUTE_MS = 60_000;

export type RequestMeasurement = {
  method: string;
  /** The route's pattern (`/api/games/:id`), or `not found`: never the path a client typed. */
  route: string;
  status: number;
  durationMs: number;
  /** Bytes written to the socket for this response, headers and compression included. */
  bytes: number;
  /** What failed, for a 5xx answer. */
  error?: unknown;
};

type Minute = {
  minute: number;
  requests: number;
  errors: number;
  bytes: number;
  totalMs: number;
  timings: ReturnType<typeof createReservoir>;
  /** Realtime connections summed over every process, as last heard in this minute. */
  realtimeConnections: number | undefined;
};

/** The newest `size` items, newest first when read. */
function createRecentList<T>(size: number) {
  const items: T[] = [];
  return {
    add(item: T) {
      items.unshift(item);
      if (items.length > size) items.pop();
    },
    list: (): T[] => [...items],
  };
}

/**
 * This process's measurements: requests by route and by minute, database statements, errors and
 * slow statements, kept in memory (they start afresh with the process, as its uptime does).
 */
export function createTelemetry({
  slowQueryMs,
  now = Date.now,
}: {
  slowQueryMs: number;
  now?: () => number;
}) {
  const startedAt = now();
  const routes = new Map<
    string,
    { requests: number; totalMs: number; timings: ReturnType<typeof createRecentSample> }
  >();
  // One slot per minute of the last hour and the current one, reused as minutes pass.
  const minutes: (Minute | undefined)[] = new Array(MONITORING_CHART_MINUTES + 1);
  const errors = createRecentList<ErrorRecord>(MONITORING_HISTORY_KEPT);
  const slowQueries = createRecentList<QueryRecord>(MONITORING_HISTORY_KEPT);
  let errorCount = 0;
  let slowQueryCount = 0;
  let totalQueries = 0;
  let realtimeConnections = 0;

  function minuteOf(time: number): Minute {
    const minute = Math.floor(time / MINUTE_MS);
    const slot = minute % minutes.length;
    let entry = minutes[slot];
    if (entry?.minute !== minute) {
      entry = {
        minute,
        requests: 0,
        errors: 0,
        bytes: 0,
        totalMs: 0,
        timings: createReservoir(MINUTE_SAMPLE_SIZE),
        realtimeConnections: undefined,
      };
      minutes[slot] = entry;
    }
    return entry;
  }

  /** The minutes of the last hour (the current one last) that have an entry. */
  function lastHour(time: number): Minute[] {
    const current = Math.floor(time / MINUTE_MS);
    return minutes.filter(
      (entry): entry is Minute => !!entry && entry.minute > current - MONITORING_CHART_MINUTES,
    );
  }

  function recordError(record: ErrorRecord) {
    errorCount += 1;
    errors.add(record);
  }

  return {
    startedAt,

    /** One answered request. */
    recordRequest({ method, route, status, durationMs, bytes, error }: RequestMeasurement) {
      const key = `${method} ${route}`;
      let timing = routes.get(key);
      if (!timing) {
        timing = { requests: 0, totalMs: 0, timings: createRecentSample(ROUTE_SAMPLE_SIZE) };
        routes.set(key, timing);
      }
      timing.requests += 1;
      timing.totalMs += durationMs;
      timing.timings.add(durationMs);
      const time = now();
      const minute = minuteOf(time);
      minute.requests += 1;
      minute.totalMs += durationMs;
      minute.bytes += bytes;
      minute.timings.add(durationMs);
      if (status >= 500) {
        minute.errors += 1;
        recordError({
          operation: key,
          message: safeErrorMessage(error, status),
          status,
          durationMs,
          at: new Date(time).toISOString(),
        });
      }
    },

    /** One database statement: counted; kept when slow; an error when it failed. */
    recordQuery(sql: string, durationMs: number, error: unknown) {
      totalQueries += 1;
      if (durationMs < slowQueryMs && error === undefined) return;
      const at = new Date(now()).toISOString();
      const operation = queryOperation(sql);
      if (durationMs >= slowQueryMs) {
        slowQueryCount += 1;
        slowQueries.add({ operation, durationMs, success: error === undefined, at });
      }
      if (error !== undefined) recordError({ operation, message: safeErrorMessage(error), durationMs, at });
    },

    /** The realtime connections of every process, summed (heard with each heartbeat). */
    noteRealtimeConnections(total: number) {
      realtimeConnections = total;
      minuteOf(now()).realtimeConnections = total;
    },

    /** Everything measured, as the live dashboard shows it. */
    snapshot() {
      const time = now();
      const current = Math.floor(time / MINUTE_MS);
      const hour = lastHour(time);
      const byMinute = new Map(hour.map((entry) => [entry.minute, entry]));
      const requests = hour.reduce((sum, entry) => sum + entry.requests, 0);
      const totalMs = hour.reduce((sum, entry) => sum + entry.totalMs, 0);
      const failed = hour.reduce((sum, entry) => sum + entry.errors, 0);
      const startMinute = Math.floor(startedAt / MINUTE_MS);
      // Connections carry forward between heartbeats' minutes; before the process started, none.
      let connections = 0;
      const history: MinutePoint[] = [];
      for (let minute = current - MONITORING_CHART_MINUTES + 1; minute <= current; minute += 1) {
        const entry = byMinute.get(minute);
        if (entry?.realtimeConnections !== undefined) connections = entry.realtimeConnections;
        else if (minute < startMinute) connections = 0;
        history.push({
          minute: new Date(minute * MINUTE_MS).toISOString(),
          requests: entry?.requests ?? 0,
          p95Ms: entry ? weightedQuantile([entry.timings.sample()], 0.95) : 0,
          errors: entry?.errors ?? 0,
          realtimeConnections: minute === current ? realtimeConnections : connections,
        });
      }
      const routeTimings: RouteTiming[] = [...routes]
        .map(([route, timing]) => ({
          route,
          requests: timing.requests,
          averageMs: timing.totalMs / timing.requests,
          p95Ms: timing.timings.quantile(0.95),
        }))
        .sort((a, b) => b.p95Ms - a.p95Ms);
      return {
        uptimeSeconds: (time - startedAt) / 1000,
        requestsPerMinute: byMinute.get(current - 1)?.requests ?? 0,
        bytesSentLastHour: hour.reduce((sum, entry) => sum + entry.bytes, 0),
        history,
        performance: {
          averageResponseMs: requests === 0 ? 0 : totalMs / requests,
          p95ResponseMs: weightedQuantile(
            hour.map((entry) => entry.timings.sample()),
            0.95,
          ),
          errorRate: requests === 0 ? 0 : failed / requests,
          totalQueries,
          slowQueryThresholdMs: slowQueryMs,
          slowQueryCount,
          errorCount,
          slowQueries: slowQueries.list(),
          errors: errors.list(),
          routes: routeTimings,
        },
      };
    },
  };
}

export type Telemetry = ReturnType<typeof createTelemetry>;
