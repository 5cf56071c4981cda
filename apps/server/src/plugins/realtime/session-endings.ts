import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseConnection } from '../../db/client.ts';

/**
 * A channel of its own, apart from the topics' channel: no client can subscribe to it, and a
 * notification on it carries only ids.
 */
const CHANNEL = 'rally_sessions_ended';

/** Sessions that ended: these by id (a sign-out), and every session of these users (a password reset). */
export type EndedSessions = { sessionIds?: string[]; userIds?: string[] };

type Listener = (ended: EndedSessions) => void;

/**
 * Tells every server process that sessions ended, so whichever process holds their sockets closes
 * them (a sign-out may land on another process than the socket). A lost message (the LISTEN
 * connection was down) is caught by each process's periodic session check instead, and `onResync`
 * listeners run when that connection is back, to check at once.
 */
export function createSessionEndings(database: DatabaseConnection, log: FastifyBaseLogger) {
  const listeners = new Set<Listener>();
  const resyncListeners = new Set<() => void>();
  let unlisten: (() => Promise<void>) | undefined;

  function dispatch(payload: string) {
    let ended: EndedSessions;
    try {
      ended = JSON.parse(payload) as EndedSessions;
    } catch (error) {
      log.error({ err: error }, 'realtime: unreadable session-ended notification');
      return;
    }
    for (const listener of listeners) listener(ended);
  }

  return {
    async start() {
      unlisten = await database.listen(CHANNEL, dispatch, () => {
        for (const listener of resyncListeners) listener();
      });
    },

    async stop() {
      await unlisten?.();
      listeners.clear();
      resyncListeners.clear();
    },

    /**
     * Announces ended sessions to every process. Never throws: the session has ended whatever
     * happens here, and if the announcement fails the periodic check closes the sockets instead.
     */
    async announce(ended: EndedSessions): Promise<void> {
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(ended)})`);
      } catch (error) {
        log.warn({ err: error }, 'realtime: could not announce ended sessions; the session check will');
      }
    },

    /**
     * Announces ended sessions from inside a transaction: the announcement leaves when it commits (and
     * never if it rolls back), as the ending itself does. A failure here fails the transaction.
     */
    async announceOnCommit(ended: EndedSessions, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(ended)})`);
    },

    /** Runs `listener` for every announcement, from any process. Returns the function that stops it. */
    onEnded(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Runs `listener` when announcements may have been missed (the LISTEN connection dropped and is back). */
    onResync(listener: () => void): () => void {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
  };
}

export type SessionEndings = ReturnType<typeof createSessionEndings>;
