import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database, DatabaseConnection } from '../db/client.ts';
import { type AdjustableClock, createAdjustableClock } from '../lib/adjustable-clock.ts';
import { type BackgroundTasks, createBackgroundTasks } from '../lib/background-tasks.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { logSerializers } from '../lib/log-serializers.ts';
import { registerCompression } from './compression.ts';
import { registerDocs } from './docs.ts';
import { registerErrorHandler, unreadablePathAnswer } from './errors.ts';
import { registerIdempotency } from './idempotency.ts';
import { registerInputGuard } from './input-guard.ts';
import { type Jobs, registerJobs } from './jobs.ts';
import { createMailer, type Mailer } from './mail.ts';
import { registerPathParamsCheck } from './path-params.ts';
import { type AttemptLimiters, registerRateLimits, trustedProxies } from './rate-limits.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { createRealtimeBus, type RealtimeBus } from './realtime/realtime-bus.ts';
import { createSessionEndings, type SessionEndings } from './realtime/session-endings.ts';
import { createSocketRegistry, type SocketRegistry } from './realtime/socket-registry.ts';
import { createTopicAccess, type TopicAccess } from './realtime/topic-access.ts';
import { registerSecurity } from './security.ts';
import type { SessionReader } from './session.ts';
import { readSpa } from './spa.ts';
import { createStorage, type Storage } from './storage.ts';
import { registerUploadRoutes } from './upload-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event bus and topic registry, for tests and tools that publish or inspect events. */
    realtime: { bus: RealtimeBus; topicAccess: TopicAccess };
  }
}

export type ServerOptions = {
  config: Config;
  database: DatabaseConnection;
  /** False for no log; otherwise pino options (a `stream` to capture it) merged over the configured level. */
  logger?: boolean | FastifyLoggerOptions;
  clock?: Clock;
  /** False builds the app without starting its job queue: for tools that only read its routes. */
  startJobs?: boolean;
  /** Gives each request an id (the caller's x-request-id when it sent a safe one). */
  genReqId: FastifyServerOptions['genReqId'];
};

/**
 * The Fastify instance with what every route relies on before any feature exists: validation, the
 * error answer, path and input checks, compression, security headers, storage and the job queue.
 */
async function createServer(options: ServerOptions) {
  const { config, database } = options;
  // With CLOCK_CONTROL on (never in production), browser journeys may move this clock ahead.
  const adjustableClock: AdjustableClock | undefined = config.clockControl
    ? createAdjustableClock(options.clock ?? systemClock)
    : undefined;
  const clock = adjustableClock ?? options.clock ?? systemClock;
  const app = Fastify({
    // Every logger the app builds keeps values (query parameters, emails, tokens) out of the log.
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            serializers: logSerializers,
          },
    bodyLimit: 1024 * 1024,
    // One line per request, written once it is answered (request-telemetry.ts), under the caller's
    // x-request-id when it sent a safe one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: options.genReqId,
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
  const jobs = registerJobs(app, { database, log: app.log }, { start: options.startJobs ?? true });
  const realtimeSockets = createSocketRegistry();
  return { app, clock, adjustableClock, spa, storage, jobs, realtimeSockets };
}

/**
 * What guards a request before a feature's handler, after the request telemetry's hooks: rate limits,
 * the API document, the upload gate and idempotent retries. Registered before any feature's route.
 */
async function registerRequestGuards(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseConnection; secret: string; clock: Clock; jobs: Jobs },
) {
  const { config, database, clock, jobs } = deps;
  const rateLimits = await registerRateLimits(app, { jobs, db: database.db, secret: deps.secret, clock });
  await registerDocs(app, { publicUrl: config.publicUrl });
  // Before any feature: only routes declared through it may read an upload, each after its own check.
  registerUploadRoutes(app);
  // Every signed-in POST takes an Idempotency-Key: a retried write answers as the first did.
  registerIdempotency(app, { db: database.db, clock, jobs, requestTimeoutMs: config.requestTimeoutMs });
  return rateLimits;
}

/** The services every feature may share: mail, after-the-answer work, the realtime bus and topics. */
async function startSharedServices(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseConnection; mailer?: Mailer },
) {
  const { config, database } = deps;
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
  const topicAccess = createTopicAccess();
  return { mailer, background, bus, sessionEndings, topicAccess };
}

/**
 * The realtime socket at /api/realtime: authenticated by the session reader at the upgrade, its topics
 * checked by the topic rules the features declared, closed when its session ends.
 */
export async function registerRealtime(
  app: FastifyInstance,
  platform: Platform,
  sessions: Pick<SessionReader, 'liveSessionIds'>,
) {
  await app.register(realtimeRoutes, {
    sessions,
    bus: platform.bus,
    sessionEndings: platform.sessionEndings,
    sessionCheckMs: platform.config.realtimeSessionCheckMs,
    topicAccess: platform.topicAccess,
    trustedOrigins: platform.config.trustedOrigins,
    sockets: platform.realtimeSockets,
  });
}

/** What feature modules are built with: the platform's parts, never another feature's. */
export type Platform = {
  config: Config;
  database: DatabaseConnection;
  db: Database;
  /** The secret signing sessions, unsubscribe links and rate-limit keys. */
  secret: string;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: Jobs;
  storage: Storage;
  mailer: Mailer;
  background: BackgroundTasks;
  bus: RealtimeBus;
  topicAccess: TopicAccess;
  sessionEndings: SessionEndings;
  realtimeSockets: SocketRegistry;
  attemptLimiter: AttemptLimiters;
};

/**
 * The whole platform in its order: the server, then `instrument` (request telemetry: its hooks come
 * before the guards', so a refused request is measured too), the request guards and the shared
 * services. Returns the app, what modules are built with, and what only app.ts uses.
 */
export async function createPlatform<Instruments>(
  options: ServerOptions & {
    secret: string;
    mailer?: Mailer;
    instrument: (app: FastifyInstance, parts: { jobs: Jobs; realtimeSockets: SocketRegistry }) => Instruments;
  },
) {
  const { config, database, secret } = options;
  const { app, clock, adjustableClock, spa, storage, jobs, realtimeSockets } = await createServer(options);
  const instruments = options.instrument(app, { jobs, realtimeSockets });
  const rateLimits = await registerRequestGuards(app, { config, database, secret, clock, jobs });
  const shared = await startSharedServices(app, { config, database, mailer: options.mailer });
  app.decorate('realtime', { bus: shared.bus, topicAccess: shared.topicAccess });
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
  return { app, platform, instruments, spa, adjustableClock };
}

/** A feature's entry: built first (returning its ports), its routes and jobs registered after route access. */
export type FeatureModule = {
  /** Registers the feature's routes (under their prefixes) and its jobs. */
  register(app: FastifyInstance): Promise<void>;
};
