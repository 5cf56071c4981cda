import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

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
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

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
  /** Header carrying the client IP when behind a proxy (e.g. x-forwarded-for); unset means the socket address. */
  CLIENT_IP_HEADER: z.string().toLowerCase().optional(),
  /** Lists sent mail at /dev/mailbox. Defaults to on only without SMTP_URL outside production. */
  DEV_MAILBOX: flag.optional(),
  STATIC_DIR: path.default(resolve(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra origins allowed to make cookie-authenticated writes (comma-separated), e.g. the Vite dev server. */
  TRUSTED_ORIGINS: z.string().default(''),
});

export type Config = ReturnType<typeof parseConfig>;

/** Reads the environment once, failing with every bad variable listed. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const devOrigins = e.NODE_ENV === 'production' ? [] : ['http://localhost:5173'];
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
    clientIpHeader: e.CLIENT_IP_HEADER,
    devMailbox: e.DEV_MAILBOX ?? (!e.SMTP_URL && e.NODE_ENV !== 'production'),
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    trustedOrigins: [
      new URL(publicUrl).origin,
      ...devOrigins,
      ...e.TRUSTED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
