import Fastify, { type FastifyInstance, type FastifyLoggerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/client.ts';
import { createRolesRepository } from './features/admin/roles.repository.ts';
import { createRolesService, type RolesService } from './features/admin/roles.service.ts';
import { passwordResetEmail, verificationEmail } from './features/auth/auth.emails.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { createSessionsRepository } from './features/auth/sessions.repository.ts';
import { createUnverifiedAccountsSweep } from './features/auth/unverified-accounts.ts';
import { backupRoutes } from './features/backup/backup.routes.ts';
import { createCalendarRepository } from './features/calendar/calendar.repository.ts';
import { calendarFeedRoutes, calendarRoutes } from './features/calendar/calendar.routes.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { registerDeliveryJobs } from './features/delivery/delivery.jobs.ts';
import { createDeliveryRepository } from './features/delivery/delivery.repository.ts';
import { createDeliveryService } from './features/delivery/delivery.service.ts';
import { createPushChannel } from './features/delivery/push-channel.ts';
import { createSmsChannel } from './features/delivery/sms-channel.ts';
import { unsubscribeRoutes } from './features/delivery/unsubscribe.routes.ts';
import { createUnsubscribeService } from './features/delivery/unsubscribe.service.ts';
import { createUnsubscribeTokens } from './features/delivery/unsubscribe-token.ts';
import { loadVapidKeys } from './features/delivery/vapid-keys.ts';
import { devClockRoutes } from './features/dev-clock/dev-clock.routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { createFriendsRepository } from './features/friends/friends.repository.ts';
import { friendsRoutes } from './features/friends/friends.routes.ts';
import { createFriendsService, type FriendsService } from './features/friends/friends.service.ts';
import { createFriendshipLookup } from './features/friends/friendship-lookup.ts';
import { registerGamesJobs } from './features/games/activity/game-activity.jobs.ts';
import { createGameActivityRepository } from './features/games/activity/game-activity.repository.ts';
import {
  createGameFriendActivity,
  createSportActivityCount,
} from './features/games/activity/game-activity.service.ts';
import { createGamesForYouRepository } from './features/games/for-you/games-for-you.repository.ts';
import { createGamesForYouService } from './features/games/for-you/games-for-you.service.ts';
import { createGameCreatedNotices } from './features/games/game-created.notifications.ts';
import { createGamesRepository } from './features/games/games.repository.ts';
import { gamesRoutes } from './features/games/games.routes.ts';
import { createGamesService } from './features/games/games.service.ts';
import { createParticipationRepository } from './features/games/participation/participation.repository.ts';
import { participationRoutes } from './features/games/participation/participation.routes.ts';
import { createParticipationService } from './features/games/participation/participation.service.ts';
import { createSearchPlaceFinder } from './features/games/search-place.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createHealthService } from './features/health/health.service.ts';
import { createLeagueGameCancellation } from './features/leagues/games/league-game-cancellation.ts';
import { registerLeagueContentAndGames } from './features/leagues/league-content-and-games.ts';
import { createLeaguesRepository } from './features/leagues/leagues.repository.ts';
import { registerLeaguesCore } from './features/leagues/leagues-core.ts';
import { createLinkPreviews } from './features/link-previews/link-previews.service.ts';
import { createNominatimGeocoder, noGeocoder } from './features/locations/geocoder.ts';
import { createLocationsRepository } from './features/locations/locations.repository.ts';
import { locationsRoutes } from './features/locations/locations.routes.ts';
import { createLocationsService, type LocationsService } from './features/locations/locations.service.ts';
import { createPlayerPositions } from './features/locations/player-position.ts';
import { createVenuePlaceLocator } from './features/locations/venue-place-locator.ts';
import { createInboxRepository } from './features/messages/inbox.repository.ts';
import { inboxRoutes } from './features/messages/inbox.routes.ts';
import { createInboxService } from './features/messages/inbox.service.ts';
import { createMessageDelivery, type MessageDelivery } from './features/messages/message-delivery.ts';
import { registerMessagesJobs } from './features/messages/messages.jobs.ts';
import { createMessagesRepository } from './features/messages/messages.repository.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { createMessagesService, type MessagesService } from './features/messages/messages.service.ts';
import { createActivityTracker } from './features/monitoring/activity-tracker.ts';
import { liveRoutes } from './features/monitoring/live.routes.ts';
import { createLiveService } from './features/monitoring/live.service.ts';
import { metricsRoutes } from './features/monitoring/metrics.routes.ts';
import { createMetrics } from './features/monitoring/metrics.ts';
import { createProcessHeartbeatRepository } from './features/monitoring/process-heartbeat.repository.ts';
import { createProcessHeartbeat } from './features/monitoring/process-heartbeat.ts';
import { RALLY_VERSION } from './features/monitoring/process-version.ts';
import { createRecentActivityRepository } from './features/monitoring/recent-activity.repository.ts';
import { recentActivityRoutes } from './features/monitoring/recent-activity.routes.ts';
import { createRecentActivityService } from './features/monitoring/recent-activity.service.ts';
import { requestIdFor } from './features/monitoring/request-id.ts';
import { registerRequestTelemetry } from './features/monitoring/request-telemetry.ts';
import { createTelemetry } from './features/monitoring/telemetry.ts';
import { createUsageRepository } from './features/monitoring/usage.repository.ts';
import { usageRoutes } from './features/monitoring/usage.routes.ts';
import { createUsageService } from './features/monitoring/usage.service.ts';
import { createUserActivityRepository } from './features/monitoring/user-activity.repository.ts';
import { notificationPreferencesRoutes } from './features/notification-preferences/notification-preferences.routes.ts';
import { createNotificationPreferencesService } from './features/notification-preferences/notification-preferences.service.ts';
import { createPreferencesRepository } from './features/notification-preferences/preferences.repository.ts';
import { createPushSubscriptionsRepository } from './features/notification-preferences/push-subscriptions.repository.ts';
import { createNotificationsRepository } from './features/notifications/notifications.repository.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from './features/notifications/notifications.service.ts';
import { registerPresenceJobs } from './features/presence/presence.jobs.ts';
import { createPresenceRepository } from './features/presence/presence.repository.ts';
import { presenceRoutes } from './features/presence/presence.routes.ts';
import { createPresenceService, type PresenceService } from './features/presence/presence.service.ts';
import { createActivityStatusLookup } from './features/profiles/activity-status-lookup.ts';
import { createProfileGenderRepository } from './features/profiles/profile-gender.repository.ts';
import { profileGenderRoutes } from './features/profiles/profile-gender.routes.ts';
import { createProfileGenderService } from './features/profiles/profile-gender.service.ts';
import { createProfilesRepository } from './features/profiles/profiles.repository.ts';
import { profilesRoutes } from './features/profiles/profiles.routes.ts';
import { createProfilesService, type ProfilesService } from './features/profiles/profiles.service.ts';
import { registerRemindersJobs } from './features/reminders/reminders.jobs.ts';
import { createRemindersRepository } from './features/reminders/reminders.repository.ts';
import { createRemindersService, type RemindersService } from './features/reminders/reminders.service.ts';
import { createReviewsRepository } from './features/reviews/reviews.repository.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { createReviewsService } from './features/reviews/reviews.service.ts';
import { createAdjustableClock } from './lib/adjustable-clock.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { requestHeaders } from './lib/http.ts';
import { logSerializers } from './lib/log-serializers.ts';
import { createReadiness, type Readiness } from './lib/readiness.ts';
import { createAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler, unreadablePathAnswer } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerJobs } from './plugins/jobs.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerPathParamsCheck } from './plugins/path-params.ts';
import { registerRateLimits, trustedProxies } from './plugins/rate-limits.ts';
import { realtimeRoutes } from './plugins/realtime/realtime.routes.ts';
import { createRealtimeBus, type RealtimeBus } from './plugins/realtime/realtime-bus.ts';
import { createSessionEndings } from './plugins/realtime/session-endings.ts';
import { createSocketRegistry } from './plugins/realtime/socket-registry.ts';
import { createTopicAccess, type TopicAccess } from './plugins/realtime/topic-access.ts';
import { registerRouteAccess } from './plugins/route-access.ts';
import { registerSecurity } from './plugins/security.ts';
import { readSpa, registerSpa } from './plugins/spa.ts';
import { createStorage, registerMedia } from './plugins/storage.ts';
import { registerUploadRoutes } from './plugins/upload-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event bus and topic registry, for tests and tools that publish or inspect events. */
    realtime: { bus: RealtimeBus; topicAccess: TopicAccess };
    /** The feature services as wired for this app, for tests and tools that drive a feature directly. */
    services: {
      profiles: ProfilesService;
      notifications: NotificationsService;
      friends: FriendsService;
      presence: PresenceService;
      messages: MessagesService;
      locations: LocationsService;
      reminders: RemindersService;
      messageDelivery: MessageDelivery;
      roles: RolesService;
    };
  }
}

