import pg from 'pg';

export type NotificationListener = (payload: string) => void;

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a PostgreSQL server through one long-lived connection of its own (pooled connections
 * cannot hold a LISTEN). If that connection drops (a restart, a failover), it reconnects and
 * listens to every channel again; notifications sent while it was down are lost, which is why
 * realtime clients refetch what they show when their own socket reconnects.
 */
export function createPostgresListener(databaseUrl: string) {
  const handlers = new Map<string, Set<NotificationListener>>();
  let client: Promise<pg.Client> | undefined;
  let closing = false;

  function connect(): Promise<pg.Client> {
    const connecting = (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('error', (error) => console.error('database: the LISTEN connection failed', error));
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('end', () => {
        if (closing || client !== connecting) return;
        client = undefined;
        setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return next;
    })();
    client = connecting;
    return connecting;
  }

  async function reconnect() {
    if (closing || client) return;
    try {
      await connect();
    } catch (error) {
      console.error('database: could not reconnect the LISTEN connection; retrying', error);
      client = undefined;
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    }
  }

  return {
    async listen(channel: string, onPayload: NotificationListener): Promise<() => Promise<void>> {
      const connection = await (client ?? connect());
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0) return;
        handlers.delete(channel);
        const current = await client;
        await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
      };
    },

    async close() {
      closing = true;
      const current = await client?.catch(() => undefined);
      await current?.end();
    },
  };
}
