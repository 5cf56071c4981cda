import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthenticatedUser, AuthService } from '../features/auth/auth.service.ts';
import { unauthorized } from '../lib/app-error.ts';
import { requestHeaders } from '../lib/http.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/** A preHandler that lets only signed-in users through and puts them on `request.user`. */
export function createRequireUser(authService: AuthService): preHandlerAsyncHookHandler {
  return async (request) => {
    request.user = await authService.authenticate(requestHeaders(request));
    if (!request.user) throw unauthorized();
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
