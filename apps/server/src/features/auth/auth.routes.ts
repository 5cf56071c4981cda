import {
  emailInput,
  messageSchema,
  resetPasswordInput,
  sessionSchema,
  signInInput,
  signUpInput,
  usernameReminderSchema,
  verifyCodeInput,
} from '@rally/shared/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestHeaders, setCookies } from '../../lib/http.ts';
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
        summary: 'The current session',
        response: { 200: z.object({ session: sessionSchema.nullable() }) },
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
        summary: 'Create an account and mail its verification code',
        body: signUpInput,
        response: { 201: messageSchema },
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
        summary: 'Sign in by email or username',
        body: signInInput,
        response: { 200: z.object({ session: sessionSchema }) },
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
    { schema: { tags, summary: 'End the current session', response: { 200: messageSchema } } },
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
        summary: 'Verify the sign-up code and sign in',
        body: verifyCodeInput,
        response: { 200: z.object({ session: sessionSchema }) },
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
        summary: 'Mail a fresh sign-up code',
        body: emailInput,
        response: { 200: messageSchema },
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
        summary: 'Mail a password reset code',
        body: emailInput,
        response: { 200: messageSchema },
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
        summary: 'Check a password reset code',
        body: verifyCodeInput,
        response: { 200: messageSchema },
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
        summary: 'Set a new password with a reset code',
        body: resetPasswordInput,
        response: { 200: messageSchema },
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
        summary: 'Mail a username reminder code',
        body: emailInput,
        response: { 200: messageSchema },
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
        summary: 'Reveal the username with its reminder code',
        body: verifyCodeInput,
        response: { 200: usernameReminderSchema },
      },
    },
    async (request) => authService.revealUsername(request.body),
  );
}
