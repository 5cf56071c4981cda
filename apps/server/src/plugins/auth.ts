import { hash, verify } from '@node-rs/argon2';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_REFRESH_AFTER_SECONDS,
  SESSION_TTL_SECONDS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@rally/shared/limits';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, username } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/auth.ts';
import type { Clock } from '../lib/clock.ts';
import { CLIENT_ADDRESS_HEADER } from '../lib/http.ts';
import { describeLogArguments } from '../lib/log-serializers.ts';

/** OWASP's current argon2id guidance: 19 MiB, 2 passes, 1 lane. */
export const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable here */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export type OtpPurpose = 'email-verification' | 'forget-password';

export type AuthOptions = {
  db: Database;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  log: FastifyBaseLogger;
  /**
   * "Now" for an account's creation date, the clock every other row is dated by: with a movable clock
   * (CLOCK_CONTROL, never in production) a sign-up still sorts among the games and leagues made beside it.
   */
  clock: Clock;
  /** Delivers a one-time code by email. */
  sendCode(input: { email: string; code: string; purpose: OtpPurpose }): Promise<void>;
  /**
   * Runs when an account's email is verified (by its code, or by a password reset that proves the
   * inbox), to create the rows that make it a person others can find. Runs again on later updates of
   * a verified account, so it must be idempotent.
   */
  onEmailVerified(user: { id: string; email: string; name: string; username: string }): Promise<void>;
};

/**
 * The better-auth instance: sessions, password hashing and one-time codes. Its HTTP handler is not
 * mounted; our own routes call `auth.api` so every request passes our validation, texts and limits.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Rally',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications },
    }),
    user: { modelName: 'users' },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_AFTER_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, argon2Options),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      // A sign-in attempt on an unverified account mails a fresh code.
      sendOnSignIn: true,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'rally',
      useSecureCookies: options.publicUrl.startsWith('https://'),
      // Our routes pass request.ip in this header (lib/http.ts), replacing any value a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => {
        // Its arguments can be failed queries with their values, or the values themselves: errors are
        // logged without values, anything else by kind only.
        options.log[level]({ args: describeLogArguments(args) }, `auth: ${message}`);
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const now = options.clock.now();
            return { data: { ...user, createdAt: now, updatedAt: now } };
          },
        },
        update: {
          after: async (user) => {
            if (!user.emailVerified) return;
            await options.onEmailVerified({
              id: user.id,
              email: user.email,
              name: user.name,
              username: String((user as { username?: string }).username ?? ''),
            });
          },
        },
      },
    },
    plugins: [
      username({ minUsernameLength: USERNAME_MIN_LENGTH, maxUsernameLength: USERNAME_MAX_LENGTH }),
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_MAX_ATTEMPTS,
        storeOTP: 'hashed',
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== 'email-verification' && type !== 'forget-password') return;
          await options.sendCode({ email, code: otp, purpose: type });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
