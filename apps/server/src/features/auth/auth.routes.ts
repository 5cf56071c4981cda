import {
  emailInput,
  messageSchema,
  resetPasswordInput,
  sessionSchema,
  signedInResponseSchema,
  signInInput,
  signUpInput,
  usernameReminderSchema,
  verifyCodeInput,
} from '@rally/shared/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestHeaders, setCookies } from '../../lib/http.ts';
import { anyone, errorResponses, signedInOrNot } from '../../plugins/docs.ts';
import { type AttemptLimiters, perAddress } from '../../plugins/rate-limits.ts';
import { createAuthLimits } from './auth.limits.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['auth'];

/** Account routes: parse, call the auth service, reply (setting the cookies it hands back). */
export async function authRoutes(
  app: FastifyInstance,
  { authService, attemptLimiter }: { authService: AuthService; attemptLimiter: AttemptLimiters },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = createAuthLimits(attemptLimiter, (identifier) => authService.signInLimitKey(identifier));

  api.get(
    '/session',
    {
      schema: {
        tags,
        operationId: 'getSession',
        security: signedInOrNot,
        summary: 'The current session',
        response: { ...errorResponses(400), 200: z.object({ session: sessionSchema.nullable() }) },
      },
    },
    async (request) => ({ session: await authService.currentSession(requestHeaders(request)) }),
  );

  api.post(
    '/sign-up',
    {
      ...perAddress(10, '1 hour'),
      ...limits.signUp,
      schema: {
        tags,
        operationId: 'signUp',
        security: anyone,
        summary: 'Create an account and mail its verification code',
        body: signUpInput,
        response: { ...errorResponses(400, 403, 409, 429), 201: messageSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return authService.signUp(request.body, requestHeaders(request));
    },
  );

  api.post(
    '/sign-in',
    {
      ...perAddress(30, '15 minutes'),
      ...limits.signIn,
      schema: {
        tags,
        operationId: 'signIn',
        security: anyone,
        summary: 'Sign in by email or username',
        body: signInInput,
        response: { ...errorResponses(400, 401, 403, 429), 200: signedInResponseSchema },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await authService.signIn(request.body, requestHeaders(request));
      setCookies(reply, cookies);
      return { session: result };
    },
  );

  api.post(
    '/sign-out',
    {
      schema: {
        tags,
        operationId: 'signOut',
        security: signedInOrNot,
        summary: 'End the current session',
        response: { ...errorResponses(403), 200: messageSchema },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await authService.signOut(requestHeaders(request));
      setCookies(reply, cookies);
      return result;
    },
  );

  api.post(
    '/verify-email',
    {
      ...perAddress(30, '15 minutes'),
      ...limits.codeChecks,
      schema: {
        tags,
        operationId: 'verifyEmail',
        security: anyone,
        summary: 'Verify the sign-up code and sign in',
        body: verifyCodeInput,
        response: { ...errorResponses(400, 403, 409, 429), 200: signedInResponseSchema },
      },
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

  api.post(
    '/resend-verification',
    {
      ...perAddress(10, '15 minutes'),
      ...limits.codeRequests,
      schema: {
        tags,
        operationId: 'resendVerification',
        security: anyone,
        summary: 'Mail a fresh sign-up code',
        body: emailInput,
        response: { ...errorResponses(400, 403, 429), 200: messageSchema },
      },
    },
    async (request) => authService.resendVerification(request.body.email),
  );

  api.post(
    '/forgot-password',
    {
      ...perAddress(10, '15 minutes'),
      ...limits.codeRequests,
      schema: {
        tags,
        operationId: 'forgotPassword',
        security: anyone,
        summary: 'Mail a password reset code',
        body: emailInput,
        response: { ...errorResponses(400, 403, 429), 200: messageSchema },
      },
    },
    async (request) => authService.forgotPassword(request.body.email),
  );

  api.post(
    '/forgot-password/verify',
    {
      ...perAddress(30, '15 minutes'),
      ...limits.codeChecks,
      schema: {
        tags,
        operationId: 'checkPasswordResetCode',
        security: anyone,
        summary: 'Check a password reset code',
        body: verifyCodeInput,
        response: { ...errorResponses(400, 403, 404, 429), 200: messageSchema },
      },
    },
    async (request) => authService.verifyResetCode(request.body),
  );

  api.post(
    '/reset-password',
    {
      ...perAddress(30, '15 minutes'),
      ...limits.codeChecks,
      schema: {
        tags,
        operationId: 'resetPassword',
        security: anyone,
        summary: 'Set a new password with a reset code',
        body: resetPasswordInput,
        response: { ...errorResponses(400, 403, 404, 429), 200: messageSchema },
      },
    },
    async (request) => authService.resetPassword(request.body),
  );

  api.post(
    '/forgot-username',
    {
      ...perAddress(10, '15 minutes'),
      ...limits.codeRequests,
      schema: {
        tags,
        operationId: 'forgotUsername',
        security: anyone,
        summary: 'Mail a username reminder code',
        body: emailInput,
        response: { ...errorResponses(400, 403, 429), 200: messageSchema },
      },
    },
    async (request) => authService.forgotUsername(request.body.email),
  );

  api.post(
    '/forgot-username/verify',
    {
      ...perAddress(30, '15 minutes'),
      ...limits.codeChecks,
      schema: {
        tags,
        operationId: 'revealUsername',
        security: anyone,
        summary: 'Reveal the username with its reminder code',
        body: verifyCodeInput,
        response: { ...errorResponses(400, 403, 404, 429), 200: usernameReminderSchema },
      },
    },
    async (request) => authService.revealUsername(request.body),
  );
}
