import type { MonitoringLive } from '@rally/shared/monitoring/monitoring.schemas';
import { formatCount } from '../lib/format.ts';
import { Section, Stat, StatGrid } from './stat-grid.tsx';

const listenText = {
  connected: 'Connected',
  reconnecting: 'Reconnecting',
  embedded: 'In process (embedded database)',
} as const;

/** The database pool, the realtime sockets and the LISTEN connection that carries events between processes. */
export function ConnectionsTab({ live }: { live: MonitoringLive }) {
  const db = live.connections.database;
  const embedded = db.kind === 'embedded';
  return (
    <>
      <Section title={embedded ? 'Database (embedded)' : 'Database pool (PostgreSQL)'}>
        {embedded ? (
          <p className="mb-3 text-sm text-muted-foreground">
            The embedded database runs inside this process on one connection; statements wait in its queue.
          </p>
        ) : null}
        <StatGrid>
          <Stat label={embedded ? 'Connections' : 'Pool max'} value={formatCount(db.max)} />
          <Stat label="In use" value={formatCount(db.inUse)} />
          <Stat label="Idle" value={formatCount(db.idle)} />
          <Stat
            label={embedded ? 'Statements queued' : 'Waiting for a connection'}
            value={formatCount(db.waiting)}
          />
          {db.serverConnections !== null ? (
            <Stat
              label="Server connections"
              value={`${formatCount(db.serverConnections)} / ${formatCount(live.thresholds.databaseConnectionLimit)}`}
              detail="All processes, against the limit"
            />
          ) : null}
        </StatGrid>
      </Section>
      <Section title="Realtime">
        <StatGrid>
          <Stat label="Sockets on this process" value={formatCount(live.connections.realtimeSockets)} />
          <Stat label="All processes" value={formatCount(live.realtimeConnections)} />
          <Stat label="LISTEN connection" value={listenText[live.connections.listen]} />
        </StatGrid>
        <ul className="mt-3 divide-y rounded-xl border bg-card text-sm shadow-sm">
          {live.processes.map((process) => (
            <li key={process.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span className="min-w-0 font-mono break-all">
                {process.id}
                {process.current ? ' (this process)' : ''}
              </span>
              <span className="tabular-nums">{formatCount(process.realtimeConnections)} sockets</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
