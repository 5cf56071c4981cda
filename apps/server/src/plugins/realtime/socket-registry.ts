import type { WebSocket } from 'ws';

/** Tabs of one browser session that may hold a socket on one process; more is a runaway script. */
export const MAX_SOCKETS_PER_SESSION = 10;
/** Sockets of one user (all devices and sessions) on one process. */
export const MAX_SOCKETS_PER_USER = 30;

export type SocketOwner = { userId: string; sessionId: string };

/**
 * The open sockets of this process, by session and by user: the caps are counted here, and a
 * session that ends finds its sockets here to close them. Caps are per process (each process
 * counts only its own sockets), which bounds what one session can cost any single process.
 */
export function createSocketRegistry(
  limits: { perSession: number; perUser: number } = {
    perSession: MAX_SOCKETS_PER_SESSION,
    perUser: MAX_SOCKETS_PER_USER,
  },
) {
  const owners = new Map<WebSocket, SocketOwner>();
  const bySession = new Map<string, Set<WebSocket>>();
  const byUser = new Map<string, Set<WebSocket>>();

  function addTo(index: Map<string, Set<WebSocket>>, key: string, socket: WebSocket) {
    const set = index.get(key) ?? new Set<WebSocket>();
    set.add(socket);
    index.set(key, set);
  }

  function removeFrom(index: Map<string, Set<WebSocket>>, key: string, socket: WebSocket) {
    const set = index.get(key);
    set?.delete(socket);
    if (set?.size === 0) index.delete(key);
  }

  return {
    /** Whether one more socket of this owner stays within the caps. */
    hasRoomFor(owner: SocketOwner): boolean {
      return (
        (bySession.get(owner.sessionId)?.size ?? 0) < limits.perSession &&
        (byUser.get(owner.userId)?.size ?? 0) < limits.perUser
      );
    },

    /** Registers a socket; false (and nothing registered) when it would exceed a cap. */
    add(socket: WebSocket, owner: SocketOwner): boolean {
      if (!this.hasRoomFor(owner)) return false;
      owners.set(socket, owner);
      addTo(bySession, owner.sessionId, socket);
      addTo(byUser, owner.userId, socket);
      return true;
    },

    remove(socket: WebSocket) {
      const owner = owners.get(socket);
      if (!owner) return;
      owners.delete(socket);
      removeFrom(bySession, owner.sessionId, socket);
      removeFrom(byUser, owner.userId, socket);
    },

    /** The sockets of these sessions and of every session of these users, on this process. */
    socketsOf({ sessionIds = [], userIds = [] }: { sessionIds?: string[]; userIds?: string[] }) {
      const found = new Set<WebSocket>();
      for (const id of sessionIds) for (const socket of bySession.get(id) ?? []) found.add(socket);
      for (const id of userIds) for (const socket of byUser.get(id) ?? []) found.add(socket);
      return found;
    },

    /** The sessions that have a socket on this process. */
    sessionIds: (): string[] => [...bySession.keys()],

    sockets: () => owners.keys(),

    /** How many sockets are open on this process: what monitoring sums over processes. */
    get size(): number {
      return owners.size;
    },
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
