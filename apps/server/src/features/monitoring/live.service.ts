import type { MonitoringLive, ScalingThresholds } from '@rally/shared/monitoring/monitoring.schemas';
import type { DatabaseConnection } from '../../db/client.ts';
import type { ProcessHeartbeat } from './process-heartbeat.ts';
import type { Telemetry } from './telemetry.ts';

type Deps = {
  telemetry: Pick<Telemetry, 'snapshot'>;
  heartbeat: Pick<ProcessHeartbeat, 'id' | 'processes'>;
  database: Pick<DatabaseConnection, 'kind' | 'poolState' | 'listenState' | 'serverConnections'>;
  /** This process's open realtime sockets. */
  realtimeSockets: () => number;
  thresholds: ScalingThresholds;
  version: string;
};

/** What the administrator's live tabs show: this process's measurements and every process's sockets. */
export function createLiveService({
  telemetry,
  heartbeat,
  database,
  realtimeSockets,
  thresholds,
  version,
}: Deps) {
  return {
    async live(): Promise<MonitoringLive> {
      const [processes, serverConnections] = await Promise.all([
        heartbeat.processes(),
        database.serverConnections(),
      ]);
      const measured = telemetry.snapshot();
      const pool = database.poolState();
      return {
        version,
        uptimeSeconds: measured.uptimeSeconds,
        requestsPerMinute: measured.requestsPerMinute,
        bytesSentLastHour: measured.bytesSentLastHour,
        realtimeConnections: processes.reduce((sum, row) => sum + row.realtimeConnections, 0),
        processes: processes.map((row) => ({
          id: row.id,
          current: row.id === heartbeat.id,
          realtimeConnections: row.realtimeConnections,
          startedAt: row.startedAt.toISOString(),
          version: row.version,
        })),
        performance: measured.performance,
        connections: {
          database: {
            kind: database.kind === 'pglite' ? 'embedded' : 'postgres',
            ...pool,
            serverConnections,
          },
          listen: database.listenState(),
          realtimeSockets: realtimeSockets(),
        },
        history: measured.history,
        thresholds,
      };
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
