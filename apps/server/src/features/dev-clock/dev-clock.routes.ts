import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '../../lib/adjustable-clock.ts';
import { notFound } from '../../lib/app-error.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { anyone } from '../../plugins/docs.ts';

/** Up to a year either way: enough for any journey, not enough to overflow a date. */
const OFFSET_MAX_MS = 366 * 24 * 60 * 60 * 1000;

const clockInput = z.object({ offsetMs: z.number().int().min(-OFFSET_MAX_MS).max(OFFSET_MAX_MS) });
const clockState = z.object({ offsetMs: z.number().int(), now: z.string() });

/**
 * Registered only when CLOCK_CONTROL is on (never in production): moves the app's clock so browser
 * journeys can make a game past. Like the development mailbox it answers only a peer on this machine
 * (the socket's own address, never a forwarded header); anyone else is told there is nothing here.
 */
export async function devClockRoutes(app: FastifyInstance, { clock }: { clock: AdjustableClock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound('page');
  });
  const state = () => ({ offsetMs: clock.offset(), now: clock.now().toISOString() });
  // Anyone on this machine: the hook above is its access rule.
  api.get(
    '/api/dev/clock',
    { schema: { hide: true, security: anyone, response: { 200: clockState } } },
    async () => state(),
  );
  api.post(
    '/api/dev/clock',
    { schema: { hide: true, security: anyone, body: clockInput, response: { 200: clockState } } },
    async (request) => {
      clock.setOffset(request.body.offsetMs);
      request.log.warn({ offsetMs: request.body.offsetMs }, 'dev clock: the app clock was moved');
      return state();
    },
  );
}
