/**
 * Bounded samples of durations, for percentiles without keeping every request: a ring of the most
 * recent values (a route's timings) and a uniform reservoir (one minute's, whatever its traffic).
 */

/** The `p` quantile (0 to 1) of ascending values, nearest rank; 0 when empty. */
export function quantile(ascending: ArrayLike<number>, p: number): number {
  if (ascending.length === 0) return 0;
  const rank = Math.min(ascending.length - 1, Math.max(0, Math.ceil(p * ascending.length) - 1));
  return ascending[rank] ?? 0;
}

/** The last `size` values added. */
export function createRecentSample(size: number) {
  const values = new Float64Array(size);
  let added = 0;
  return {
    add(value: number) {
      values[added % size] = value;
      added += 1;
    },
    /** The `p` quantile of the values kept. */
    quantile(p: number): number {
      return quantile(values.slice(0, Math.min(added, size)).sort(), p);
    },
  };
}

/** A uniform sample of at most `size` of all values added (Vitter's algorithm R). */
export function createReservoir(size: number) {
  const values = new Float64Array(size);
  let seen = 0;
  return {
    add(value: number) {
      if (seen < size) values[seen] = value;
      else {
        const slot = Math.floor(Math.random() * (seen + 1));
        if (slot < size) values[slot] = value;
      }
      seen += 1;
    },
    /** The values kept, and how many values each stands for. */
    sample(): { values: Float64Array; weight: number } {
      const kept = Math.min(seen, size);
      return { values: values.slice(0, kept), weight: kept === 0 ? 0 : seen / kept };
    },
  };
}

/** The `p` quantile over several weighted samples (minutes of different traffic). */
export function weightedQuantile(samples: { values: Float64Array; weight: number }[], p: number): number {
  const points = samples
    .flatMap(({ values, weight }) => Array.from(values, (value) => ({ value, weight })))
    .sort((a, b) => a.value - b.value);
  const total = points.reduce((sum, point) => sum + point.weight, 0);
  let covered = 0;
  for (const point of points) {
    covered += point.weight;
    if (covered >= p * total) return point.value;
  }
  return 0;
}
