import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { registerGamesJobs } from './activity/game-activity.jobs.ts';
import { createGameActivityRepository } from './activity/game-activity.repository.ts';
import { createGameFriendActivity, createSportActivityCount } from './activity/game-activity.service.ts';
import { registerAttendanceJobs } from './attendance/attendance.jobs.ts';
import { createAttendanceRepository } from './attendance/attendance.repository.ts';
import { attendanceRoutes } from './attendance/attendance.routes.ts';
import { createAttendanceService } from './attendance/attendance.service.ts';
import { createAttendanceRecords } from './attendance/attendance-records.ts';
import { createChatAccessRepository } from './chat-access/chat-access.repository.ts';
import { createChatAccess } from './chat-access/chat-access.service.ts';
import { createCohostsRepository } from './cohosts/cohosts.repository.ts';
import { cohostsRoutes } from './cohosts/cohosts.routes.ts';
import { createCohostsService } from './cohosts/cohosts.service.ts';
import { createDecisionRepository } from './decision/decision.repository.ts';
import { registerGameDecisionJobs } from './decision/game-decision.jobs.ts';
import { createGameDecision } from './decision/game-decision.service.ts';
import { createGameRulesSteps } from './decision/game-rules-steps.ts';
import { createGameEditRepository } from './editing/game-edit.repository.ts';
import { gameEditRoutes } from './editing/game-edit.routes.ts';
import { createGameEditService } from './editing/game-edit.service.ts';
import { createGameEditor } from './editing/game-edit.ts';
import { createFixtureGameHost } from './fixture-games/fixture-game-host.ts';
import { createGamesForYouRepository } from './for-you/games-for-you.repository.ts';
import { createGamesForYouService } from './for-you/games-for-you.service.ts';
import { createGameCreatedNotices } from './game-created.notifications.ts';
import { createGamesRepository } from './games.repository.ts';
import { gamesRoutes } from './games.routes.ts';
import { createGamesService } from './games.service.ts';
import { createGuestsRepository } from './guests/guests.repository.ts';
import { guestsRoutes } from './guests/guests.routes.ts';
import { createGuestsService } from './guests/guests.service.ts';
import { createParticipationRepository } from './participation/participation.repository.ts';
import { participationRoutes } from './participation/participation.routes.ts';
import { createParticipationService } from './participation/participation.service.ts';
import { createParticipationSteps, type ParticipationDeps } from './participation/participation-steps.ts';
import { createSearchPlaceFinder } from './search-place.ts';
import { registerSeriesJobs } from './series/series.jobs.ts';
import { createSeriesRepository } from './series/series.repository.ts';
import { seriesRoutes } from './series/series.routes.ts';
import { createSeriesService } from './series/series.service.ts';
import { createSeriesEditService } from './series/series-edit.ts';
import { createSuspendedHostRepository } from './suspended-host/suspended-host.repository.ts';
import { createSuspendedHostGames } from './suspended-host/suspended-host.service.ts';
import { createTeamsRepository } from './teams/teams.repository.ts';
import { teamsRoutes } from './teams/teams.routes.ts';
import { createTeamsService } from './teams/teams.service.ts';

type GamesServiceDeps = Parameters<typeof createGamesService>[0];
type CreatedNoticesDeps = Parameters<typeof createGameCreatedNotices>[0];

