/**
 * Whether this process wants new traffic. It stops wanting it the moment shutdown begins, before it
 * stops serving: readiness answers 503 so load balancers move away while requests still get answers.
 */
export type Readiness = {
  readonly draining: boolean;
  /** Shutdown has begun: readiness answers 503 from now on (liveness stays 200). */
  drain(): void;
};

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
