import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { authMessages, usernameIsMessage } from '@rally/shared/auth/auth.messages';
import type { Session, SignInInput, SignUpInput } from '@rally/shared/auth/auth.schemas';
import { isEmailIdentifier } from '@rally/shared/auth/identifier';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from '@rally/shared/limits';
import { ACCOUNT_SUSPENDED_CODE, suspendedSignInText } from '@rally/shared/moderation/suspension';
import { APIError } from 'better-auth/api';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { checkDecoyPassword } from '../../plugins/password-decoy.ts';
import { type AuthenticatedUser, sessionCookieValue } from '../../plugins/session.ts';
import type { RolesService } from '../admin/roles.service.ts';
import type { ActivityTracker } from '../monitoring/activity-tracker.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { usernameReminderEmail } from './auth.emails.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** What a route needs to answer: the body and the cookies better-auth wants set. */
export type WithCookies<T> = { result: T; setCookies: string[] };

type Deps = {
  auth: Auth;
  authRepo: AuthRepository;
  profiles: ProfilesService;
  mailer: Mailer;
  /** Runs the mailing of codes after the answer, so it takes the same time whether an account exists. */
  background: Pick<BackgroundTasks, 'run'>;
  clock: Clock;
  secret: string;
  /** Who is an administrator (user_roles), and the ADMIN_EMAILS grant at sign-in and verification. */
  roles: Pick<RolesService, 'isAdmin' | 'grantIfConfigured'>;
  /** Notes each signed-in request and sign-in, without making it wait. */
  activity?: Pick<ActivityTracker, 'seen'>;
  /** Runs before a session ends, for the user's last words to the world (presence goes offline). */
  beforeSignOut?: (userId: string) => Promise<void>;
  sessionsRepo: SessionsRepository;
  /** Runs after sessions end (a sign-out: that one; a password reset: all of the user's), to close their sockets. */
  onSessionsEnded?: (ended: { sessionIds?: string[]; userIds?: string[] }) => Promise<void>;
  /** Sessions checked in the last few seconds, so most requests skip the database and the signature check. */
  sessionCache?: SessionCache;
  /** Whether an account is suspended now: its sign-in is refused with the end date. */
  suspensions?: { activeOf(userId: string): Promise<{ endsAt: Date | null } | null> };
};

const errorCode = (error: unknown) =>
  error instanceof APIError ? String(error.body?.code ?? '') : undefined;

