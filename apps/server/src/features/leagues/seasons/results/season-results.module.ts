import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../../../plugins/register-platform.ts';
import type { NotificationsService } from '../../../notifications/notifications.service.ts';
import type { FixtureGames } from '../fixtures/fixture-games.ts';
import { createSeasonPlayoffs } from '../playoffs/season-playoffs.ts';
import { createSeasonAccessRepository } from '../season-access.repository.ts';
import { registerSeasonResultsJobs } from './season-results.jobs.ts';
import { createSeasonResultsRepository } from './season-results.repository.ts';
import { seasonResultsRoutes } from './season-results.routes.ts';
import { createSeasonResultsService } from './season-results.service.ts';
import { createSeasonStandingsRepository } from './season-standings.repository.ts';
import { createSeasonStandingsService } from './season-standings.service.ts';

/**
 * A season's results, table, stats and playoffs, built for the leagues module: the services, the
 * 48-hour job and the routes (under `/api`: the fixture's and the season's paths).
 */
export function createSeasonResultsParts(
  platform: Pick<Platform, 'db' | 'bus' | 'clock' | 'log' | 'jobs'>,
  ports: {
    fixtureGames: Pick<FixtureGames, 'createFixtures'>;
    notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  },
) {
  const { db, bus, clock, log, jobs } = platform;
  const repo = createSeasonResultsRepository(db);
  const accessRepo = createSeasonAccessRepository(db);
  const playoffs = createSeasonPlayoffs({
    repo,
    fixtureGames: ports.fixtureGames,
    notifications: ports.notifications,
    clock,
  });
  const results = createSeasonResultsService({
    repo,
    accessRepo,
    playoffs,
    notifications: ports.notifications,
    bus,
    clock,
    log,
  });
  const standings = createSeasonStandingsService({
    standingsRepo: createSeasonStandingsRepository(db),
    resultsRepo: repo,
    accessRepo,
  });
  return {
    results,
    standings,
    async register(app: FastifyInstance) {
      await app.register(seasonResultsRoutes, { prefix: '/api', results, standings });
      registerSeasonResultsJobs(jobs, results);
    },
  };
}
