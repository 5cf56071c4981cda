import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { calendarFeedRoutes, calendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

/** A game's calendar file and each player's private calendar feed. */
export function createCalendarModule({ db, clock, config }: Platform) {
  const calendar = createCalendarService({
    calendarRepo: createCalendarRepository(db),
    clock,
    publicUrl: config.publicUrl,
  });
  return {
    async register(app: FastifyInstance) {
      await app.register(calendarRoutes, { prefix: '/api', calendar });
      await app.register(calendarFeedRoutes, { prefix: '/api/calendar', calendar });
    },
  };
}
