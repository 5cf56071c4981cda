import { z } from 'zod';
import { isValidTimeZone } from '../games/games.schemas.ts';

/**
 * The administrator's monitoring dashboard (spec document 2 §2 Monitoring, §3 monitoring data, §9
 * Monitoring): what the server measures and how often the page asks for it.
 */

/** Spec §9: usage figures refresh every 5 minutes; performance and connections every 5 s while monitoring is on. */
export const MONITORING_USAGE_REFRESH_MS = 300_000;
export const MONITORING_LIVE_REFRESH_MS = 5_000;
/** Spec §9: the slow and error lists show the first 5; the server keeps the last 100 of each. */
export const MONITORING_LIST_SHOWN = 5;
export const MONITORING_HISTORY_KEPT = 100;
/** The charts cover the last hour, one point a minute. */
export const MONITORING_CHART_MINUTES = 60;

/** GET /api/monitoring/usage's query: the IANA time zone whose midnight starts "today" (the browser's). */
export const monitoringUsageQuery = z.object({
  timeZone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone.').default('UTC'),
});
export type MonitoringUsageQuery = z.input<typeof monitoringUsageQuery>;

/** GET /api/monitoring/usage: counted in the database (spec: usage stats), measured, not estimated. */
export const monitoringUsageSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  /** Games created since midnight in the time zone the page asked for (`?timeZone=`, default UTC). */
  gamesCreatedToday: z.number().int().nonnegative(),
  /** Users seen (any signed-in request) in the last 24 hours / 7 days. */
  dailyActiveUsers: z.number().int().nonnegative(),
  weeklyActiveUsers: z.number().int().nonnegative(),
  measuredAt: z.iso.datetime(),
});
export type MonitoringUsage = z.infer<typeof monitoringUsageSchema>;

/** Spec §3 query record: one database statement, named by its kind and table, never its values. */
export const queryRecordSchema = z.object({
  /** For example `select games`, `update user_presence`. */
  operation: z.string(),
  durationMs: z.number().nonnegative(),
  success: z.boolean(),
  at: z.iso.datetime(),
});
export type QueryRecord = z.infer<typeof queryRecordSchema>;

/** A request that failed on the server (a 5xx answer): its route and what went wrong, without user data. */
export const errorRecordSchema = z.object({
  /** `GET /api/games/:id`, or the failing statement's operation for a database error outside a request. */
  operation: z.string(),
  message: z.string(),
  status: z.number().int().optional(),
  durationMs: z.number().nonnegative(),
  at: z.iso.datetime(),
});
export type ErrorRecord = z.infer<typeof errorRecordSchema>;

export const routeTimingSchema = z.object({
  /** Method and route pattern: `GET /api/games/:id`. */
  route: z.string(),
  requests: z.number().int().nonnegative(),
  averageMs: z.number().nonnegative(),
  p95Ms: z.number().nonnegative(),
});
export type RouteTiming = z.infer<typeof routeTimingSchema>;

/** One minute of the last hour, oldest first; a minute without requests has zeros. */
export const minutePointSchema = z.object({
  minute: z.iso.datetime(),
  requests: z.number().int().nonnegative(),
  p95Ms: z.number().nonnegative(),
  errors: z.number().int().nonnegative(),
  /** Realtime connections summed over every process at the end of that minute. */
  realtimeConnections: z.number().int().nonnegative(),
});
export type MinutePoint = z.infer<typeof minutePointSchema>;

export const serverProcessSchema = z.object({
  id: z.string(),
  /** The process that answered this request. */
  current: z.boolean(),
  realtimeConnections: z.number().int().nonnegative(),
  startedAt: z.iso.datetime(),
  version: z.string(),
});

export const databasePoolSchema = z.object({
  /** `embedded`: PGlite, one connection inside the process, statements wait in its queue. */
  kind: z.enum(['embedded', 'postgres']),
  max: z.number().int().nonnegative(),
  inUse: z.number().int().nonnegative(),
  idle: z.number().int().nonnegative(),
  /** Statements (embedded) or requests for a connection (PostgreSQL) waiting right now. */
  waiting: z.number().int().nonnegative(),
  /** Connections open on the database server from every process (PostgreSQL only; the spec's limit is 60). */
  serverConnections: z.number().int().nonnegative().nullable(),
});

/**
 * Where the Scaling tab raises an alert or a tip. The defaults are the spec's (§9), which were a hosted
 * free tier's limits; an operator sets their own in the server's configuration.
 */
