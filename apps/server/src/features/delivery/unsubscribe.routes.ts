import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone, errorResponses } from '../../plugins/docs.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { UnsubscribeService } from './unsubscribe.service.ts';
import { unsubscribePage, unsubscribeTexts } from './unsubscribe-page.ts';

const tags = ['notifications'];
const query = z.object({ token: z.string().max(500).default('') });
const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * The link in every notification email, answered without a session: GET shows what it stops and a
 * button; POST stops it (the button, or a mail app's RFC 8058 one-click, which comes without an Origin).
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  { unsubscribe, settingsUrl }: { unsubscribe: UnsubscribeService; settingsUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The confirm button and mail apps' one-click post a form (`List-Unsubscribe=One-Click`); the token
  // in the address is all that matters, so the body is read and ignored (in this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  const invalid = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      unsubscribePage({ title: unsubscribeTexts.invalidTitle, text: unsubscribeTexts.invalid, settingsUrl }),
    );

  api.get(
    '/unsubscribe',
    {
      ...perAddress(60, '1 minute'),
      schema: {
        tags,
        operationId: 'showUnsubscribe',
        security: anyone,
        summary: 'The page an email’s unsubscribe link opens: what it stops, and a button to confirm',
        querystring: query,
        response: {
          ...errorResponses(429),
          200: htmlResponse('A confirmation page'),
          400: htmlResponse('The link is not valid'),
        },
      },
    },
    async (request, reply) => {
      const found = unsubscribe.describe(request.query.token);
      if (!found) return invalid(reply);
      return sendPage(
        reply,
        200,
        unsubscribePage({
          title: unsubscribeTexts.confirmTitle,
          text: unsubscribeTexts.confirm(found.about),
          formAction: `/api/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
          settingsUrl,
        }),
      );
    },
  );

  api.post(
    '/unsubscribe',
    {
      ...perAddress(60, '1 minute'),
      schema: {
        tags,
        operationId: 'unsubscribe',
        security: anyone,
        summary: 'Stop the emails of the kind the signed token names (one-click, RFC 8058)',
        querystring: query,
        response: {
          ...errorResponses(429),
          200: htmlResponse('Unsubscribed'),
          400: htmlResponse('The link is not valid; nothing changed'),
        },
      },
    },
    async (request, reply) => {
      const done = await unsubscribe.unsubscribe(request.query.token);
      if (!done) return invalid(reply);
      return sendPage(
        reply,
        200,
        unsubscribePage({ title: unsubscribeTexts.doneTitle, text: done.message, settingsUrl }),
      );
    },
  );
}
