import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_MAP_TILE_URL } from '@rally/shared/locations/locations.schemas';
import {
  DEFAULT_SCALING_THRESHOLDS,
  type ScalingThresholds,
  scalingThresholdsSchema,
} from '@rally/shared/monitoring/monitoring.schemas';
import { DEFAULT_PUSH_SERVICES, parsePushServices } from '@rally/shared/notifications/push-endpoint';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Relative paths in the environment are read from the directory the command was started in. */
const path = z.string().transform((value) => (isAbsolute(value) ? value : resolve(process.cwd(), value)));
const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/** Fastify's `trustProxy`: a hop count, a list of proxy addresses or CIDRs, or `true` (every hop). */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((value): number | string[] | true => {
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

/**
 * The Scaling tab's thresholds over the spec's defaults: `usersAlert=800,realtimeLimit=1000`, keys as
 * in `scalingThresholdsSchema` (usersAlert, usersLimit, realtimeAlert, realtimeLimit, bandwidthAlertGb,
 * bandwidthLimitGb, databaseConnectionLimit, usersTip, gamesTodayTip, realtimeTip).
 */
const scalingThresholds = z.string().transform((value, context): ScalingThresholds => {
  const given: Record<string, number> = {};
  for (const pair of value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [key = '', number = ''] = pair.split('=').map((part) => part.trim());
    if (!(key in DEFAULT_SCALING_THRESHOLDS)) {
      context.addIssue({ code: 'custom', message: `unknown threshold "${key}"` });
      return z.NEVER;
    }
    given[key] = Number(number);
  }
  const parsed = scalingThresholdsSchema.safeParse({ ...DEFAULT_SCALING_THRESHOLDS, ...given });
  if (!parsed.success) {
    context.addIssue({ code: 'custom', message: 'each threshold must be a positive number' });
    return z.NEVER;
  }
  return parsed.data;
});

/** A duration in milliseconds, up to an hour. */
const milliseconds = z.coerce.number().int().min(0).max(3_600_000);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: path.default(resolve(repoRoot, 'data')),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Rally <no-reply@rally.local>'),
  ADMIN_EMAILS: emailList,
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /**
   * Which proxies in front of the server are trusted to say who the client is (in X-Forwarded-For):
   * a hop count (`1`: one load balancer) or a comma list of proxy addresses and CIDRs. Unset: the socket
   * address. `true` trusts every hop, so any client can forge its address: for tests only.
   */
  TRUST_PROXY: trustProxy.optional(),
  /**
   * Lists sent mail at /dev/mailbox, to requests from this machine only. Unset: on only without SMTP_URL,
   * outside production, when PUBLIC_URL is a loopback address; `on` is needed anywhere else.
   */
  DEV_MAILBOX: flag.optional(),
  /**
   * Lets browser journeys move the server's clock (POST /api/dev/clock, from this machine only), so a
   * game can become past. Off unless set; refused when NODE_ENV is production.
   */
  CLOCK_CONTROL: flag.default(false),
  STATIC_DIR: path.default(resolve(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra origins allowed to make cookie-authenticated writes (comma-separated); `npm run dev` adds the Vite dev server. */
  TRUSTED_ORIGINS: z.string().default(''),
  /** How often each process closes sockets whose session expired or was revoked (sign-outs close them at once). */
  REALTIME_SESSION_CHECK_SECONDS: z.coerce.number().positive().max(3_600).default(15),
  /** How long a request may wait for a pooled PostgreSQL connection before it answers 503 (0: no limit). */
  DATABASE_POOL_TIMEOUT_MS: milliseconds.default(5_000),
  /** How long one PostgreSQL statement may run, lock waits included, before it is cancelled and answers 503 (0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(15_000),
  /** The same for a read outside a transaction: a player waits on it, so it gives up sooner (0: no limit). */
  DATABASE_READ_TIMEOUT_MS: milliseconds.default(5_000),
  /** How long the server works on one request, reading its body included, before answering 503 (0: no limit). */
  REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
  /**
   * How long a checked session is trusted before the database is asked again (0: every request asks).
   * A session revoked outside sign-out and password reset (which end it at once) acts at most this long.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
  /** On SIGTERM, how long readiness answers 503 while requests are still served, so load balancers move away. */
  SHUTDOWN_DRAIN_MS: milliseconds.default(2_000),
  /** After the drain (new requests refused with 503), how long those already accepted have to finish. */
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
  // Uploaded media goes to DATA_DIR/media unless all of the S3_* variables are set (see S3_VARIABLES).
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket's objects are publicly readable, e.g. a CDN in front of it. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http(s) URL' }).optional(),
  /**
   * A Nominatim-compatible search service (its base URL, e.g. https://nominatim.example.org) for
   * street-level place suggestions. Unset: venues and the built-in city list only.
   */
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'GEOCODER_URL must be an http(s) URL' }).optional(),
  /**
   * The map's tile URL template ({s} subdomains, {z}/{x}/{y}), read by the web build too: the server
   * only needs it to let the browser load those images (Content-Security-Policy img-src).
   */
  /**
   * The server's Web Push (VAPID) key pair, base64url as `web-push generate-vapid-keys` prints it: both
   * or neither. Unset: a pair is generated once and kept in the database, shared by every process.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url key')
    .optional(),
  /** Who push services may contact about Rally's pushes: a mailto: or https: URL. Unset: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .url({ protocol: /^(mailto|https)$/, error: 'VAPID_SUBJECT must be a mailto: or https: URL' })
    .optional(),
  /**
   * A generic SMS provider: each text is POSTed here as JSON `{ to, message }` (to in E.164). Unset: no
   * SMS is sent, and the settings page says so.
   */
  SMS_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'SMS_WEBHOOK_URL must be an http(s) URL' })
    .optional(),
  /**
   * The push services subscriptions may point at (comma list): host names, `*.suffix` patterns, and
   * origins written out (`http://127.0.0.1:4000`, for a local test service), the only non-https allowed.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICES)
    .transform((value, context) => {
      const parsed = parsePushServices(value);
      if ('services' in parsed) return parsed.services;
      context.addIssue({
        code: 'custom',
        message: `not a host name, *.suffix or scheme://host:port origin: ${parsed.unreadable.join(', ')}`,
      });
      return z.NEVER;
    }),
  /** The first wait before a failed push, email or SMS is tried again; each retry waits twice as long. */
  DELIVERY_RETRY_DELAY_MS: milliseconds.default(30_000),
  /** How many times a failed delivery is tried again before it is given up (and logged). */
  DELIVERY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** A database statement at least this long is listed as slow on the monitoring dashboard. */
  SLOW_QUERY_MS: z.coerce.number().int().min(1).max(3_600_000).default(2_000),
  /**
   * The bearer token Prometheus sends to read GET /metrics (`Authorization: Bearer …`). Unset: only
   * requests from this machine may read it.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Overrides of the monitoring Scaling tab's thresholds, e.g. `usersAlert=800,realtimeLimit=1000`. */
  MONITORING_THRESHOLDS: scalingThresholds.optional(),
  VITE_MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\//, 'VITE_MAP_TILE_URL must be an http(s) URL template')
    .default(DEFAULT_MAP_TILE_URL),
});

