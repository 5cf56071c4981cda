import type { Session } from '@rally/shared/auth/auth.schemas';

/**
 * The signed-in user as the platform knows them: route access puts them on `request.user`, realtime
 * checks topics and sessions against them. The auth feature produces it; the platform owns its shape,
 * so plugins/ depends on no feature.
 */
export type AuthenticatedUser = {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** The session the request came with: a realtime socket is closed when it ends. */
  sessionId: string;
};

/**
 * What the platform asks of whoever keeps sessions (the auth feature implements it; app.ts passes it
 * in): who sent a request, which sessions still live, and the session a page is drawn with.
 */
export type SessionReader = {
  /** Who sent a request (from its session cookie), or null. */
  authenticate(headers: Headers): Promise<AuthenticatedUser | null>;
  /** Which of these sessions still exist and have not expired. */
  liveSessionIds(sessionIds: string[]): Promise<Set<string>>;
  /** The session behind these request headers, as the session endpoint answers it, or null. */
  currentSession(headers: Headers): Promise<Session | null>;
};

// better-auth's cookie (plugins/auth.ts names it), with the prefix it adds when cookies are secure
// (an https public URL).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?rally\.session_token=([^;]+)/;

/** The raw value of the session cookie in a Cookie header (token and signature), or undefined. */
export function sessionCookieValue(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
}
