import type { EndedSessions } from '../../plugins/realtime/session-endings.ts';
import type { AuthenticatedUser } from '../../plugins/session.ts';

/** How long a checked session is trusted without asking the database again, unless configured. */
export const SESSION_CACHE_DEFAULT_MS = 5_000;
/** Past this many cached sessions the oldest are dropped, so a flood of cookies cannot grow memory. */
const MAX_ENTRIES = 50_000;

type Entry = { user: AuthenticatedUser; expiresAt: number };

/**
 * Who the sessions seen in the last few seconds belong to, keyed by the raw cookie value, so most
 * requests are authenticated without a query or a signature check. An entry lives `ttlMs` at most
 * (never past its session's expiry), which bounds how long a session revoked behind our back (in the
 * database, by expiry) keeps acting; sessions that end through us are forgotten at once, on every
 * process, through `forget`. The key is the whole signed value, so a forged signature never hits.
 * Time here is real elapsed time (`now`), not the domain clock: it bounds staleness, not a rule.
 */
export function createSessionCache({
  ttlMs = SESSION_CACHE_DEFAULT_MS,
  now = () => Date.now(),
}: {
  ttlMs?: number;
  now?: () => number;
} = {}) {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a lookup that began before it must not store what it read.
  let generation = 0;

  return {
    /** The user of a cached, unexpired session cookie, or undefined (then check it and `remember`). */
    get(cookieValue: string): AuthenticatedUser | undefined {
      const entry = entries.get(cookieValue);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.user;
      entries.delete(cookieValue);
      return undefined;
    },

    /** A token to pass to `remember`: what was read after a forget is not stored. */
    generation: () => generation,

    /** Stores a session just checked, unless sessions ended while it was being checked. */
    remember(cookieValue: string, user: AuthenticatedUser, sessionExpiresAt: Date, readAt: number) {
      if (ttlMs <= 0 || readAt !== generation) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.delete(cookieValue); // re-inserted last, so the oldest stays first
      entries.set(cookieValue, { user, expiresAt: Math.min(now() + ttlMs, sessionExpiresAt.getTime()) });
    },

    /** Forgets ended sessions: these by id, and every session of these users. */
    forget({ sessionIds = [], userIds = [] }: EndedSessions) {
      generation += 1;
      const ids = new Set(sessionIds);
      const owners = new Set(userIds);
      for (const [key, { user }] of entries) {
        if (ids.has(user.sessionId) || owners.has(user.id)) entries.delete(key);
      }
    },

    /** Forgets everything: announcements may have been missed (the LISTEN connection was down). */
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
