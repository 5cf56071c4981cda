import pg from 'pg';

export type NotificationListener = (payload: string) => void;

/** Names the LISTEN connection in pg_stat_activity, so operators (and tests) can tell it apart. */
export const LISTEN_APPLICATION_NAME = 'rally-listen';

/** A dead server must not hold a reconnect attempt forever. */
const CONNECT_TIMEOUT_MS = 5_000;
const RETRY_FIRST_DELAY_MS = 250;
const RETRY_MAX_DELAY_MS = 2_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): none for the first, since every moment
 * without LISTEN loses notifications and a killed connection is usually replaceable at once; then
 * 250 ms doubling up to 2 s, so an outage costs one cheap attempt every 2 s.
 */
export function listenRetryDelay(attempt: number): number {
  if (attempt === 0) return 0;
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
}

type Subscription = { onPayload: NotificationListener; onReconnect: (() => void) | undefined };

/**
 * LISTEN on a PostgreSQL server through one long-lived connection of its own (pooled connections
 * cannot hold a LISTEN). If that connection drops (a restart, a failover, a killed backend), it
 * reconnects and listens to every channel again. Notifications sent while it was down are lost, so
 * once it is back each subscriber's `onReconnect` runs: realtime tells its clients to refetch.
 */
export function createPostgresListener(databaseUrl: string) {
  const channels = new Map<string, Set<Subscription>>();
  let client: Promise<pg.Client> | undefined;
  let reconnecting = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closing = false;
  // True from a successful connect until that connection ends: what readiness and monitoring ask.
  let connected = false;

  function connect(): Promise<pg.Client> {
    let abandoned = false;
    const connecting = (async () => {
      const next = new pg.Client({
        connectionString: databaseUrl,
        application_name: LISTEN_APPLICATION_NAME,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        // A peer that vanishes without closing (a network partition) is noticed, not waited on forever.
        keepAlive: true,
      });
      // Expected on a restart or a killed backend, and handled by reconnecting: one line, no stack.
      next.on('error', (error) =>
        console.warn(`database: the LISTEN connection was lost (${error.message})`),
      );
      next.on('notification', (message) => {
        for (const subscription of channels.get(message.channel) ?? []) {
          subscription.onPayload(message.payload ?? '');
        }
      });
      next.on('end', () => {
        if (closing || abandoned || client !== connecting) return;
        connected = false;
        scheduleReconnect(0);
      });
      await next.connect();
      try {
        for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        abandoned = true;
        await next.end().catch(() => undefined);
        throw error;
      }
      connected = true;
      return next;
    })();
    client = connecting;
    // A failed attempt leaves nothing to reuse: the next listen or retry starts afresh.
    connecting.catch(() => {
      if (client === connecting) client = undefined;
    });
    return connecting;
  }

  function scheduleReconnect(attempt: number) {
    if (closing || reconnecting) return;
    reconnecting = true;
    client = undefined;
    retryTimer = setTimeout(() => void reconnect(attempt), listenRetryDelay(attempt));
    retryTimer.unref();
  }

  async function reconnect(attempt: number) {
    try {
      // Closed meanwhile? close() ends this connection too: it awaits whatever `client` holds.
      await connect();
    } catch (error) {
      reconnecting = false;
      client = undefined;
      if (closing) return;
      // During an outage one line every ~30 s says it is still down, rather than one per attempt.
      if (attempt % 15 === 0) {
        console.error(
          `database: could not reconnect the LISTEN connection (attempt ${attempt + 1}); retrying`,
          error,
        );
      }
      scheduleReconnect(attempt + 1);
      return;
    }
    reconnecting = false;
    if (closing) return;
    for (const subscriptions of channels.values()) {
      for (const { onReconnect } of subscriptions) {
        try {
          onReconnect?.();
        } catch (error) {
          console.error('database: a LISTEN reconnect handler failed', error);
        }
      }
    }
  }

  return {
    /** Whether the LISTEN connection is up (false while it reconnects, or before the first listen). */
    get connected() {
      return connected && !closing;
    },

    /**
     * Subscribes to a channel; resolves to the function that unsubscribes. `onReconnect` runs each
     * time the connection is back after a drop, once it listens again.
     */
    async listen(
      channel: string,
      onPayload: NotificationListener,
      onReconnect?: () => void,
    ): Promise<() => Promise<void>> {
      const isNewChannel = !channels.has(channel);
      const subscriptions = channels.get(channel) ?? new Set<Subscription>();
      channels.set(channel, subscriptions);
      const subscription: Subscription = { onPayload, onReconnect };
      subscriptions.add(subscription);
      // While a reconnect is pending it will listen to every channel, this one included.
      if (!reconnecting) {
        try {
          if (!client)
            await connect(); // listens to every channel, this one included
          else if (isNewChannel) await (await client).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          subscriptions.delete(subscription);
          if (subscriptions.size === 0) channels.delete(channel);
          throw error;
        }
      }
      return async () => {
        subscriptions.delete(subscription);
        if (subscriptions.size > 0) return;
        channels.delete(channel);
        const current = await client?.catch(() => undefined);
        await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
      };
    },

    async close() {
      closing = true;
      clearTimeout(retryTimer);
      const current = await client?.catch(() => undefined);
      await current?.end();
    },
  };
}