export const scalingThresholdsSchema = z.object({
  usersAlert: z.number().int().positive(),
  usersLimit: z.number().int().positive(),
  realtimeAlert: z.number().int().positive(),
  realtimeLimit: z.number().int().positive(),
  /** Gigabytes a month, projected from the last hour's bytes. */
  bandwidthAlertGb: z.number().positive(),
  bandwidthLimitGb: z.number().positive(),
  databaseConnectionLimit: z.number().int().positive(),
  usersTip: z.number().int().positive(),
  gamesTodayTip: z.number().int().positive(),
  realtimeTip: z.number().int().positive(),
});
export type ScalingThresholds = z.infer<typeof scalingThresholdsSchema>;

export const DEFAULT_SCALING_THRESHOLDS: ScalingThresholds = {
  usersAlert: 400,
  usersLimit: 500,
  realtimeAlert: 150,
  realtimeLimit: 200,
  bandwidthAlertGb: 4,
  bandwidthLimitGb: 5,
  databaseConnectionLimit: 60,
  usersTip: 300,
  gamesTodayTip: 50,
  realtimeTip: 10,
};

/** GET /api/monitoring/live: this process's measurements and every process's realtime count. */
export const monitoringLiveSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  /** Requests answered by this process in the last full minute. */
  requestsPerMinute: z.number().int().nonnegative(),
  /** Response bytes this process wrote to its sockets in the last hour, headers and compression included. */
  bytesSentLastHour: z.number().int().nonnegative(),
  realtimeConnections: z.number().int().nonnegative(),
  processes: z.array(serverProcessSchema),
  performance: z.object({
    averageResponseMs: z.number().nonnegative(),
    p95ResponseMs: z.number().nonnegative(),
    /** Share of requests in the last hour answered with a 5xx, 0 to 1. */
    errorRate: z.number().min(0).max(1),
    totalQueries: z.number().int().nonnegative(),
    slowQueryThresholdMs: z.number().int().positive(),
    slowQueryCount: z.number().int().nonnegative(),
    errorCount: z.number().int().nonnegative(),
    /** Newest first, at most MONITORING_HISTORY_KEPT. */
    slowQueries: z.array(queryRecordSchema),
    errors: z.array(errorRecordSchema),
    /** Slowest p95 first. */
    routes: z.array(routeTimingSchema),
  }),
  connections: z.object({
    database: databasePoolSchema,
    /** The LISTEN connection that carries realtime events between processes. */
    listen: z.enum(['connected', 'reconnecting', 'embedded']),
    realtimeSockets: z.number().int().nonnegative(),
  }),
  /** The last hour, a point a minute, oldest first (kept by the server, so a new page has history). */
  history: z.array(minutePointSchema),
  thresholds: scalingThresholdsSchema,
});
export type MonitoringLive = z.infer<typeof monitoringLiveSchema>;

/** Spec §9: the recent user activity keeps about 50 entries; the page asks again every 30 s while monitoring. */
export const MONITORING_ACTIVITY_KEPT = 50;
export const MONITORING_ACTIVITY_REFRESH_MS = 30_000;

/** What a player did, as the recent user activity lists it. */
export const USER_ACTIONS = [
  'signed_up',
  'created_game',
  'joined_game',
  'created_league',
  'joined_league',
] as const;
export const userActionSchema = z.enum(USER_ACTIONS);
export type UserAction = z.infer<typeof userActionSchema>;

/**
 * One entry of the recent user activity: who did what, on what, when. A private game's or league's
 * name is not shown (`subject` null, `private` true): administrators watch the system, not what
 * players keep to their invitees.
 */
export const userActivityEntrySchema = z.object({
  action: userActionSchema,
  user: z.object({ id: z.string(), name: z.string() }),
  /** The game's or league's name; null for a sign-up and for anything private. */
  subject: z.string().nullable(),
  private: z.boolean(),
  at: z.iso.datetime(),
});
export type UserActivityEntry = z.infer<typeof userActivityEntrySchema>;

/** GET /api/monitoring/activity: the newest MONITORING_ACTIVITY_KEPT entries, newest first. */
export const monitoringActivitySchema = z.object({
  entries: z.array(userActivityEntrySchema),
  measuredAt: z.iso.datetime(),
});
export type MonitoringActivity = z.infer<typeof monitoringActivitySchema>;

/** The monitoring page's texts; the access-denied one is the spec's, word for word. */
export const monitoringMessages = {
  accessDenied: 'Access denied. Administrator privileges required to view monitoring dashboard.',
  startMonitoring: 'Start Monitoring',
  stopMonitoring: 'Stop Monitoring',
} as const;
