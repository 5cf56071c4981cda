/**
 * A small in-memory cache that forgets its oldest entry when full and each entry after `ttlMs`.
 * Enough for look-ups that repeat (the same profile location on every find list) in one process.
 */
export function createBoundedCache<V>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string, now = Date.now()): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V, now = Date.now()) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + ttlMs });
      // Maps keep insertion order: the first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
