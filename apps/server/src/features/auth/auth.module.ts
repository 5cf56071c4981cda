import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createAuth } from '../../plugins/auth.ts';
import type { Platform } from '../../plugins/register-platform.ts';
import type { SessionReader } from '../../plugins/session.ts';
import type { RolesService } from '../admin/roles.service.ts';
import type { ActivityTracker } from '../monitoring/activity-tracker.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { passwordResetEmail, verificationEmail } from './auth.emails.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createUnverifiedAccountsSweep } from './unverified-accounts.ts';

/** When expired unverified accounts are looked for: they expire by the day, so hourly is plenty. */
const UNVERIFIED_SWEEP_CRON = '7 * * * *';

/**
 * Accounts and sessions (better-auth behind our routes). Its session reader is what the platform's
 * route access and realtime ask who a request comes from.
 */
export function createAuthModule(
  platform: Platform,
  ports: {
    profiles: ProfilesService;
    roles: Pick<RolesService, 'isAdmin' | 'grantIfConfigured'>;
    activity: Pick<ActivityTracker, 'seen'>;
    /** Signing out takes the user offline for friends at once, not when the heartbeat goes stale. */
    presence: { offline(userId: string): Promise<void> };
    /** A suspended account's sign-in is refused with the end date. */
    suspensions: { activeOf(userId: string): Promise<{ endsAt: Date | null } | null> };
  },
) {
  const { db, config, secret, log, mailer, background, clock, sessionEndings, jobs, attemptLimiter } =
    platform;
  const { profiles } = ports;
  // Ended sessions are forgotten on every process at once; after missed announcements, all of them.
  const sessionCache = createSessionCache({ ttlMs: config.sessionCacheMs });
  sessionEndings.onEnded((ended) => sessionCache.forget(ended));
  sessionEndings.onResync(() => sessionCache.clear());
  const authRepo = createAuthRepository(db);
  const sessionsRepo = createSessionsRepository(db);
  const auth = createAuth({
    db,
    secret,
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    log,
    clock,
    // Until its email is verified an account has no profile: nobody can find, see or befriend it.
    onEmailVerified: (user) => profiles.createForAccount(user),
    sendCode: ({ email, code, purpose }) =>
      mailer.send(
        purpose === 'email-verification'
          ? verificationEmail({ to: email, code, publicUrl: config.publicUrl })
          : passwordResetEmail({ to: email, code }),
      ),
  });
  const authService = createAuthService({
    auth,
    authRepo,
    profiles,
    mailer,
    background,
    clock,
    secret,
    roles: ports.roles,
    activity: ports.activity,
    beforeSignOut: ports.presence.offline,
    sessionsRepo,
    // Every process closes the ended sessions' sockets, wherever the sign-out or reset landed.
    onSessionsEnded: (ended) => {
      // This process forgets them before answering; the others when the announcement arrives.
      sessionCache.forget(ended);
      return sessionEndings.announce(ended);
    },
    sessionCache,
    suspensions: ports.suspensions,
  });
  const sessions: SessionReader = authService;
  return {
    sessions,
    /** Ends every session of an account inside the caller's transaction (a suspension). */
    accountSessions: {
      async endAllOf(userId: string, tx: Database): Promise<void> {
        await sessionsRepo.deleteAllOf(userId, tx);
        // This process forgets them now (and again on the announcement, in case a read slipped in
        // before the commit); every process closes their sockets when the transaction commits.
        sessionCache.forget({ userIds: [userId] });
        await sessionEndings.announceOnCommit({ userIds: [userId] }, tx);
      },
    },
    async register(app: FastifyInstance) {
      await app.register(authRoutes, { prefix: '/api/auth', authService, attemptLimiter });
      const unverifiedAccounts = createUnverifiedAccountsSweep({ authRepo, clock });
      jobs.schedule('accounts-delete-unverified', UNVERIFIED_SWEEP_CRON, () => unverifiedAccounts.sweep());
    },
  };
}
