/**
 * One result shared by every caller of this process for `ttlMs`: the first caller after it expires
 * computes it, callers arriving meanwhile wait for that same computation (never a second one), and
 * `forget()` drops it at once, so the next caller computes afresh. For answers that are the same for
 * every viewer and cost far more than they change (the busiest places over all upcoming games).
 */
export function createSharedResultCache<T>({
  ttlMs,
  now,
  compute,
}: {
  ttlMs: number;
  /** The clock's milliseconds: tests that move the clock move the expiry with it. */
  now: () => number;
  compute: () => Promise<T>;
}) {
  let kept: { value: T; computedAt: number } | undefined;
  let inFlight: Promise<T> | undefined;
  // Bumped by forget(): a computation that started before it must not store what it read.
  let generation = 0;

  return {
    /** The shared result, computed when there is none younger than `ttlMs`. */
    get(): Promise<T> {
      if (kept && now() - kept.computedAt < ttlMs) return Promise.resolve(kept.value);
      if (inFlight) return inFlight;
      const started = generation;
      const computedAt = now();
      const computation = compute().then((value) => {
        if (started === generation) kept = { value, computedAt };
        return value;
      });
      inFlight = computation;
      // Whether it succeeded or failed, the next caller after it (of the same generation) decides afresh.
      const clear = () => {
        if (inFlight === computation) inFlight = undefined;
      };
      computation.then(clear, clear);
      return computation;
    },

    /** Drops the kept result and any computation under way; the next `get()` computes anew. */
    forget() {
      generation += 1;
      kept = undefined;
      inFlight = undefined;
    },
  };
}
