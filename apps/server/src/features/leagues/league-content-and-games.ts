import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AttemptLimiters } from '../../plugins/rate-limits.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { LeagueGameHost } from './games/league-games.host.ts';
import { createLeagueGamesRepository } from './games/league-games.repository.ts';
import { leagueGamesRoutes } from './games/league-games.routes.ts';
import { createLeagueGamesService } from './games/league-games.service.ts';
import { createLeagueViewerRepository } from './league-viewer.repository.ts';
import { createLeagueGate } from './league-viewer.ts';
import { createLeagueNewsRepository } from './news/league-news.repository.ts';
import { leagueNewsRoutes } from './news/league-news.routes.ts';
import { createLeagueNewsService } from './news/league-news.service.ts';
import { createLeagueStandingsRepository } from './standings/league-standings.repository.ts';
import { createLeagueStandingsService } from './standings/league-standings.service.ts';

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
    games: LeagueGameHost;
    notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
    attemptLimiter: AttemptLimiters;
  },
) {
  const { db, storage, bus, clock, games, notifications, attemptLimiter } = deps;
  const viewerRepo = createLeagueViewerRepository(db);
  const gate = createLeagueGate(viewerRepo);
  const news = createLeagueNewsService({
    newsRepo: createLeagueNewsRepository(db),
    gate,
    storage,
    bus,
    clock,
    log: app.log,
  });
  await app.register(leagueNewsRoutes, { prefix: '/api/leagues', news, attemptLimiter });
  const leagueGames = createLeagueGamesService({
    gamesRepo: createLeagueGamesRepository(db),
    viewerRepo,
    gate,
    games,
    notifications,
    bus,
    clock,
  });
  const standings = createLeagueStandingsService({
    standingsRepo: createLeagueStandingsRepository(db),
    gate,
  });
  await app.register(leagueGamesRoutes, { prefix: '/api/leagues', leagueGames, standings });
}