/** When expired unverified accounts are looked for: they expire by the day, so hourly is plenty. */
const UNVERIFIED_SWEEP_CRON = '7 * * * *';

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

/** Builds the whole server: cross-cutting plugins first, then each feature, in one readable list. Tests use it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, secrets } = deps;
  // With CLOCK_CONTROL on (never in production), browser journeys may move this clock ahead.
  const adjustableClock = config.clockControl ? createAdjustableClock(deps.clock ?? systemClock) : undefined;
  const clock = adjustableClock ?? deps.clock ?? systemClock;
  const app = Fastify({
    // Every logger the app builds keeps values (query parameters, emails, tokens) out of the log.
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
            serializers: logSerializers,
          },
    bodyLimit: 1024 * 1024,
    // One line per request, written once it is answered (request-telemetry.ts), under the caller's
    // x-request-id when it sent a safe one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    frameworkErrors: unreadablePathAnswer,
    // request.ip is the client's address: the socket's, or the one the trusted proxies forwarded.
    trustProxy: trustedProxies(config.trustProxy),
    // A request that takes longer (a stalled database, a slow upload) answers 503 rather than hang.
    handlerTimeout: config.requestTimeoutMs,
    // Shutting down, requests on kept-alive connections are still served (see lib/shutdown.ts), and
    // only connections with nothing in flight are closed.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: every parameter in a path must be declared so that one naming nothing answers 404.
  registerPathParamsCheck(app);
  registerInputGuard(app);
  await registerCompression(app);

  const spa = readSpa(config.staticDir);
  const storage = await createStorage(config.storage);
  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    inlineScriptHashes: spa?.inlineScriptHashes ?? [],
    imageOrigins: [...(storage.externalOrigin ? [storage.externalOrigin] : []), config.mapTileOrigin],
  });
  // Before anything that registers jobs; the queue starts when the app is ready.
  const jobs = registerJobs(app, { database, log: app.log }, { start: deps.startJobs ?? true });
  // Measurements for the administrator's dashboard and for Prometheus: every request (hooks before
  // any route), every database statement, this process's realtime sockets.
  const telemetry = createTelemetry({ slowQueryMs: config.monitoring.slowQueryMs });
  const realtimeSockets = createSocketRegistry();
  const metrics = createMetrics({
    poolState: () => database.poolState(),
    realtimeSockets: () => realtimeSockets.size,
    queueSizes: () => jobs.queueSizes(),
  });
  registerRequestTelemetry(app, { telemetry, metrics });
  const stopObservingQueries = database.observeQueries((sql, durationMs, error) => {
    telemetry.recordQuery(sql, durationMs, error);
    metrics.observeQuery(sql, durationMs);
  });
  app.addHook('onClose', async () => stopObservingQueries());
  const rateLimits = await registerRateLimits(app, {
    jobs,
    db: database.db,
    secret: secrets.authSecret,
    clock,
  });
  await registerDocs(app, { publicUrl: config.publicUrl });
  // Before any feature: only routes declared through it may read an upload, each after its own check.
  registerUploadRoutes(app);
  // Every signed-in POST takes an Idempotency-Key: a retried write answers as the first did.
  registerIdempotency(app, {
    db: database.db,
    clock,
    jobs,
    requestTimeoutMs: config.requestTimeoutMs,
  });

  // Shared services
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      keepMailbox: config.devMailbox,
      log: app.log,
    });
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const bus = createRealtimeBus(database, app.log);
  await bus.start();
  app.addHook('onClose', () => bus.stop());
  const sessionEndings = createSessionEndings(database, app.log);
  await sessionEndings.start();
  app.addHook('onClose', () => sessionEndings.stop());
  // Ended sessions are forgotten on every process at once; after missed announcements, all of them.
  const sessionCache = createSessionCache({ ttlMs: config.sessionCacheMs });
  sessionEndings.onEnded((ended) => sessionCache.forget(ended));
  sessionEndings.onResync(() => sessionCache.clear());
  const authRepo = createAuthRepository(database.db);
  const profilesRepo = createProfilesRepository(database.db);
  const friendsRepo = createFriendsRepository(database.db);
  // Profiles, friends and presence read one another: presence and profiles take the friends feature's
  // friendship lookup and presence the profiles feature's activity-status lookup, built on their
  // repositories first, so each service below needs only what is built above it.
  const friendships = createFriendshipLookup(friendsRepo);
  const presence = createPresenceService({
    presenceRepo: createPresenceRepository(database.db),
    profiles: createActivityStatusLookup(profilesRepo),
    friends: friendships,
    bus,
    clock,
  });
  const reviews = createReviewsService({ reviewsRepo: createReviewsRepository(database.db), bus, clock });
  const leaguesRepo = createLeaguesRepository(database.db);
  const profiles = createProfilesService({
    profilesRepo,
    bus,
    storage,
    clock,
    log: app.log,
    findAccount: ({ email }) => authRepo.findByEmail(email),
    friendshipBetween: friendships.friendshipStatus,
    countFriends: friendships.countFriends,
    hidePresence: presence.hide,
    playerRecord: reviews.playerRecord,
    playerLeagues: (viewerId, userId) => leaguesRepo.leaguesOfPlayer(userId, viewerId),
    // Called per save, after the locator below exists.
    places: { locate: (text) => placeLocator.locate(text) },
  });
  const auth = createAuth({
    db: database.db,
    secret: secrets.authSecret,
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    log: app.log,
    // Until its email is verified an account has no profile: nobody can find, see or befriend it.
    onEmailVerified: (user) => profiles.createForAccount(user),
    sendCode: ({ email, code, purpose }) =>
      mailer.send(
        purpose === 'email-verification'
          ? verificationEmail({ to: email, code, publicUrl: config.publicUrl })
          : passwordResetEmail({ to: email, code }),
      ),
  });
  // Administrators are who user_roles says; ADMIN_EMAILS grants the role to its accounts now and at
  // their sign-in or verification, and never takes it away.
  const roles = createRolesService({
    rolesRepo: createRolesRepository(database.db),
    adminEmails: config.adminEmails,
    clock,
    log: app.log,
  });
  try {
    await roles.grantConfiguredAdmins();
  } catch (error) {
    app.log.error({ err: error }, 'roles: could not grant the ADMIN_EMAILS accounts at start');
  }
  const authService = createAuthService({
    auth,
    authRepo,
    profiles,
    mailer,
    background,
    clock,
    secret: secrets.authSecret,
    roles,
    activity: createActivityTracker({
      activityRepo: createUserActivityRepository(database.db),
      background,
      clock,
    }),
    // Signing out takes the user offline for friends at once, not when the heartbeat goes stale.
    beforeSignOut: presence.offline,
    sessionsRepo: createSessionsRepository(database.db),
    // Every process closes the ended sessions' sockets, wherever the sign-out or reset landed.
    onSessionsEnded: (ended) => {
      // This process forgets them before answering; the others when the announcement arrives.
      sessionCache.forget(ended);
      return sessionEndings.announce(ended);
    },
    sessionCache,
  });
  // Every route declared after this gets the checks its schema's `security` names, before its body is read.
  registerRouteAccess(app, { sessions: authService });
  app.decorateRequest('user', null);
  const topicAccess = createTopicAccess();
  app.decorate('realtime', { bus, topicAccess });
  // Places: the venues of earlier games and the embedded city list; games locate through the locator.
  const locationsRepo = createLocationsRepository(database.db);
  const placeLocator = createVenuePlaceLocator({ locationsRepo });
  // "Near you" everywhere: the browser's position, else the profile's place.
  const playerPositions = createPlayerPositions({
    places: placeLocator,
    profilePlace: async (userId) => (await profilesRepo.findByUserId(userId)) ?? null,
  });
  const locations = createLocationsService({
    locationsRepo,
    geocoder: config.geocoderUrl
      ? createNominatimGeocoder({
          baseUrl: config.geocoderUrl,
          userAgent: `Rally/1.0 (+${config.publicUrl})`,
          log: app.log,
        })
      : noGeocoder,
    positions: playerPositions,
    clock,
  });
  // Every in-app notification is also delivered by push, email and SMS, per the recipient's preferences.
  const vapidKeys = await loadVapidKeys(
    { db: database.db, dataDir: config.dataDir },
    config.delivery.vapid.keys,
  );
  const deliveryRepo = createDeliveryRepository(database.db);
  const pushSubscriptionsRepo = createPushSubscriptionsRepository(database.db);
  const notificationPreferences = createNotificationPreferencesService({
    preferencesRepo: createPreferencesRepository(database.db),
    subscriptionsRepo: pushSubscriptionsRepo,
    capabilities: {
      pushPublicKey: vapidKeys.publicKey,
      email: Boolean(config.smtpUrl),
      sms: Boolean(config.delivery.smsWebhookUrl),
    },
  });
  const delivery = createDeliveryService({ deliveryRepo });
  const unsubscribeTokens = createUnsubscribeTokens(secrets.authSecret);
  const notifications = createNotificationsService({
    notificationsRepo: createNotificationsRepository(database.db),
    bus,
    delivery,
  });
  const gameActivityRepo = createGameActivityRepository(database.db);
  const friends = createFriendsService({
    friendsRepo,
    positions: playerPositions,
    activitySource: createGameFriendActivity({ activityRepo: gameActivityRepo }),
    profiles,
    notifications,
    bus,
    clock,
  });
  // Messages the receiver has not read ~30 s after they were sent are pushed or emailed.
  const inboxRepo = createInboxRepository(database.db);
  const messageDelivery = createMessageDelivery({
    inboxRepo,
    friends,
    nameOf: async (userId) => (await profiles.getPublicProfiles([userId])).get(userId)?.name ?? null,
    enqueueDelivery: delivery.enqueueDelivery,
    jobs,
  });
  const messages = createMessagesService({
    messagesRepo: createMessagesRepository(database.db),
    friends,
    bus,
    clock,
    afterSend: (message) => messageDelivery.schedule(message),
    log: app.log,
  });
  const reminders = createRemindersService({
    remindersRepo: createRemindersRepository(database.db),
    notifications,
    // A player with game reminders off gets none at all, in-app included.
    wantsReminders: async (userIds) => {
      const preferences = await Promise.all(userIds.map((id) => notificationPreferences.preferencesOf(id)));
      return new Set(userIds.filter((_, index) => preferences[index]?.preferences.gameReminders));
    },
    clock,
  });
  // A gendered game's rule reads players' genders; players add theirs on the way in.
  const profileGender = createProfileGenderService({
    genderRepo: createProfileGenderRepository(database.db),
    bus,
    clock,
  });
  const games = createGamesService({
    gamesRepo: createGamesRepository(database.db),
    notifications,
    bus,
    clock,
    positions: playerPositions,
    searchPlaces: createSearchPlaceFinder({ places: placeLocator }),
    onCancelled: createLeagueGameCancellation(bus),
    createdNotices: createGameCreatedNotices({
      friends: friendships,
      people: profiles,
      genders: profileGender,
      notifications,
    }),
  });
  // "Games for you": the games a player could join, near them, ranked for them (dashboard and Find).
  const gamesForYou = createGamesForYouService({
    forYouRepo: createGamesForYouRepository(database.db),
    positions: playerPositions,
    friends: friendships,
    clock,
  });
  // Find lists follow every game's changes; a game's page follows it as the games policy allows.
  topicAccess.allow('games', () => true);
  topicAccess.allow('game', (user, id) => games.mayFollow(user.id, id));
  const participation = createParticipationService({
    participationRepo: createParticipationRepository(database.db),
    people: profiles,
    genders: profileGender,
    friends: friendships,
    notifications,
    bus,
    clock,
  });
  app.decorate('services', {
    profiles,
    notifications,
    friends,
    presence,
    messages,
    locations,
    reminders,
    messageDelivery,
    roles,
  });

  // Features
  const readiness = deps.readiness ?? createReadiness();
  const health = createHealthService({
    ping: () => database.ping(),
    isDraining: () => readiness.draining,
    listenState: () => database.listenState(),
  });
  await app.register(healthRoutes, { prefix: '/api', health });
  await app.register(metricsRoutes, { metrics, token: config.monitoring.metricsToken });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    authService,
    attemptLimiter: rateLimits.attemptLimiter,
  });
  await app.register(notificationsRoutes, { prefix: '/api/notifications', notifications });
  await app.register(notificationPreferencesRoutes, {
    prefix: '/api',
    preferences: notificationPreferences,
    pushServices: config.delivery.pushServices,
  });
  await app.register(unsubscribeRoutes, {
    prefix: '/api',
    unsubscribe: createUnsubscribeService({
      tokens: unsubscribeTokens,
      stopEmailsAbout: notificationPreferences.stopEmailsAbout,
    }),
    settingsUrl: `${config.publicUrl}/notifications`,
  });
  await app.register(profilesRoutes, { prefix: '/api/profiles', profiles });
  await app.register(profileGenderRoutes, { prefix: '/api/profiles', gender: profileGender });
  await registerMedia(app, storage);
  await app.register(friendsRoutes, { prefix: '/api/friends', friends });
  await app.register(inboxRoutes, {
    prefix: '/api/messages',
    inbox: createInboxService({ inboxRepo, friends, bus }),
  });
  await app.register(messagesRoutes, { prefix: '/api/messages', messages });
  await app.register(presenceRoutes, { prefix: '/api/presence', presence });
  // Joining, leaving, requests, invitations, the waitlist and ratings: beside the games core, same prefix.
  await app.register(participationRoutes, {
    prefix: '/api/games',
    participation,
    attemptLimiter: rateLimits.attemptLimiter,
  });
  await app.register(locationsRoutes, { prefix: '/api/locations', locations });
  await app.register(gamesRoutes, {
    prefix: '/api/games',
    games,
    forYou: gamesForYou,
    attemptLimiter: rateLimits.attemptLimiter,
  });
  await app.register(reviewsRoutes, { prefix: '/api', reviews });
  await registerLeaguesCore(app, {
    leaguesRepo,
    positions: playerPositions,
    places: placeLocator,
    people: profiles,
    friends: friendships,
    notifications,
    bus,
    storage,
    clock,
    topicAccess,
    attemptLimiter: rateLimits.attemptLimiter,
    mailer,
    background,
    publicUrl: config.publicUrl,
    accountsByEmail: async (emails) => {
      const found = await Promise.all(emails.map((email) => authRepo.findByEmail(email)));
      // Only verified accounts: until then an account has no profile and nobody can reach it.
      return new Map(
        found.flatMap((account) => (account?.emailVerified ? [[account.email, account.id] as const] : [])),
      );
    },
  });
  // League news, media and inter-league games, beside the leagues core under /api/leagues.
  await registerLeagueContentAndGames(app, {
    db: database.db,
    storage,
    bus,
    clock,
    games,
    notifications,
    attemptLimiter: rateLimits.attemptLimiter,
  });
  const calendar = createCalendarService({
    calendarRepo: createCalendarRepository(database.db),
    clock,
    publicUrl: config.publicUrl,
  });
  await app.register(calendarRoutes, { prefix: '/api', calendar });
  await app.register(calendarFeedRoutes, { prefix: '/api/calendar', calendar });
  const dashboard = createDashboardService({ games, gamesForYou, friends, locations });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard });
  // The administrator's monitoring: refused (403) to anyone user_roles does not make an administrator.
  await app.register(usageRoutes, {
    prefix: '/api/monitoring',
    usage: createUsageService({ usageRepo: createUsageRepository(database.db), clock }),
  });
  await app.register(recentActivityRoutes, {
    prefix: '/api/monitoring',
    activity: createRecentActivityService({
      activityRepo: createRecentActivityRepository(database.db),
      people: profiles,
      clock,
    }),
  });
  // Each process's row in server_processes, so the live figures sum realtime sockets over processes.
  const heartbeat = createProcessHeartbeat({
    repo: createProcessHeartbeatRepository(database.db),
    version: RALLY_VERSION,
    realtimeConnections: () => realtimeSockets.size,
    onTotal: telemetry.noteRealtimeConnections,
    log: app.log,
  });
  app.addHook('onReady', async () => heartbeat.start());
  app.addHook('onClose', () => heartbeat.stop());
  await app.register(liveRoutes, {
    prefix: '/api/monitoring',
    live: createLiveService({
      telemetry,
      heartbeat,
      database,
      realtimeSockets: () => realtimeSockets.size,
      thresholds: config.monitoring.thresholds,
      version: RALLY_VERSION,
    }),
  });
  await app.register(realtimeRoutes, {
    sessions: authService,
    bus,
    sessionEndings,
    sessionCheckMs: config.realtimeSessionCheckMs,
    topicAccess,
    trustedOrigins: config.trustedOrigins,
    sockets: realtimeSockets,
  });
  const unverifiedAccounts = createUnverifiedAccountsSweep({ authRepo, clock });
  jobs.schedule('accounts-delete-unverified', UNVERIFIED_SWEEP_CRON, () => unverifiedAccounts.sweep());
  registerPresenceJobs(jobs, presence);
  registerRemindersJobs(jobs, reminders);
  registerMessagesJobs(jobs, messageDelivery);
  registerDeliveryJobs({
    jobs,
    deliveryRepo,
    preferencesOf: notificationPreferences.preferencesOf,
    subscriptions: pushSubscriptionsRepo,
    recipientEmail: async (userId) => (await profilesRepo.findByUserId(userId))?.email ?? null,
    push: createPushChannel({
      keys: vapidKeys,
      subject: config.delivery.vapid.subject,
      pushServices: config.delivery.pushServices,
    }),
    mailer,
    sms: config.delivery.smsWebhookUrl ? createSmsChannel(config.delivery.smsWebhookUrl) : undefined,
    tokens: unsubscribeTokens,
    publicUrl: config.publicUrl,
    retry: config.delivery.retry,
    clock,
    log: app.log,
    countDelivery: metrics.countDelivery,
  });
  registerGamesJobs(jobs, createSportActivityCount({ activityRepo: gameActivityRepo, clock }));
  if (config.devMailbox) await app.register(devMailboxRoutes, { mailer });
  if (database.embeddedBackup) await app.register(backupRoutes, { backup: database.embeddedBackup });
  if (adjustableClock) await app.register(devClockRoutes, { clock: adjustableClock });

  if (spa) {
    const previewFor = createLinkPreviews({
      findGame: (id) => createGamesRepository(database.db).findGame(id),
      findLeague: (id) => leaguesRepo.findLeague(id),
    });
    await registerSpa(app, {
      ...spa,
      publicUrl: config.publicUrl,
      previewFor,
      sessionFor: (request) => authService.currentSession(requestHeaders(request)),
    });
  }
  return app;
}
