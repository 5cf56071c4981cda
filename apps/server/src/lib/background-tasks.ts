import type { FastifyBaseLogger } from 'fastify';

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/**
 * Work a request starts but does not wait for (looking up an account and mailing it a code), so the
 * answer takes the same time whatever the work finds. Failures are logged; closing waits for the rest.
 */
export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts `task` without waiting for it; a failure is logged under `name`, never thrown at the caller. */
    run(name: string, task: () => Promise<unknown>): void {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${name}: failed`),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },

    /** Resolves once every task started so far, and any started meanwhile, has ended. */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
