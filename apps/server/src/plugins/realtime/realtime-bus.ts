import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseConnection } from '../../db/client.ts';
import { createRecentEvents } from './recent-events.ts';

const CHANNEL = 'rally_realtime';

type Listener = (event: RealtimeEvent) => void;
/** One event for one or more topics: a friend list's worth of topics travels in one notification. */
type Envelope = { topics: string[]; event: RealtimeEvent };

/** NOTIFY payloads stop at 8,000 bytes; this many topics (ids of ~40 characters) stay well inside it. */
const TOPICS_PER_NOTIFICATION = 100;

/**
 * Fans events out through PostgreSQL LISTEN/NOTIFY, so every server process sharing the database
 * delivers each event to its own subscribers, whichever process published it. This process hears
 * its own events the same way, so there is one delivery path. Published inside a transaction, an
 * event goes out only when (and if) it commits.
 */
export function createRealtimeBus(database: DatabaseConnection, log: FastifyBaseLogger) {
  const subscribers = new Map<string, Set<Listener>>();
  const resyncListeners = new Set<() => void>();
  const recent = createRecentEvents();
  let unlisten: (() => Promise<void>) | undefined;

  function dispatch(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (error) {
      log.error({ err: error }, 'realtime: unreadable notification');
      return;
    }
    recent.record(envelope);
    for (const topic of envelope.topics) {
      for (const listener of subscribers.get(topic) ?? []) {
        try {
          listener(envelope.event);
        } catch (error) {
          log.error({ err: error, topic }, 'realtime: listener failed');
        }
      }
    }
  }

  async function notify(envelope: Envelope, executor: Pick<Database, 'execute'>) {
    await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(envelope)})`);
  }

  return {
    async start() {
      unlisten = await database.listen(CHANNEL, dispatch, () => {
        log.warn('realtime: the database feed was interrupted; telling every socket to resync');
        recent.forgetAll();
        for (const listener of resyncListeners) listener();
      });
      // The history is whole only from the moment this process hears the feed.
      recent.forgetAll();
    },

    async stop() {
      await unlisten?.();
      subscribers.clear();
      resyncListeners.clear();
    },

    /**
     * Runs `listener` when events may have been lost (the LISTEN connection dropped and is back), so
     * whoever relays them can tell clients to refetch. Returns the function that stops it.
     */
    onResync(listener: () => void): () => void {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },

    /** Sends an event to every subscriber of the topic on every process. Pass a transaction to send on commit. */
    async publish(topic: string, event: RealtimeEvent, executor: Pick<Database, 'execute'> = database.db) {
      await notify({ topics: [topic], event }, executor);
    },

    /** Sends one event to many topics (say, each friend's feed) in as few notifications as fit. */
    async publishToMany(
      topics: string[],
      event: RealtimeEvent,
      executor: Pick<Database, 'execute'> = database.db,
    ) {
      for (let start = 0; start < topics.length; start += TOPICS_PER_NOTIFICATION) {
        await notify({ topics: topics.slice(start, start + TOPICS_PER_NOTIFICATION), event }, executor);
      }
    },

    /**
     * The topic's events this process heard in the last `ms` milliseconds, oldest first; null when it
     * no longer holds them all. Read it in the same turn as `subscribe`, so no event is missed or
     * heard twice between the two.
     */
    recentEvents(topic: string, ms: number): RealtimeEvent[] | null {
      return recent.since(topic, ms);
    },

    /** How many listeners this process holds for the topic: what a socket's subscriptions cost it. */
    listenerCount(topic: string): number {
      return subscribers.get(topic)?.size ?? 0;
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
  };
}

export type RealtimeBus = ReturnType<typeof createRealtimeBus>;
