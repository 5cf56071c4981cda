import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import type { AppServices } from './app-services.ts';
import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/client.ts';
import { createAdminModule } from './features/admin/admin.module.ts';
import { createAccounts } from './features/auth/accounts.ports.ts';
import { createAuthModule } from './features/auth/auth.module.ts';
import { backupRoutes } from './features/backup/backup.routes.ts';
import { createBlocksModule } from './features/blocks/blocks.module.ts';
import { createBlockChecks } from './features/blocks/blocks.ports.ts';
import { createCalendarModule } from './features/calendar/calendar.module.ts';
import { createDashboardModule } from './features/dashboard/dashboard.module.ts';
import { createDeliveryModule, loadPushKeys } from './features/delivery/delivery.module.ts';
import { devClockRoutes } from './features/dev-clock/dev-clock.routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { createFairPlayModule } from './features/fair-play/fair-play.module.ts';
import { createFriendsModule } from './features/friends/friends.module.ts';
import { createFriendships } from './features/friends/friends.ports.ts';
import { createGameChatModule } from './features/game-chat/game-chat.module.ts';
import { createGameChatModeration } from './features/game-chat/game-chat-moderation.ports.ts';
import { createAttendanceRecordReads } from './features/games/attendance/attendance.ports.ts';
import { createGamesModule } from './features/games/games.module.ts';
import { createGameModeration } from './features/games/moderation/game-moderation.ports.ts';
import { createTeamResultReads } from './features/games/teams/teams.ports.ts';
import { createHealthModule } from './features/health/health.module.ts';
import { createLeaguesModule } from './features/leagues/leagues.module.ts';
import { createLeaguePorts } from './features/leagues/leagues.ports.ts';
import { createLeagueModeration } from './features/leagues/leagues-moderation.ports.ts';
import { createLinkPreviews } from './features/link-previews/link-previews.service.ts';
import { createLocationsModule } from './features/locations/locations.module.ts';
import { createMessagesModule } from './features/messages/messages.module.ts';
import { createMessageModeration } from './features/messages/messages-moderation.ports.ts';
import { createModerationModule } from './features/moderation/moderation.module.ts';
import { createSuspensions } from './features/moderation/suspensions/suspensions.ports.ts';
import { createMonitoringModule, registerInstruments } from './features/monitoring/monitoring.module.ts';
import { requestIdFor } from './features/monitoring/request-id.ts';
import { createNotificationPreferencesModule } from './features/notification-preferences/notification-preferences.module.ts';
import { createNotificationsModule } from './features/notifications/notifications.module.ts';
import { createPresenceModule } from './features/presence/presence.module.ts';
import { createProfilesModule } from './features/profiles/profiles.module.ts';
import { createProfileReads } from './features/profiles/profiles.ports.ts';
import { createProfileModeration } from './features/profiles/profiles-moderation.ports.ts';
import { createRemindersModule } from './features/reminders/reminders.module.ts';
import { createReviewsModule } from './features/reviews/reviews.module.ts';
import { createReviewModeration } from './features/reviews/reviews-moderation.ports.ts';
import type { Clock } from './lib/clock.ts';
import { requestHeaders } from './lib/http.ts';
import { createReadiness, type Readiness } from './lib/readiness.ts';
import type { Mailer } from './plugins/mail.ts';
import { createPlatform, type FeatureModule, registerRealtime } from './plugins/register-platform.ts';
import { registerRouteAccess } from './plugins/route-access.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerMedia } from './plugins/storage.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseConnection;
  secrets: { authSecret: string };
  /** False for no log; otherwise pino options (a `stream` to capture it) merged over the configured level. */
  logger?: boolean | FastifyLoggerOptions;
  clock?: Clock;
  /** Turns readiness to 503 when the process begins shutting down (main.ts drives it). */
  readiness?: Readiness;
  mailer?: Mailer;
  /** False builds the app without starting its job queue: for tools that only read its routes. */
  startJobs?: boolean;
};