export type GamesModulePorts = {
  notifications: ParticipationDeps['notifications'] & CreatedNoticesDeps['notifications'];
  positions: GamesServiceDeps['positions'];
  places: Parameters<typeof createSearchPlaceFinder>[0]['places'];
  friendships: ParticipationDeps['friends'] & CreatedNoticesDeps['friends'];
  people: ParticipationDeps['people'] & CreatedNoticesDeps['people'];
  genders: ParticipationDeps['genders'] & CreatedNoticesDeps['genders'];
  /** Runs in a cancellation's transaction before the game is deleted (leagues: a league game's request). */
  onCancelled: GamesServiceDeps['onCancelled'];
  /** Blocks between players: joins refused between a host and a blocked player, roster actions hidden. */
  blocks?: NonNullable<ParticipationDeps['blocks']> & NonNullable<GamesServiceDeps['blocks']>;
  /**
   * Players' fair-play records (issue 28 §4): stored levels for the game's requirement, the waitlist's
   * order and the lists, and the refresh an outcome's settling or correction runs.
   */
  fairPlay?: NonNullable<ParticipationDeps['fairPlay']> &
    NonNullable<GamesServiceDeps['fairPlay']> &
    NonNullable<Parameters<typeof createAttendanceService>[0]['fairPlay']>;
  /** The league fixture a game is (leagues feature, issue 29): its page shows it, outsiders of a private league get 404. */
  fixtures?: GamesServiceDeps['fixtures'];
};

/**
 * Games: the core (create, find, a game's page, edits, cancellation), participation (joining,
 * requests, invitations, the waitlist, ratings), the games for you, and friends' recent activity.
 */
