import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/client.ts';
import { createAdminModule } from './features/admin/admin.module.ts';
import type { RolesService } from './features/admin/roles.service.ts';
import { createAccounts } from './features/auth/accounts.ports.ts';
import { createAuthModule } from './features/auth/auth.module.ts';
import { backupRoutes } from './features/backup/backup.routes.ts';
import { createCalendarModule } from './features/calendar/calendar.module.ts';
import { createDashboardModule } from './features/dashboard/dashboard.module.ts';
import { createDeliveryModule, loadPushKeys } from './features/delivery/delivery.module.ts';
import { devClockRoutes } from './features/dev-clock/dev-clock.routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { createFriendsModule } from './features/friends/friends.module.ts';
import { createFriendships } from './features/friends/friends.ports.ts';
import type { FriendsService } from './features/friends/friends.service.ts';
import { createGamesModule } from './features/games/games.module.ts';
import { createHealthModule } from './features/health/health.module.ts';
import { createLeaguesModule } from './features/leagues/leagues.module.ts';
import { createLeaguePorts } from './features/leagues/leagues.ports.ts';
import { createLinkPreviews } from './features/link-previews/link-previews.service.ts';
import { createLocationsModule } from './features/locations/locations.module.ts';
import type { LocationsService } from './features/locations/locations.service.ts';
import type { MessageDelivery } from './features/messages/message-delivery.ts';
import { createMessagesModule } from './features/messages/messages.module.ts';
import type { MessagesService } from './features/messages/messages.service.ts';
import { createMonitoringModule, registerInstruments } from './features/monitoring/monitoring.module.ts';
import { requestIdFor } from './features/monitoring/request-id.ts';
import { createNotificationPreferencesModule } from './features/notification-preferences/notification-preferences.module.ts';
import { createNotificationsModule } from './features/notifications/notifications.module.ts';
import type { NotificationsService } from './features/notifications/notifications.service.ts';
import { createPresenceModule } from './features/presence/presence.module.ts';
import type { PresenceService } from './features/presence/presence.service.ts';
import { createProfilesModule } from './features/profiles/profiles.module.ts';
import { createProfileReads } from './features/profiles/profiles.ports.ts';
import type { ProfilesService } from './features/profiles/profiles.service.ts';
import { createRemindersModule } from './features/reminders/reminders.module.ts';
import type { RemindersService } from './features/reminders/reminders.service.ts';
import { createReviewsModule } from './features/reviews/reviews.module.ts';
import type { Clock } from './lib/clock.ts';
import { requestHeaders } from './lib/http.ts';
import { createReadiness, type Readiness } from './lib/readiness.ts';
import type { Mailer } from './plugins/mail.ts';
import { realtimeRoutes } from './plugins/realtime/realtime.routes.ts';
import type { RealtimeBus } from './plugins/realtime/realtime-bus.ts';
import type { TopicAccess } from './plugins/realtime/topic-access.ts';
import {
  createServer,
  type FeatureModule,
  type Platform,
  registerRequestGuards,
  startSharedServices,
} from './plugins/register-platform.ts';
import { registerRouteAccess } from './plugins/route-access.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerMedia } from './plugins/storage.ts';

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
  const server = await createServer({ ...deps, genReqId: requestIdFor });
  const { app, clock, adjustableClock, spa, storage, jobs, realtimeSockets } = server;
  // Request telemetry's hooks come before the guards', so a refused request is measured too.
  const instruments = registerInstruments(app, { config, database, jobs, realtimeSockets });
  const secret = deps.secrets.authSecret;
  const rateLimits = await registerRequestGuards(app, { config, database, secret, clock, jobs });
  const shared = await startSharedServices(app, { config, database, mailer: deps.mailer });
  const platform: Platform = {
    ...shared,
    config,
    database,
    db: database.db,
    secret,
    clock,
    log: app.log,
    jobs,
    storage,
    realtimeSockets,
    attemptLimiter: rateLimits.attemptLimiter,
  };
  app.decorate('realtime', { bus: shared.bus, topicAccess: shared.topicAccess });

  // Reads other features need before the feature that owns them is built (they depend on each other).
  const accounts = createAccounts(database.db);
  const profileReads = createProfileReads(database.db);
  const leaguePorts = createLeaguePorts({ db: database.db, bus: shared.bus });
  const friendships = createFriendships(database.db);

  // Features, in dependency order.
  const health = createHealthModule(platform, { readiness: deps.readiness ?? createReadiness() });
  const locations = createLocationsModule(platform, { profilePlace: profileReads.placeOf });
  const presence = createPresenceModule(platform, {
    activityStatus: profileReads.activityStatus,
    friendships,
  });
  const reviews = createReviewsModule(platform);
  const profiles = createProfilesModule(platform, {
    accounts,
    friendships,
    presence: presence.presence,
    reviews,
    leagues: leaguePorts,
    places: locations.places,
  });
  const admin = await createAdminModule(platform);
  const monitoring = createMonitoringModule(platform, { ...instruments, people: profiles.profiles });
  const auth = createAuthModule(platform, {
    profiles: profiles.profiles,
    roles: admin.roles,
    activity: monitoring.activity,
    presence: presence.presence,
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
  });
  const friends = createFriendsModule(platform, {
    positions: locations.positions,
    activitySource: games.friendActivity,
    profiles: profiles.profiles,
    notifications: notifications.notifications,
  });
  const messages = createMessagesModule(platform, {
    friends: friends.friends,
    nameOf: async (userId) => (await profiles.profiles.getPublicProfiles([userId])).get(userId)?.name ?? null,
    enqueueDelivery: delivery.enqueueDelivery,
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
  });
  const calendar = createCalendarModule(platform);
  const dashboard = createDashboardModule({
    games: games.games,
    gamesForYou: games.gamesForYou,
    friends: friends.friends,
    locations: locations.locations,
  });
  app.decorate('services', {
    profiles: profiles.profiles,
    notifications: notifications.notifications,
    friends: friends.friends,
    presence: presence.presence,
    messages: messages.messages,
    locations: locations.locations,
    reminders: reminders.reminders,
    messageDelivery: messages.messageDelivery,
    roles: admin.roles,
  });

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
    messages,
    presence,
    locations,
    games,
    reviews,
    leagues,
    calendar,
    dashboard,
    monitoring,
    admin,
    reminders,
  ];
  for (const module of modules) await module.register(app);
  await app.register(realtimeRoutes, {
    sessions: auth.sessions,
    bus: shared.bus,
    sessionEndings: shared.sessionEndings,
    sessionCheckMs: config.realtimeSessionCheckMs,
    topicAccess: shared.topicAccess,
    trustedOrigins: config.trustedOrigins,
    sockets: realtimeSockets,
  });
  if (config.devMailbox) await app.register(devMailboxRoutes, { mailer: shared.mailer });
  if (database.embeddedBackup) await app.register(backupRoutes, { backup: database.embeddedBackup });
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