/**
 * Builds the whole server: the platform (cross-cutting plugins) first, then each feature's module in
 * dependency order, each given only the other features' ports it uses; then route access, and every
 * module's routes and jobs in one list. Tests use it too.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { app, platform, instruments, spa, adjustableClock } = await createPlatform({
    ...deps,
    genReqId: requestIdFor,
    secret: deps.secrets.authSecret,
    instrument: (server, parts) => registerInstruments(server, { config, database, ...parts }),
  });
  const { bus, storage, mailer } = platform;

  // Reads other features need before the feature that owns them is built (they depend on each other).
  const accounts = createAccounts(database.db);
  const profileReads = createProfileReads(database.db);
  const leaguePorts = createLeaguePorts({ db: database.db, bus });
  const friendships = createFriendships(database.db);
  // Whether two players have a block between them: every feature that enforces one asks it.
  const blockChecks = createBlockChecks(database.db);
  const teamResults = createTeamResultReads(database.db);
  const attendanceRecords = createAttendanceRecordReads(database.db, platform.clock);
  // Sign-in asks whether an account is suspended; the service that suspends is built once games are.
  const suspensionParts = createSuspensions(database.db, platform.clock);

  // Features, in dependency order.
  const health = createHealthModule(platform, { readiness: deps.readiness ?? createReadiness() });
  const locations = createLocationsModule(platform, { profilePlace: profileReads.placeOf });
  const presence = createPresenceModule(platform, {
    activityStatus: profileReads.activityStatus,
    friendships,
  });
  // Players' fair-play records: refreshed by reviews and attendance, read by profiles and games.
  const { fairPlay } = createFairPlayModule(platform);
  const reviews = createReviewsModule(platform, { blocks: blockChecks, fairPlay });
  const profiles = createProfilesModule(platform, {
    accounts,
    friendships,
    presence: presence.presence,
    reviews,
    leagues: leaguePorts,
    places: locations.places,
    teamResults,
    attendance: attendanceRecords,
    blocks: blockChecks,
    fairPlay,
  });
  const admin = await createAdminModule(platform);
  const monitoring = createMonitoringModule(platform, { ...instruments, people: profiles.profiles });
  const auth = createAuthModule(platform, {
    profiles: profiles.profiles,
    roles: admin.roles,
    activity: monitoring.activity,
    presence: presence.presence,
    suspensions: suspensionParts.reads,
  });
  const pushKeys = await loadPushKeys(platform);
  const preferences = createNotificationPreferencesModule(platform, { pushPublicKey: pushKeys.publicKey });
  const delivery = createDeliveryModule(platform, {
    pushKeys,
    preferences,
    recipientEmail: profileReads.emailOf,
    countDelivery: monitoring.countDelivery,
  });
  const notifications = createNotificationsModule(platform, { delivery: delivery.delivery });
  const games = createGamesModule(platform, {
    notifications: notifications.notifications,
    positions: locations.positions,
    places: locations.places,
    friendships,
    people: profiles.profiles,
    genders: profiles.genders,
    onCancelled: leaguePorts.onLeagueGameCancelled,
    blocks: blockChecks,
    fairPlay,
    fixtures: leaguePorts.fixtureOfGame,
  });
  // What a suspension does: sessions and sockets closed, hosted games cancelled (the moderation queue's
  // and the command line's suspend and reinstate).
  const suspensions = suspensionParts.service({
    sessions: auth.accountSessions,
    hostedGames: games.suspendedHostGames,
  });
  const friends = createFriendsModule(platform, {
    positions: locations.positions,
    activitySource: games.friendActivity,
    profiles: profiles.profiles,
    notifications: notifications.notifications,
    blocks: blockChecks,
  });
  const blocks = createBlocksModule(platform, { friends: friends.friends, people: profiles.profiles });
  const gameChat = createGameChatModule(platform, {
    access: games.chatAccess,
    notifications: notifications.notifications,
    enqueueDelivery: delivery.enqueueDelivery,
  });
  const messages = createMessagesModule(platform, {
    friends: friends.friends,
    nameOf: async (userId) => (await profiles.profiles.getPublicProfiles([userId])).get(userId)?.name ?? null,
    enqueueDelivery: delivery.enqueueDelivery,
    gameChats: gameChat.inbox,
  });
  const reminders = createRemindersModule(platform, {
    notifications: notifications.notifications,
    preferencesOf: preferences.preferencesOf,
  });
  const leagues = createLeaguesModule(platform, {
    people: profiles.profiles,
    friendships,
    notifications: notifications.notifications,
    accounts,
    positions: locations.positions,
    places: locations.places,
    games: games.games,
    fixtureGameHost: games.fixtureGameHost,
    blocks: blockChecks,
  });
  // Reports and the moderation queue: each reportable thing found, and removed, by the feature that owns it.
  const { league, newsPost } = createLeagueModeration({
    ...platform,
    notifications: notifications.notifications,
  });
  const moderation = createModerationModule(platform, {
    targets: {
      profile: createProfileModeration(platform),
      game: createGameModeration({
        ...platform,
        notifications: notifications.notifications,
        mayFollow: (viewerId, gameId) => games.games.mayFollow(viewerId, gameId),
        onCancelled: leaguePorts.onLeagueGameCancelled,
      }),
      league,
      league_news_post: newsPost,
      review: createReviewModeration({
        ...platform,
        maySeeProfile: (viewerId, userId) => profiles.profiles.maySeeProfile(viewerId, userId),
        onRemoved: (userId, tx) => fairPlay.refresh(userId, tx),
      }),
      direct_message: createMessageModeration(platform),
      game_chat_message: createGameChatModeration({ ...platform, access: games.chatAccess }),
    },
    blocks: blocks.blocks,
    suspensions,
    notifications: notifications.notifications,
    people: profiles.profiles,
  });
  const calendar = createCalendarModule(platform);
  const dashboard = createDashboardModule({
    games: games.games,
    gamesForYou: games.gamesForYou,
    friends: friends.friends,
    locations: locations.locations,
  });
  const services: AppServices = {
    profiles: profiles.profiles,
    notifications: notifications.notifications,
    friends: friends.friends,
    presence: presence.presence,
    messages: messages.messages,
    locations: locations.locations,
    reminders: reminders.reminders,
    messageDelivery: messages.messageDelivery,
    roles: admin.roles,
    gameDecision: games.gameDecision,
    gameChatDelivery: gameChat.gameChatDelivery,
    attendance: games.attendance,
    seasonResults: leagues.seasonResults,
    fairPlay,
    suspensions,
    moderation: moderation.moderation,
  };
  app.decorate('services', services);

  // Every route declared after this gets the checks its schema's `security` names, before its body is read.
  registerRouteAccess(app, { sessions: auth.sessions });
  app.decorateRequest('user', null);
  // Routes and jobs, in the order the API document lists them.
  const modules: FeatureModule[] = [
    health,
    monitoring.metricsEndpoint,
    auth,
    notifications,
    preferences,
    delivery,
    profiles,
    { register: (app) => registerMedia(app, storage) },
    friends,
    blocks,
    messages,
    presence,
    locations,
    games,
    gameChat,
    reviews,
    leagues,
    moderation,
    calendar,
    dashboard,
    monitoring,
    admin,
    reminders,
  ];
  for (const module of modules) await module.register(app);
  await registerRealtime(app, platform, auth.sessions);
  if (config.devMailbox) await app.register(devMailboxRoutes, { mailer });
  if (database.embeddedBackup)
    await app.register(backupRoutes, { backup: database.embeddedBackup, jobs: app.jobs });
  if (adjustableClock) await app.register(devClockRoutes, { clock: adjustableClock });
  if (spa) {
    await registerSpa(app, {
      ...spa,
      publicUrl: config.publicUrl,
      previewFor: createLinkPreviews({
        findGame: games.findGameForPreview,
        findLeague: leaguePorts.findLeagueForPreview,
      }),
      sessionFor: (request) => auth.sessions.currentSession(requestHeaders(request)),
    });
  }
  return app;
}