/** S3-compatible storage needs every one of these, or none (then media stays on local disk). */
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

function partialS3Issue(env: NodeJS.ProcessEnv): string | undefined {
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length === 0 || missing.length === S3_VARIABLES.length) return undefined;
  return `  S3: S3 storage needs all of ${S3_VARIABLES.join(', ')}; missing ${missing.join(', ')}`;
}

/** The address in a From header: `Rally <no-reply@rally.local>` → `no-reply@rally.local`. */
function mailAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The origin tiles come from, as a CSP source: `https://{s}.tile.example.org/...` → `https://*.tile.example.org`. */
function tileOrigin(template: string): string {
  const [, scheme, host] = /^(https?:)\/\/([^/]+)\//.exec(template) ?? [];
  return `${scheme}//${(host ?? '').replaceAll('{s}', '*').toLowerCase()}`;
}

export type Config = ReturnType<typeof parseConfig>;

/** Reads the environment once, failing with every bad variable listed. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  const s3Issue = partialS3Issue(env);
  const vapidIssue =
    Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)
      ? undefined
      : '  VAPID: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither';
  if (!parsed.success || s3Issue || vapidIssue) {
    const lines = (parsed.error?.issues ?? []).map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    if (s3Issue) lines.push(s3Issue);
    if (vapidIssue) lines.push(vapidIssue);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CLOCK_CONTROL && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  CLOCK_CONTROL: must be off when NODE_ENV is production');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY ?? false,
    clockControl: e.CLOCK_CONTROL,
    // Anyone who can read the mailbox can reset any password: on by default only where nobody else can reach it.
    devMailbox:
      e.DEV_MAILBOX ??
      (!e.SMTP_URL && e.NODE_ENV !== 'production' && isLoopbackHost(new URL(publicUrl).hostname)),
    staticDir: e.STATIC_DIR,
    geocoderUrl: e.GEOCODER_URL?.replace(/\/$/, ''),
    mapTileOrigin: tileOrigin(e.VITE_MAP_TILE_URL),
    storage: {
      mediaDir: join(e.DATA_DIR, 'media'),
      s3:
        e.S3_BUCKET &&
        e.S3_ENDPOINT &&
        e.S3_REGION &&
        e.S3_ACCESS_KEY_ID &&
        e.S3_SECRET_ACCESS_KEY &&
        e.S3_PUBLIC_URL
          ? {
              bucket: e.S3_BUCKET,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              publicUrl: e.S3_PUBLIC_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
    logLevel: e.LOG_LEVEL,
    delivery: {
      vapid: {
        keys:
          e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
            ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
            : undefined,
        subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
      },
      pushServices: { ...e.PUSH_SERVICE_HOSTS, ownHost: new URL(publicUrl).hostname },
      smsWebhookUrl: e.SMS_WEBHOOK_URL,
      retry: { delayMs: e.DELIVERY_RETRY_DELAY_MS, limit: e.DELIVERY_RETRY_LIMIT },
    },
    realtimeSessionCheckMs: e.REALTIME_SESSION_CHECK_SECONDS * 1000,
    databaseTimeouts: {
      acquireMs: e.DATABASE_POOL_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      readStatementMs: e.DATABASE_READ_TIMEOUT_MS,
    },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    monitoring: {
      slowQueryMs: e.SLOW_QUERY_MS,
      metricsToken: e.METRICS_TOKEN,
      thresholds: e.MONITORING_THRESHOLDS ?? DEFAULT_SCALING_THRESHOLDS,
    },
    sessionCacheMs: e.SESSION_CACHE_MS,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    trustedOrigins: [
      new URL(publicUrl).origin,
      ...e.TRUSTED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
