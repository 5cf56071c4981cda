import { SERVICE_UNAVAILABLE_CODE, SERVICE_UNAVAILABLE_MESSAGE } from '@rally/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { RETRY_AFTER_SECONDS, temporaryOutageReason } from '../lib/service-unavailable.ts';

const GENERIC_MESSAGE = 'An unexpected error occurred.';

/**
 * The one error handler: expected failures pass their code and message through, validation failures
 * answer 400 with the field issues, and anything else is logged and hidden behind a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value'];
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ code: 'validation_failed', message: first, fields });
    }
    const outage = temporaryOutageReason(error);
    if (outage) {
      // The database is down or too slow, or the request ran out of time: not a bug, and it will pass.
      request.log.warn({ reason: outage }, 'request failed: service temporarily unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: SERVICE_UNAVAILABLE_CODE, message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: error.code?.toLowerCase() ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'internal_error', message: GENERIC_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'not_found', message: `No route for ${request.method} ${request.url}` });
  });
}
