import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../lib/app-error.ts';
import { requestHeaders } from '../lib/http.ts';
import type { AuthenticatedUser, SessionReader } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/**
 * A hook that lets only signed-in users through and puts them on `request.user`. Routes never add it
 * themselves: route-access.ts adds it to every route whose schema declares `security: signedIn`.
 */
export function createRequireUser(sessions: Pick<SessionReader, 'authenticate'>): onRequestAsyncHookHandler {
  return async (request) => {
    request.user = await sessions.authenticate(requestHeaders(request));
    if (!request.user) throw unauthorized();
  };
}

/** The signed-in user of a request to a route that declares `security: signedIn` (or administrator). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