export function createGamesModule(platform: Platform, ports: GamesModulePorts) {
  const { db, bus, clock, jobs, topicAccess, attemptLimiter } = platform;
  const { notifications, positions, friendships, people, genders } = ports;
  const gamesRepo = createGamesRepository(db);
  // Balanced teams and the final score (issue 27 §3, §4); the game's page shows them.
  const teams = createTeamsService({ teamsRepo: createTeamsRepository(db), notifications, bus, clock });
  // Check-in, the host's marks, the settle job and each player's record (issue 27 §2).
  const attendanceRepo = createAttendanceRepository(db);
  const attendance = createAttendanceService({
    attendanceRepo,
    notifications,
    bus,
    clock,
    fairPlay: ports.fairPlay,
  });
  const attendanceRecords = createAttendanceRecords({ attendanceRepo, clock });
  const games = createGamesService({
    gamesRepo,
    notifications,
    bus,
    clock,
    positions,
    searchPlaces: createSearchPlaceFinder({ places: ports.places }),
    onCancelled: ports.onCancelled,
    teamsView: teams,
    // Create Game with "Repeats" makes a weekly series (the series service is made below).
    createSeries: (hostId, input) => series.create(hostId, input),
    createdNotices: createGameCreatedNotices({ friends: friendships, people, genders, notifications }),
    attendance: { viewerCheckIn: attendance.viewerCheckIn, recordsOf: attendanceRecords.recordsOf },
    blocks: ports.blocks,
    fairPlay: ports.fairPlay,
    fixtures: ports.fixtures,
  });
  // "Games for you": the games a player could join, near them, ranked for them (dashboard and Find).
  const gamesForYou = createGamesForYouService({
    forYouRepo: createGamesForYouRepository(db),
    positions,
    friends: friendships,
    clock,
  });
  const participationRepo = createParticipationRepository(db);
  // A game's minimum players ("Game on", the go/no-go at the decision time) and its leave deadline.
  const decisionRepo = createDecisionRepository(db);
  const decision = createGameDecision({ decisionRepo, gamesRepo, notifications, bus, clock });
  const gameRules = createGameRulesSteps(decision, decisionRepo);
  const series = createSeriesService({
    seriesRepo: createSeriesRepository(db),
    gamesRepo,
    onCancelled: ports.onCancelled,
    participationRepo,
    genders,
    notifications,
    bus,
    clock,
    gameRules,
    blocks: ports.blocks,
    fairPlay: ports.fairPlay,
  });
  const participation = createParticipationService({
    participationRepo,
    people,
    genders,
    friends: friendships,
    notifications,
    bus,
    clock,
    gameRules,
    attendanceRecords,
    blocks: ports.blocks,
    fairPlay: ports.fairPlay,
  });
  const steps = createParticipationSteps({
    participationRepo,
    people,
    genders,
    notifications,
    bus,
    gameRules,
    fairPlay: ports.fairPlay,
  });
  // A player's guests (spots taken under the game's lock, as joins are) and the host's co-hosts.
  const guests = createGuestsService({
    guestsRepo: createGuestsRepository(),
    participationRepo,
    steps,
    clock,
    gameRules,
  });
  const cohosts = createCohostsService({
    cohostsRepo: createCohostsRepository(db),
    people,
    notifications,
    bus,
    clock,
  });
  // Editing a game (and, for a series, each of its games): new spots go to the waitlist as a leave's do.
  const editRepo = createGameEditRepository(db);
  const editor = createGameEditor({
    editRepo,
    async promoteFirstInLine(gameId, now, tx) {
      const game = await participationRepo.lockGame(gameId, tx);
      if (game) await steps.promoteFirstInLine(game, now, tx);
    },
    // A new start, minimum or decision time: the go/no-go is judged afresh.
    decision,
  });
  const editing = createGameEditService({
    editRepo,
    editor,
    standings: participationRepo,
    notifications,
    bus,
    clock,
  });
  // "This and all following games" of a series: the same editing core, game by game, each player told once.
  const seriesEdit = createSeriesEditService({
    seriesRepo: createSeriesRepository(db),
    editRepo,
    editor,
    standings: participationRepo,
    notifications,
    bus,
    clock,
  });
  const activityRepo = createGameActivityRepository(db);
  // Find lists follow every game's changes; a game's page follows it as the games policy allows.
  topicAccess.allow('games', () => true);
  topicAccess.allow('game', (user, id) => games.mayFollow(user.id, id));
  return {
    games,
    gamesForYou,
    /** A game's minimum: the go/no-go job's work, and the step an edit of the start or minimum calls. */
    gameDecision: decision,
    /** Check-in, marks and the settle job's work (issue 27 §2). */
    attendance,
    /** What a player's friends played lately (the friends list). */
    friendActivity: createGameFriendActivity({ activityRepo }),
    /** A game as a shared link's preview card reads it. */
    findGameForPreview: (id: string) => gamesRepo.findGame(id),
    /** Who is in a game's chat, by the games policy (the game-chat feature's port). */
    chatAccess: createChatAccess({ repo: createChatAccessRepository(db) }),
    /** A suspended host's upcoming games cancelled, their players told, their series ended. */
    suspendedHostGames: createSuspendedHostGames({
      suspendedHostRepo: createSuspendedHostRepository(),
      gamesRepo,
      notifications,
      bus,
      clock,
      onCancelled: ports.onCancelled,
    }),
    /** A league season's fixture games: made with their teams' players, kept in step, moved, cancelled. */
    fixtureGameHost: createFixtureGameHost({ gamesRepo, bus, clock, onCancelled: ports.onCancelled }),
    /** A player's wins, losses and draws per sport (the profile's sport activity). */
    resultsOf: (userId: string) => teams.recordOf(userId),
    async register(app: FastifyInstance) {
      // Joining, leaving, requests, invitations, the waitlist and ratings: beside the games core, same prefix.
      await app.register(participationRoutes, { prefix: '/api/games', participation, attemptLimiter });
      await app.register(guestsRoutes, { prefix: '/api/games', guests });
      await app.register(cohostsRoutes, { prefix: '/api/games', cohosts });
      await app.register(teamsRoutes, { prefix: '/api/games', teams });
      await app.register(attendanceRoutes, { prefix: '/api/games', attendance });
      registerAttendanceJobs(jobs, attendance);
      await app.register(gameEditRoutes, { prefix: '/api/games', editing, games });
      await app.register(gamesRoutes, { prefix: '/api/games', games, forYou: gamesForYou, attemptLimiter });
      registerGamesJobs(jobs, createSportActivityCount({ activityRepo, clock }));
      registerGameDecisionJobs(jobs, decision);
      await app.register(seriesRoutes, { prefix: '/api', series, seriesEdit });
      registerSeriesJobs(jobs, series);
    },
  };
}
