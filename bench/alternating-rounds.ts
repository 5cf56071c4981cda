/**
 * What the two Rally-against-bare benchmarks share: the byte check, and short rounds against each server
 * in alternating order, of which the median counts.
 */
import autocannon from 'autocannon';

export type Result = Awaited<ReturnType<typeof autocannon>> & {
  /** The servers' process CPU time (user and system) per answered request, when the caller can read it. */
  cpuMicrosPerRequest?: number;
};

/** The round with the median requests per second. */
export function median(results: Result[]): Result {
  const sorted = results.toSorted((a, b) => a.requests.average - b.requests.average);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Where the two servers' answers first differ, or undefined when they are the same bytes. */
export function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at ${i}: rally …${a.slice(Math.max(0, i - 80), i + 80)}… bare …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

/**
 * Loads `path` on each server for `rounds` rounds, alternating which goes first (`rallyFirst` for the
 * first round), so a machine growing busier or quieter during the run favours neither; answers the
 * median round of each.
 */
export async function alternatingRounds(options: {
  ports: { rally: number; bare: number };
  path: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  rounds: number;
  rallyFirst: boolean;
  /**
   * The CPU time the servers' process has used so far, in microseconds. A busy machine changes how many
   * requests a round serves, much less what each one costs: this is the steadier figure there.
   */
  cpuMicros?: () => Promise<number>;
}): Promise<{ rally: Result; bare: Result; cpuMicrosPerRequest?: { rally: number; bare: number } }> {
  const { ports, path, headers, connections, duration, rounds } = options;
  const measure = async (port: number) => {
    const url = `http://127.0.0.1:${port}${path}`;
    const cpuBefore = await options.cpuMicros?.();
    const result: Result = await autocannon({ url, connections, duration, headers, timeout: 30 });
    if (cpuBefore !== undefined && options.cpuMicros && result.requests.total > 0)
      result.cpuMicrosPerRequest = ((await options.cpuMicros()) - cpuBefore) / result.requests.total;
    if (result.non2xx || result.errors)
      console.log(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`);
    return result;
  };
  const rallyRounds: Result[] = [];
  const bareRounds: Result[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if ((round % 2 === 0) === options.rallyFirst) {
      rallyRounds.push(await measure(ports.rally));
      bareRounds.push(await measure(ports.bare));
    } else {
      bareRounds.push(await measure(ports.bare));
      rallyRounds.push(await measure(ports.rally));
    }
  }
  const medianCpu = (results: Result[]) =>
    results.map((result) => result.cpuMicrosPerRequest ?? 0).toSorted((a, b) => a - b)[
      Math.floor(results.length / 2)
    ]!;
  return {
    rally: median(rallyRounds),
    bare: median(bareRounds),
    ...(options.cpuMicros
      ? { cpuMicrosPerRequest: { rally: medianCpu(rallyRounds), bare: medianCpu(bareRounds) } }
      : {}),
  };
}
