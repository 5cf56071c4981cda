import { INVITE_EMAILS_PER_DAY_MAX } from '@rally/shared/leagues/leagues.schemas';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import type { PlayerPositions } from '../locations/player-position.ts';
import type { VenuePlaceLocator } from '../locations/venue-place-locator.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { LeagueGameHost } from './games/league-games.host.ts';
import { createLeagueGamesRepository } from './games/league-games.repository.ts';
import { leagueGamesRoutes } from './games/league-games.routes.ts';
import { createLeagueGamesService } from './games/league-games.service.ts';
import { canSeeLeagueContent } from './league-access.ts';
import { createLeagueSteps, type PeopleDirectory } from './league-steps.ts';
import { createLeagueViewerRepository } from './league-viewer.repository.ts';
import { createLeagueGate } from './league-viewer.ts';
import { createLeaguesRepository } from './leagues.repository.ts';
import { leaguesRoutes } from './leagues.routes.ts';
import { createLeaguesService } from './leagues.service.ts';
import { leagueInvitationsRoutes } from './membership/league-invitations.routes.ts';
import {
  createLeagueInvitationsService,
  type LeagueInvitationsDeps,
} from './membership/league-invitations.service.ts';
import { leagueMembershipRoutes } from './membership/league-membership.routes.ts';
import {
  createLeagueMembershipService,
  type LeagueMembershipDeps,
} from './membership/league-membership.service.ts';
import { createLeagueNewsRepository } from './news/league-news.repository.ts';
import { leagueNewsRoutes } from './news/league-news.routes.ts';
import { createLeagueNewsService } from './news/league-news.service.ts';
import { createLeagueOrganisersRepository } from './organisers/league-organisers.repository.ts';
import { leagueOrganisersRoutes } from './organisers/league-organisers.routes.ts';
import { createLeagueOrganisersService } from './organisers/league-organisers.service.ts';
import type { FixtureGameHost } from './seasons/fixtures/fixture-game.host.ts';
import { createFixtureGames } from './seasons/fixtures/fixture-games.ts';
import { createFixturesRepository } from './seasons/fixtures/fixtures.repository.ts';
import { fixturesRoutes } from './seasons/fixtures/fixtures.routes.ts';
import { createFixturesService } from './seasons/fixtures/fixtures.service.ts';
import { seasonCalendarRoutes } from './seasons/fixtures/season-calendar.routes.ts';
import { createSeasonCalendar } from './seasons/fixtures/season-calendar.ts';
import { createLeagueSeasonGames } from './seasons/league-season-games.ts';
import { createSeasonResultsParts } from './seasons/results/season-results.module.ts';
import { createSeasonAccessRepository } from './seasons/season-access.repository.ts';
import { createSeasonDetailReader } from './seasons/season-detail.ts';
import { createSeasonRostersService } from './seasons/season-rosters.service.ts';
import { createSeasonSteps } from './seasons/season-steps.ts';
import { createSeasonTeamSteps } from './seasons/season-team-steps.ts';
import { createSeasonTeamsService } from './seasons/season-teams.service.ts';
import { registerSeasonRoutesWithBudgets } from './seasons/season-write-budgets.ts';
import { createSeasonsRepository } from './seasons/seasons.repository.ts';
import { seasonsRoutes } from './seasons/seasons.routes.ts';
import { createSeasonsService } from './seasons/seasons.service.ts';
import { createLeagueStandingsRepository } from './standings/league-standings.repository.ts';
import { createLeagueStandingsService } from './standings/league-standings.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type LeaguesModulePorts = {
  people: PeopleDirectory;
  friendships: { friendIds(userId: string): Promise<string[]> };
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  /** The Rally accounts behind these addresses (auth feature): invited users also get a notice. */
  accounts: { findVerifiedByEmail(emails: string[]): Promise<Map<string, string>> };
  /** Where the player is, for Discover's nearest-first order. */
  positions: PlayerPositions;
  /** Locates a league's place typed without picking a suggestion. */
  places: VenuePlaceLocator;
  /** Creates and cancels the games two leagues agree on. */
  games: LeagueGameHost;
  /** Makes, moves and cancels the games a season's fixtures are (the games feature). */
  fixtureGameHost: FixtureGameHost;
  /** Blocks between players: neither of a blocked pair joins or asks to join the other's league. */
  blocks?: NonNullable<LeagueMembershipDeps['blocks']> & NonNullable<LeagueInvitationsDeps['blocks']>;
};

/**
 * Leagues: the core (the list, the page, the creator's edits), membership and invitations, news and
 * media, inter-league games and standings, all under `/api/leagues`. Vouches for the `league:{id}`
 * topic: whoever may read the league's content follows it (anyone for a public league, its members
 * for a private one).
 */
