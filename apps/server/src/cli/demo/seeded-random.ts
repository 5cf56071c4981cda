/**
 * A small deterministic random source (mulberry32), so the demo world is the same on every machine and a
 * second run finds exactly the rows the first one wrote.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** `count` distinct items, in random order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      }
      return chosen;
    },
    chance: (probability: number) => next() < probability,
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
