import { authEndpoints as endpoints } from '@rally/shared/auth/auth.endpoints';
import type { FastifyInstance } from 'fastify';
import { requestHeaders, setCookies } from '../../lib/http.ts';
import { anyone, signedInOrNot } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import { type AttemptLimiters, perAddress } from '../../plugins/rate-limits.ts';
import { createAuthLimits } from './auth.limits.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['auth'];

/** Account routes: parse, call the auth service, reply (setting the cookies it hands back). */
export async function authRoutes(
  app: FastifyInstance,
  { authService, attemptLimiter }: { authService: AuthService; attemptLimiter: AttemptLimiters },
) {
  const limits = createAuthLimits(attemptLimiter, (identifier) => authService.signInLimitKey(identifier));

  await route(
    app,
    endpoints.getSession,
    {
      tags,
      operationId: 'getSession',
      security: signedInOrNot,
      summary: 'The current session',
      errors: [400],
    },
    async (request) => ({ session: await authService.currentSession(requestHeaders(request)) }),
  );

  await route(
    app,
    endpoints.signUp,
    {
      tags,
      operationId: 'signUp',
      security: anyone,
      summary: 'Create an account and mail its verification code',
      errors: [400, 403, 409, 429],
      options: { ...perAddress(10, '1 hour'), ...limits.signUp },
    },
    async (request, reply) => {
      reply.status(201);
      return authService.signUp(request.body, requestHeaders(request));
    },
  );

  await route(
    app,
    endpoints.signIn,
    {
      tags,
      operationId: 'signIn',
      security: anyone,
      summary: 'Sign in by email or username',
      errors: [400, 401, 403, 429],
      options: { ...perAddress(30, '15 minutes'), ...limits.signIn },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await authService.signIn(request.body, requestHeaders(request));
      setCookies(reply, cookies);
      return { session: result };
    },
  );

  await route(
    app,
    endpoints.signOut,
    {
      tags,
      operationId: 'signOut',
      security: signedInOrNot,
      summary: 'End the current session',
      errors: [403],
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await authService.signOut(requestHeaders(request));
      setCookies(reply, cookies);
      return result;
    },
  );

  await route(
    app,
    endpoints.verifyEmail,
    {
      tags,
      operationId: 'verifyEmail',
      security: anyone,
      summary: 'Verify the sign-up code and sign in',
      errors: [400, 403, 409, 429],
      options: { ...perAddress(30, '15 minutes'), ...limits.codeChecks },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await authService.verifyEmail(
        request.body,
        requestHeaders(request),
      );
      setCookies(reply, cookies);
      return { session: result };
    },
  );

  await route(
    app,
    endpoints.resendVerification,
    {
      tags,
      operationId: 'resendVerification',
      security: anyone,
      summary: 'Mail a fresh sign-up code',
      errors: [400, 403, 429],
      options: { ...perAddress(10, '15 minutes'), ...limits.codeRequests },
    },
    async (request) => authService.resendVerification(request.body.email),
  );

  await route(
    app,
    endpoints.forgotPassword,
    {
      tags,
      operationId: 'forgotPassword',
      security: anyone,
      summary: 'Mail a password reset code',
      errors: [400, 403, 429],
      options: { ...perAddress(10, '15 minutes'), ...limits.codeRequests },
    },
    async (request) => authService.forgotPassword(request.body.email),
  );

  await route(
    app,
    endpoints.checkPasswordResetCode,
    {
      tags,
      operationId: 'checkPasswordResetCode',
      security: anyone,
      summary: 'Check a password reset code',
      errors: [400, 403, 404, 429],
      options: { ...perAddress(30, '15 minutes'), ...limits.codeChecks },
    },
    async (request) => authService.verifyResetCode(request.body),
  );

  await route(
    app,
    endpoints.resetPassword,
    {
      tags,
      operationId: 'resetPassword',
      security: anyone,
      summary: 'Set a new password with a reset code',
      errors: [400, 403, 404, 429],
      options: { ...perAddress(30, '15 minutes'), ...limits.codeChecks },
    },
    async (request) => authService.resetPassword(request.body),
  );

  await route(
    app,
    endpoints.forgotUsername,
    {
      tags,
      operationId: 'forgotUsername',
      security: anyone,
      summary: 'Mail a username reminder code',
      errors: [400, 403, 429],
      options: { ...perAddress(10, '15 minutes'), ...limits.codeRequests },
    },
    async (request) => authService.forgotUsername(request.body.email),
  );

  await route(
    app,
    endpoints.revealUsername,
    {
      tags,
      operationId: 'revealUsername',
      security: anyone,
      summary: 'Reveal the username with its reminder code',
      errors: [400, 403, 404, 429],
      options: { ...perAddress(30, '15 minutes'), ...limits.codeChecks },
    },
    async (request) => authService.revealUsername(request.body),
  );
}
