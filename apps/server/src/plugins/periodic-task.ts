import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalMs` for as long as the app lives: never two runs at once, never keeping the
 * process alive, failures logged and retried at the next tick, and the run in progress awaited on close.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  task: { name: string; intervalMs: number; run: () => Promise<unknown> },
) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, `${task.name}: failed`))
      .finally(() => {
        running = undefined;
      });
  }, task.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
