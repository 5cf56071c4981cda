import { REALTIME_CLOSE } from '@rally/shared/realtime/realtime.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionEndings } from './session-endings.ts';
import type { SocketRegistry } from './socket-registry.ts';

type Deps = {
  registry: Pick<SocketRegistry, 'socketsOf' | 'sessionIds'>;
  endings: Pick<SessionEndings, 'onEnded' | 'onResync'>;
  /** Which of these sessions still exist and have not expired. */
  liveSessionIds: (sessionIds: string[]) => Promise<Set<string>>;
  /** How often this process checks its sockets' sessions. */
  intervalMs: number;
  log: FastifyBaseLogger;
};

/**
 * Closes the sockets of sessions that ended, with the close code that sends the client to sign-in.
 * Announced endings (sign-out, password reset, from any process) close them at once; a periodic
 * check of every session this process holds a socket for, in one query, catches the rest: expiry,
 * rows deleted by other means, and announcements lost while the LISTEN connection was down.
 */
export function watchSessions({ registry, endings, liveSessionIds, intervalMs, log }: Deps) {
  function close(sockets: Iterable<WebSocket>) {
    for (const socket of sockets) socket.close(REALTIME_CLOSE.sessionEnded, 'Session ended');
  }

  async function checkSessions() {
    const held = registry.sessionIds();
    if (held.length === 0) return;
    const live = await liveSessionIds(held);
    close(registry.socketsOf({ sessionIds: held.filter((id) => !live.has(id)) }));
  }

  let running: Promise<void> | undefined;
  /** One check at a time: a slow database must not stack them up. */
  function check(): Promise<void> {
    running ??= checkSessions()
      .catch((error: unknown) => log.warn({ err: error }, 'realtime: session check failed; retrying later'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const offEnded = endings.onEnded((ended) => close(registry.socketsOf(ended)));
  const offResync = endings.onResync(() => void check());
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();

  return {
    /** Checks now (the timer also does, every `intervalMs`). */
    check,
    async stop() {
      clearInterval(timer);
      offEnded();
      offResync();
      await running;
    },
  };
}
