import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseConnection } from '../../db/client.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { SocketRegistry } from '../../plugins/realtime/socket-registry.ts';
import type { FeatureModule, Platform } from '../../plugins/register-platform.ts';
import { createActivityTracker } from './activity-tracker.ts';
import { liveRoutes } from './live.routes.ts';
import { createLiveService } from './live.service.ts';
import { metricsRoutes } from './metrics.routes.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { createProcessHeartbeatRepository } from './process-heartbeat.repository.ts';
import { createProcessHeartbeat } from './process-heartbeat.ts';
import { RALLY_VERSION } from './process-version.ts';
import { createRecentActivityRepository } from './recent-activity.repository.ts';
import { recentActivityRoutes } from './recent-activity.routes.ts';
import { createRecentActivityService } from './recent-activity.service.ts';
import { registerRequestTelemetry } from './request-telemetry.ts';
import { createTelemetry, type Telemetry } from './telemetry.ts';
import { createUsageRepository } from './usage.repository.ts';
import { usageRoutes } from './usage.routes.ts';
import { createUsageService } from './usage.service.ts';
import { createUserActivityRepository } from './user-activity.repository.ts';

export type Instruments = { telemetry: Telemetry; metrics: Metrics };

/**
 * Measurements for the administrator's dashboard and for Prometheus: every request (hooks before any
 * route, so registered before the request guards), every database statement, this process's realtime
 * sockets.
 */
export function registerInstruments(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseConnection; jobs: Jobs; realtimeSockets: SocketRegistry },
): Instruments {
  const { config, database, jobs, realtimeSockets } = deps;
  const telemetry = createTelemetry({ slowQueryMs: config.monitoring.slowQueryMs });
  const metrics = createMetrics({
    poolState: () => database.poolState(),
    realtimeSockets: () => realtimeSockets.size,
    queueSizes: () => jobs.queueSizes(),
  });
  registerRequestTelemetry(app, { telemetry, metrics });
  const stopObservingQueries = database.observeQueries((sql, durationMs, error) => {
    telemetry.recordQuery(sql, durationMs, error);
    metrics.observeQuery(sql, durationMs);
  });
  app.addHook('onClose', async () => stopObservingQueries());
  return { telemetry, metrics };
}

/**
 * The administrator's monitoring (usage, recent activity, live figures: refused with 403 to anyone
 * user_roles does not make an administrator), the Prometheus endpoint, this process's heartbeat, and
 * the per-user activity tracker the session check feeds.
 */
export function createMonitoringModule(
  platform: Platform,
  ports: Instruments & {
    people: { getPublicProfiles(ids: readonly string[]): Promise<Map<string, { name: string }>> };
  },
) {
  const { db, database, config, clock, background, realtimeSockets, log } = platform;
  const { telemetry, metrics } = ports;
  return {
    /** Notes when a signed-in user was last seen. */
    activity: createActivityTracker({ activityRepo: createUserActivityRepository(db), background, clock }),
    /** Counts a notification delivered (or not) by a channel. */
    countDelivery: metrics.countDelivery,
    /** The Prometheus endpoint, listed right after health, before every feature's routes. */
    metricsEndpoint: {
      async register(app: FastifyInstance) {
        await app.register(metricsRoutes, { metrics, token: config.monitoring.metricsToken });
      },
    } satisfies FeatureModule,
    async register(app: FastifyInstance) {
      await app.register(usageRoutes, {
        prefix: '/api/monitoring',
        usage: createUsageService({ usageRepo: createUsageRepository(db), clock }),
      });
      await app.register(recentActivityRoutes, {
        prefix: '/api/monitoring',
        activity: createRecentActivityService({
          activityRepo: createRecentActivityRepository(db),
          people: ports.people,
          clock,
        }),
      });
      // Each process's row in server_processes, so the live figures sum realtime sockets over processes.
      const heartbeat = createProcessHeartbeat({
        repo: createProcessHeartbeatRepository(db),
        version: RALLY_VERSION,
        realtimeConnections: () => realtimeSockets.size,
        onTotal: telemetry.noteRealtimeConnections,
        log,
      });
      app.addHook('onReady', async () => heartbeat.start());
      app.addHook('onClose', () => heartbeat.stop());
      await app.register(liveRoutes, {
        prefix: '/api/monitoring',
        live: createLiveService({
          telemetry,
          heartbeat,
          database,
          realtimeSockets: () => realtimeSockets.size,
          thresholds: config.monitoring.thresholds,
          version: RALLY_VERSION,
        }),
      });
    },
  };
}
