import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { Storage } from '../../plugins/storage.ts';
import { createLeagueNewsRepository } from './league-news.repository.ts';
import { leagueNewsRoutes } from './league-news.routes.ts';
import { createLeagueNewsService } from './league-news.service.ts';
import { createLeagueViewerRepository } from './league-viewer.repository.ts';
import { createLeagueGate } from './league-viewer.ts';

/**
 * Builds the leagues' news, media and inter-league games services and registers their routes under
 * `/api/leagues`, beside the leagues core, so app.ts wires the whole of it in one call.
 */
export async function registerLeagueContentAndGames(
  app: FastifyInstance,
  deps: {
    db: Database;
    storage: Storage;
    bus: RealtimeBus;
    clock: Clock;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { db, storage, bus, clock, requireUser } = deps;
  const gate = createLeagueGate(createLeagueViewerRepository(db));
  const news = createLeagueNewsService({
    newsRepo: createLeagueNewsRepository(db),
    gate,
    storage,
    bus,
    clock,
    log: app.log,
  });
  await app.register(leagueNewsRoutes, { prefix: '/api/leagues', news, requireUser });
}