export function createLeaguesModule(platform: Platform, ports: LeaguesModulePorts) {
  const { db, bus, clock, storage, mailer, background, log, topicAccess, attemptLimiter, config } = platform;
  const { people, notifications, positions, places } = ports;
  const leaguesRepo = createLeaguesRepository(db);
  const coreDeps = {
    leaguesRepo,
    people,
    friends: ports.friendships,
    notifications,
    bus,
    storage,
    clock,
    mailer,
    background,
    publicUrl: config.publicUrl,
    accountsByEmail: ports.accounts.findVerifiedByEmail,
    positions,
    places,
  };
  const leagues = createLeaguesService({
    ...coreDeps,
    log,
    // A deleted league's fixture games are cancelled with their players told (its seasons, below).
    seasonGames: { cancelAll: (leagueId, tx) => leagueSeasonGames.cancelAll(leagueId, tx) },
  });
  const membership = createLeagueMembershipService({ ...coreDeps, blocks: ports.blocks });
  const invitations = createLeagueInvitationsService({
    ...coreDeps,
    blocks: ports.blocks,
    dailyCap: attemptLimiter('league-invitations', {
      perAddress: { max: INVITE_EMAILS_PER_DAY_MAX, windowMs: DAY_MS },
    }),
  });
  topicAccess.allow('league', async (user, id) => {
    const league = await leaguesRepo.findLeague(id);
    if (!league) return false;
    const { role } = await leaguesRepo.standing(league, user.id);
    return canSeeLeagueContent({ isPrivate: league.isPrivate, role });
  });
  const viewerRepo = createLeagueViewerRepository(db);
  const gate = createLeagueGate(viewerRepo);
  const news = createLeagueNewsService({
    newsRepo: createLeagueNewsRepository(db),
    gate,
    storage,
    bus,
    clock,
    log,
  });
  const leagueGames = createLeagueGamesService({
    gamesRepo: createLeagueGamesRepository(db),
    viewerRepo,
    gate,
    games: ports.games,
    notifications,
    bus,
    clock,
  });
  const standings = createLeagueStandingsService({
    standingsRepo: createLeagueStandingsRepository(db),
    gate,
  });
  // Seasons (issue 29): co-organisers, seasons, teams, rosters and placement requests. A season's
  // fixture games follow its rosters and go with it (fixtures/fixture-games.ts).
  const seasonFixtureGames = createFixtureGames({ host: ports.fixtureGameHost, notifications, clock });
  const organisersRepo = createLeagueOrganisersRepository(db);
  const organisers = createLeagueOrganisersService({
    organisersRepo,
    gate,
    publishChange: createLeagueSteps({ leaguesRepo, people, bus }).publishChange,
    clock,
  });
  const seasonsRepo = createSeasonsRepository(db);
  const seasonSteps = createSeasonSteps({ seasonsRepo, accessRepo: createSeasonAccessRepository(db), bus });
  const seasonTeamSteps = createSeasonTeamSteps({ seasonsRepo, steps: seasonSteps });
  const seasonDeps = {
    seasonsRepo,
    steps: seasonSteps,
    teamSteps: seasonTeamSteps,
    people,
    notifications,
    clock,
  };
  const seasons = createSeasonsService({
    ...seasonDeps,
    organisersRepo,
    gate,
    seasonDetail: createSeasonDetailReader({ ...seasonDeps, publicUrl: config.publicUrl }),
    fixtureGames: seasonFixtureGames,
  });
  const leagueSeasonGames = createLeagueSeasonGames({ seasonsRepo, fixtureGames: seasonFixtureGames });
  const seasonTeams = createSeasonTeamsService({ ...seasonDeps, fixtureGames: seasonFixtureGames });
  const seasonRosters = createSeasonRostersService({ ...seasonDeps, fixtureGames: seasonFixtureGames });
  // A season's fixture list (each fixture a game of its two teams) and its calendar feeds.
  const fixturesRepo = createFixturesRepository(db);
  const seasonFixtures = createFixturesService({
    fixturesRepo,
    steps: seasonSteps,
    fixtureGames: seasonFixtureGames,
    host: ports.fixtureGameHost,
    notifications,
    clock,
    publicUrl: config.publicUrl,
  });
  const seasonCalendar = createSeasonCalendar({ fixturesRepo, clock, publicUrl: config.publicUrl });
  // A season's results, table, stats and playoffs (the playoff games are made as fixtures' games are).
  const seasonResults = createSeasonResultsParts(platform, {
    fixtureGames: seasonFixtureGames,
    notifications,
  });
  return {
    /** The 48-hour job's work (`countDue`), for tests and tools. */
    seasonResults: seasonResults.results,
    async register(app: FastifyInstance) {
      await app.register(leaguesRoutes, { prefix: '/api/leagues', leagues, attemptLimiter });
      await app.register(leagueMembershipRoutes, { prefix: '/api/leagues', membership, attemptLimiter });
      await app.register(leagueInvitationsRoutes, { prefix: '/api/leagues', invitations });
      // League news, media and inter-league games, beside the leagues core.
      await app.register(leagueNewsRoutes, { prefix: '/api/leagues', news, attemptLimiter });
      await app.register(leagueGamesRoutes, { prefix: '/api/leagues', leagueGames, standings });
      await app.register(leagueOrganisersRoutes, { prefix: '/api/leagues', organisers });
      // Every season write spends its account's hourly budget (season-write-budgets.ts): a season
      // route registered here cannot go without one.
      await registerSeasonRoutesWithBudgets(app, {
        attemptLimiter,
        async registerRoutes(scope) {
          await scope.register(seasonsRoutes, {
            prefix: '/api',
            seasons,
            teams: seasonTeams,
            rosters: seasonRosters,
          });
          await scope.register(fixturesRoutes, { prefix: '/api', fixtures: seasonFixtures });
          await scope.register(seasonCalendarRoutes, { prefix: '/api', calendar: seasonCalendar });
          await seasonResults.register(scope);
        },
      });
    },
  };
}
