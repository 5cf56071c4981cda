import { calendarEndpoints as endpoints } from '@rally/shared/calendar/calendar.endpoints';
import { calendarTokenParams } from '@rally/shared/calendar/calendar.schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { anyone, errorResponses, signedIn } from '../../plugins/docs.ts';
import { pathUnderPrefix, route } from '../../plugins/endpoint-routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { CalendarService } from './calendar.service.ts';

const tags = ['calendar'];

/** An iCalendar document, as the OpenAPI document describes it. */
const icsResponse = {
  description: 'An iCalendar (RFC 5545) document',
  content: { 'text/calendar': { schema: z.string() } },
};

/** Sends an iCalendar document; with a file name, as a download. */
function sendCalendar(reply: FastifyReply, text: string, fileName?: string) {
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return (
    reply
      .type('text/calendar; charset=utf-8')
      // A calendar is one person's schedule: never stored by a shared cache.
      .header('cache-control', 'private, no-cache')
      .send(text)
  );
}

/** Registered under `/api`, signed in: one game's file, and the user's own feed address. */
export async function calendarRoutes(app: FastifyInstance, { calendar }: { calendar: CalendarService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Its success body is a file, which `route` does not declare: the path and params come from the
  // descriptor, the answer is described here.
  const download = endpoints.downloadGameCalendar;
  api.get(
    pathUnderPrefix(app.prefix, download.path),
    {
      schema: {
        tags,
        operationId: 'downloadGameCalendar',
        security: signedIn,
        summary: 'One game as an .ics file, in its time zone, with the venue and its address',
        params: (await download.schemas()).params,
        response: { ...errorResponses(400, 401, 404), 200: icsResponse },
      },
    },
    async (request, reply) => {
      const text = await calendar.gameFile(currentUser(request).id, request.params.id);
      return sendCalendar(reply, text, `rally-game-${request.params.id}.ics`);
    },
  );

  await route(
    app,
    endpoints.getCalendarFeed,
    {
      tags,
      operationId: 'getCalendarFeed',
      security: signedIn,
      summary: "The user's private calendar feed address (made on the first call)",
      errors: [400, 401],
    },
    async (request) => calendar.feed(currentUser(request).id),
  );

  await route(
    app,
    endpoints.resetCalendarFeed,
    {
      tags,
      operationId: 'resetCalendarFeed',
      security: signedIn,
      summary: 'A new feed address; the old one stops working at once',
      errors: [400, 401, 429],
      options: { ...perAddress(20, '1 minute') },
    },
    async (request) => calendar.resetFeed(currentUser(request).id),
  );
}

/** Registered under `/api/calendar`, without a session: calendar apps fetch the feed by its secret address. */
export async function calendarFeedRoutes(app: FastifyInstance, { calendar }: { calendar: CalendarService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/:token',
    {
      // Guessing a 256-bit secret is hopeless, but each try costs a query: keep them few.
      ...perAddress(60, '1 minute'),
      schema: {
        tags,
        operationId: 'getCalendarFeedFile',
        security: anyone,
        summary: "A user's upcoming games as an iCalendar feed; the address itself is the secret",
        description: 'The path is `{token}.ics`, the address GET /api/calendar/feed returns.',
        params: calendarTokenParams,
        response: { ...errorResponses(400, 404, 429), 200: icsResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!token.endsWith('.ics')) throw notFound('page');
      return sendCalendar(reply, await calendar.feedFile(token.slice(0, -'.ics'.length)));
    },
  );
}
