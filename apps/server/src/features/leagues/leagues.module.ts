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
import { createSeasonAccessRepository } from './seasons/season-access.repository.ts';
import { createSeasonDetailReader } from './seasons/season-detail.ts';
import { createSeasonRostersService } from './seasons/season-rosters.service.ts';
import { createSeasonSteps, type SeasonFixtureGames } from './seasons/season-steps.ts';
import { createSeasonTeamSteps } from './seasons/season-team-steps.ts';
import { createSeasonTeamsService } from './seasons/season-teams.service.ts';
import { createSeasonsRepository } from './seasons/seasons.repository.ts';
import { seasonsRoutes } from './seasons/seasons.routes.ts';
import { createSeasonsService } from './seasons/seasons.service.ts';
import { createLeagueStandingsRepository } from './standings/league-standings.repository.ts';
import { createLeagueStandingsService } from './standings/league-standings.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SEASON FIXTURE GAMES NOT WIRED YET: the fixtures part's `createFixtureGames` (seasons/fixtures/) takes
 * this place once it is committed; until then no season has fixture games to follow its rosters or be
 * cancelled with it.
 */
const seasonFixtureGames: SeasonFixtureGames = {
  syncTeamPlayers: async () => {},
  cancelSeasonGames: async () => {},
};

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
  const leagues = createLeaguesService({ ...coreDeps, log });
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
  // Seasons (issue 29): co-organisers, seasons, teams, rosters and placement requests.
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
  const seasonTeams = createSeasonTeamsService({ ...seasonDeps, fixtureGames: seasonFixtureGames });
  const seasonRosters = createSeasonRostersService({ ...seasonDeps, fixtureGames: seasonFixtureGames });
  return {
    async register(app: FastifyInstance) {
      await app.register(leaguesRoutes, { prefix: '/api/leagues', leagues, attemptLimiter });
      await app.register(leagueMembershipRoutes, { prefix: '/api/leagues', membership, attemptLimiter });
      await app.register(leagueInvitationsRoutes, { prefix: '/api/leagues', invitations });
      // League news, media and inter-league games, beside the leagues core.
      await app.register(leagueNewsRoutes, { prefix: '/api/leagues', news, attemptLimiter });
      await app.register(leagueGamesRoutes, { prefix: '/api/leagues', leagueGames, standings });
      await app.register(leagueOrganisersRoutes, { prefix: '/api/leagues', organisers });
      await app.register(seasonsRoutes, {
        prefix: '/api',
        seasons,
        teams: seasonTeams,
        rosters: seasonRosters,
      });
    },
  };
}