export function createAuthService({
  auth,
  authRepo,
  profiles,
  mailer,
  background,
  clock,
  secret,
  roles,
  activity,
  beforeSignOut,
  sessionsRepo,
  onSessionsEnded,
  sessionCache,
  suspensions,
}: Deps) {
  const hashCode = (code: string) => createHmac('sha256', secret).update(code).digest('hex');

  async function toSession(
    user: { id: string; email: string; name: string; emailVerified: boolean; username?: string | null },
    expiresAt: Date,
  ): Promise<Session> {
    // Side by side: the role costs the session answer no extra round trip on a pooled database.
    const [profile, isAdmin] = await Promise.all([profiles.sessionSummary(user.id), roles.isAdmin(user.id)]);
    return {
      user: {
        id: user.id,
        email: user.email,
        username: user.username ?? '',
        // The profile's display name is the one the user edits; the account's is what they signed up with.
        name: profile.name ?? user.name,
        emailVerified: user.emailVerified,
        isAdmin,
        profileComplete: profile.complete,
      },
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Reads the session a set of response cookies just created, to answer with it. */
  async function sessionFromCookies(setCookies: string[]): Promise<Session> {
    const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const current = await auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!current) throw unauthorized();
    return toSession(current.user, current.session.expiresAt);
  }

  /** The account a sign-in identifier names: by email when it contains @, otherwise by username. */
  async function findSignInAccount(identifier: string) {
    const trimmed = identifier.trim();
    return isEmailIdentifier(trimmed) ? authRepo.findByEmail(trimmed) : authRepo.findByUsername(trimmed);
  }

  /**
   * Refuses a sign-in that has just succeeded when the account is suspended: the session it made is
   * deleted before anyone holds its cookie. Asked after the password or code is checked, so only the
   * account's owner learns it is suspended. The text is dated in UTC; the page redates it in its zone.
   */
  async function refuseIfSuspended(userId: string): Promise<void> {
    const suspension = await suspensions?.activeOf(userId);
    if (!suspension) return;
    await sessionsRepo.deleteAllOf(userId);
    const endsAt = suspension.endsAt?.toISOString() ?? null;
    throw new AppError(ACCOUNT_SUSPENDED_CODE, suspendedSignInText(endsAt, 'UTC'), undefined, { endsAt });
  }

  function verificationError(error: unknown): never {
    switch (errorCode(error)) {
      case 'OTP_EXPIRED':
        throw badRequest('code_expired', authMessages.codeExpired);
      case 'INVALID_OTP':
        throw badRequest('code_invalid', authMessages.codeInvalid);
      case 'TOO_MANY_ATTEMPTS':
        throw badRequest('code_attempts', authMessages.codeTooManyAttempts);
      default:
        throw error;
    }
  }

  /**
   * A refused password reset code. "User not found" only once the code itself was right: better-auth
   * checks the code before it looks for the account, and only the inbox's owner has the code, so the
   * answer tells nobody else whether an email has an account. It happens when the account was deleted
   * after the code was mailed (an unverified account swept meanwhile, say).
   */
  function resetCodeError(error: unknown): never {
    if (errorCode(error) === 'USER_NOT_FOUND') throw notFound('user', authMessages.userNotFound);
    if (error instanceof APIError) throw badRequest('reset_code_invalid', authMessages.resetCodeInvalid);
    throw error;
  }

  return {
    /** Who sent a request (from its session cookie), for every route that needs a signed-in user. */
    async authenticate(headers: Headers): Promise<AuthenticatedUser | null> {
      const cookieValue = sessionCookieValue(headers.get('cookie'));
      // Sessions come only from the cookie: without one there is nothing to look up.
      if (!cookieValue) return null;
      const cached = sessionCache?.get(cookieValue);
      if (cached) {
        activity?.seen(cached.id);
        return cached;
      }
      const readAt = sessionCache?.generation() ?? 0;
      // A miss checks as before, which also slides the session's expiry when it is due.
      const current = await auth.api.getSession({ headers });
      if (!current) return null;
      const { id, email, name } = current.user;
      // Cached with the session, so a role granted or revoked shows within the cache's few seconds.
      const user = { id, email, name, isAdmin: await roles.isAdmin(id), sessionId: current.session.id };
      sessionCache?.remember(cookieValue, user, current.session.expiresAt, readAt);
      activity?.seen(id);
      return user;
    },

    /** Which of these sessions still exist and have not expired: sockets of the others are closed. */
    async liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
      return sessionsRepo.findLiveIds(sessionIds, clock.now());
    },

    /** The signed-in user behind these request headers, or null. */
    async currentSession(headers: Headers): Promise<Session | null> {
      const current = await auth.api.getSession({ headers });
      if (!current) return null;
      return toSession(current.user, current.session.expiresAt);
    },

    /** Creates an unverified account and mails its verification code. */
    async signUp(input: SignUpInput, headers: Headers) {
      if (await authRepo.findByUsername(input.username))
        throw conflict('username_taken', authMessages.usernameTaken);
      if (await authRepo.findByEmail(input.email))
        throw conflict('email_taken', authMessages.emailRegistered);
      try {
        await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: input.name.trim(),
            username: input.username,
          },
          headers,
        });
      } catch (error) {
        if (errorCode(error) === 'USERNAME_IS_ALREADY_TAKEN')
          throw conflict('username_taken', authMessages.usernameTaken);
        throw error;
      }
      return { message: authMessages.codeSent };
    },

    /**
     * What sign-in attempts are counted against: the account the identifier names, so its email and its
     * username share one budget; an identifier that names no account is counted by itself, alike.
     */
    async signInLimitKey(identifier: string): Promise<string> {
      const account = await findSignInAccount(identifier);
      return account ? `account ${account.id}` : `identifier ${identifier.trim().toLowerCase()}`;
    },

    /** Signs in by email or username; an unverified account is refused (and mailed a fresh code). */
    async signIn(input: SignInInput, headers: Headers): Promise<WithCookies<Session>> {
      const account = await findSignInAccount(input.identifier);
      if (!account) {
        // As long as a wrong password takes, so the answer's timing does not tell whether the account exists.
        await checkDecoyPassword(input.password);
        throw unauthorized(authMessages.invalidCredentials, 'invalid_credentials');
      }
      try {
        const { headers: responseHeaders } = await auth.api.signInEmail({
          body: { email: account.email, password: input.password, rememberMe: true },
          headers,
          returnHeaders: true,
        });
        await refuseIfSuspended(account.id);
        await roles.grantIfConfigured(account);
        activity?.seen(account.id);
        const setCookies = responseHeaders.getSetCookie();
        return { result: await sessionFromCookies(setCookies), setCookies };
      } catch (error) {
        if (errorCode(error) === 'EMAIL_NOT_VERIFIED')
          throw forbidden(authMessages.emailNotVerified, 'email_not_verified');
        if (error instanceof APIError && error.statusCode === 401) {
          throw unauthorized(authMessages.invalidCredentials, 'invalid_credentials');
        }
        throw error;
      }
    },

    async signOut(headers: Headers): Promise<WithCookies<{ message: string }>> {
      const current = await auth.api.getSession({ headers });
      if (current) await beforeSignOut?.(current.user.id);
      const { headers: responseHeaders } = await auth.api.signOut({ headers, returnHeaders: true });
      if (current) await onSessionsEnded?.({ sessionIds: [current.session.id] });
      return { result: { message: authMessages.signedOut }, setCookies: responseHeaders.getSetCookie() };
    },

    /** Verifies the sign-up code and signs the user in. */
    async verifyEmail(
      input: { email: string; code: string },
      headers: Headers,
    ): Promise<WithCookies<Session>> {
      const account = await authRepo.findByEmail(input.email);
      if (!account) throw badRequest('code_invalid', authMessages.codeInvalid);
      if (account.emailVerified) throw conflict('already_verified', authMessages.emailVerified);
      try {
        const { headers: responseHeaders } = await auth.api.verifyEmailOTP({
          body: { email: input.email, otp: input.code },
          headers,
          returnHeaders: true,
        });
        await refuseIfSuspended(account.id);
        // Verification ends sign-up and signs the user in: ADMIN_EMAILS grants from here on.
        await roles.grantIfConfigured(account);
        activity?.seen(account.id);
        const setCookies = responseHeaders.getSetCookie();
        return { result: await sessionFromCookies(setCookies), setCookies };
      } catch (error) {
        verificationError(error);
      }
    },

    /** Mails a fresh sign-up code; answers the same, in the same time, whether or not the account exists. */
    async resendVerification(email: string) {
      background.run('auth: resending a sign-up code', async () => {
        const account = await authRepo.findByEmail(email);
        if (account && !account.emailVerified) {
          await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
        }
      });
      return { message: authMessages.codeResent };
    },

    /** Mails a password reset code; answers the same, in the same time, whether or not the account exists. */
    async forgotPassword(email: string) {
      background.run('auth: mailing a password reset code', async () => {
        if (await authRepo.findByEmail(email)) {
          await auth.api.sendVerificationOTP({ body: { email, type: 'forget-password' } });
        }
      });
      return { message: authMessages.resetCodeSent };
    },

    /** Checks a reset code without using it up, so the new-password step can follow. */
    async verifyResetCode(input: { email: string; code: string }) {
      try {
        await auth.api.checkVerificationOTP({
          body: { email: input.email, type: 'forget-password', otp: input.code },
        });
      } catch (error) {
        resetCodeError(error);
      }
      return { message: authMessages.codeSent };
    },

    async resetPassword(input: { email: string; code: string; password: string }) {
      try {
        await auth.api.resetPasswordEmailOTP({
          body: { email: input.email, otp: input.code, password: input.password },
        });
      } catch (error) {
        resetCodeError(error);
      }
      // The reset revoked every session of the account (better-auth's revokeSessionsOnPasswordReset).
      const account = await authRepo.findByEmail(input.email);
      if (account) await onSessionsEnded?.({ userIds: [account.id] });
      return { message: authMessages.passwordReset };
    },

    /** Mails a username-reminder code; answers the same, in the same time, whether or not the account exists. */
    async forgotUsername(email: string) {
      background.run('auth: mailing a username reminder', async () => {
        const account = await authRepo.findByEmail(email);
        if (!account) return;
        const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
        await authRepo.replaceUsernameCode({
          id: randomUUID(),
          userId: account.id,
          codeHash: hashCode(code),
          expiresAt: new Date(clock.now().getTime() + CODE_TTL_SECONDS * 1000),
        });
        await mailer.send(usernameReminderEmail({ to: account.email, code }));
      });
      return { message: authMessages.usernameReminderSent };
    },

    async revealUsername(input: { email: string; code: string }) {
      const account = await authRepo.findByEmail(input.email);
      const expected = Buffer.from(hashCode(input.code));
      const valid =
        account &&
        (await authRepo.consumeUsernameCode({
          userId: account.id,
          now: clock.now(),
          maxAttempts: CODE_MAX_ATTEMPTS,
          matches: (stored) => timingSafeEqual(Buffer.from(stored), expected),
        }));
      if (!account || !valid) throw badRequest('reset_code_invalid', authMessages.resetCodeInvalid);
      // The right code for an account with no username to remind of (one made without the sign-up form).
      if (!account.username) throw notFound('user', authMessages.userNotFound);
      return { username: account.username, message: usernameIsMessage(account.username) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
