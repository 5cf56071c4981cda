import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseConnection } from '../../db/client.ts';

const CHANNEL = 'rally_realtime';

type Listener = (event: RealtimeEvent) => void;
type Envelope = { topic: string; event: RealtimeEvent };

/**
 * Fans events out through PostgreSQL LISTEN/NOTIFY, so every server process sharing the database
 * delivers each event to its own subscribers, whichever process published it. This process hears
 * its own events the same way, so there is one delivery path. Published inside a transaction, an
 * event goes out only when (and if) it commits.
 */
export function createRealtimeBus(database: DatabaseConnection, log: FastifyBaseLogger) {
  const subscribers = new Map<string, Set<Listener>>();
  let unlisten: (() => Promise<void>) | undefined;

  function dispatch(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (error) {
      log.error({ err: error }, 'realtime: unreadable notification');
      return;
    }
    for (const listener of subscribers.get(envelope.topic) ?? []) {
      try {
        listener(envelope.event);
      } catch (error) {
        log.error({ err: error, topic: envelope.topic }, 'realtime: listener failed');
      }
    }
  }

  return {
    async start() {
      unlisten = await database.listen(CHANNEL, dispatch);
    },

    async stop() {
      await unlisten?.();
      subscribers.clear();
    },

    /** Sends an event to every subscriber of the topic on every process. Pass a transaction to send on commit. */
    async publish(topic: string, event: RealtimeEvent, executor: Pick<Database, 'execute'> = database.db) {
      const payload = JSON.stringify({ topic, event } satisfies Envelope);
      await executor.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },

    /** Listens to a topic on this process; returns the function that stops listening. */
    subscribe(topic: string, listener: Listener): () => void {
      let set = subscribers.get(topic);
      if (!set) {
        set = new Set();
        subscribers.set(topic, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) subscribers.delete(topic);
      };
    },

    /** How many topics this process has listeners for. */
    topicCount: () => subscribers.size,
  };
}

export type RealtimeBus = ReturnType<typeof createRealtimeBus>;
