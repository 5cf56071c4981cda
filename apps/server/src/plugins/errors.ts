import {
  type ErrorCode,
  RATE_LIMITED_MESSAGE,
  SERVICE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '@rally/shared/errors';
import { type NotFoundAnswer, pathParameterNotFound } from '@rally/shared/ids';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { createLogThrottle } from '../lib/log-throttle.ts';
import { RETRY_AFTER_SECONDS, temporaryOutageReason } from '../lib/service-unavailable.ts';

const GENERIC_MESSAGE = 'An unexpected error occurred.';
/** A path that names nothing, where its parameter declared no answer of its own. */
const NOTHING_HERE: NotFoundAnswer = { code: 'not_found', message: 'Not found' };

/** Our code for each client-error status Fastify or a plugin answers on its own; any other becomes 400. */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/**
 * For Fastify's constructor: a path its router cannot read (a parameter that is not valid percent-
 * encoded UTF-8, or longer than any id) names nothing either, so it answers 404 in our shape too,
 * rather than in Fastify's with its own internal code.
 */
export function unreadablePathAnswer(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.status(404).send(NOTHING_HERE);
}

/**
 * The one error handler: expected failures pass their code and message through, a path parameter its
 * schema refuses answers 404 (the path names nothing), other validation failures answer 400 with the
 * field issues, and anything else is logged and hidden behind a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  const failureLog = createLogThrottle();
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, fields: error.fields, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if ((error as { validationContext?: string }).validationContext === 'params') {
        const { code, message } = pathNotFound(request, error.validation);
        return reply.status(404).send({ code, message });
      }
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
      // An outage fails every request alike: repeats are counted, not each logged.
      const admitted = failureLog.admit(`${request.routeOptions.url ?? '-'} unavailable ${outage}`);
      if (admitted) {
        request.log.warn(
          { reason: outage, suppressed: admitted.suppressed },
          'request failed: service temporarily unavailable',
        );
      }
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: SERVICE_UNAVAILABLE_CODE, message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: RATE_LIMITED_MESSAGE });
    }
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own codes (FST_ERR_CTP_INVALID_MEDIA_TYPE...) are internals that
      // change between versions: clients get one of ours for the status instead.
      const known = CLIENT_ERROR_CODES[status];
      return reply
        .status(known ? status : 400)
        .send({ code: known ?? 'bad_request', message: error.message });
    }
    // One line per failure, with the request id; repeats of one failure on one route are counted, not
    // each logged. The err serializer keeps values out of the line (lib/log-serializers.ts).
    const admitted = failureLog.admit(
      `${request.method} ${request.routeOptions.url ?? '-'} ${failureKind(error)}`,
    );
    if (admitted) request.log.error({ err: error, suppressed: admitted.suppressed }, 'request failed');
    return reply.status(500).send({ code: 'internal_error', message: GENERIC_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'not_found', message: `No route for ${request.method} ${request.url}` });
  });
}

/** The not-found answer of the first refused path parameter (shared/ids.ts), else a generic one. */
function pathNotFound(request: FastifyRequest, issues: { instancePath: string }[]): NotFoundAnswer {
  const params = request.routeOptions.schema?.params as { shape?: Record<string, unknown> } | undefined;
  const shape = params?.shape;
  for (const issue of issues) {
    const field = shape?.[issue.instancePath.split('/')[1] ?? ''];
    const answer = field ? pathParameterNotFound.get(field as never) : undefined;
    if (answer) return answer;
  }
  return NOTHING_HERE;
}

/**
 * What tells one failure from another for the log's throttle: the first code in the error or what it
 * wraps (a SQLSTATE, a driver code; the message of a database error carries values and varies), or
 * else its type and message. Kept in memory only, never logged.
 */
function failureKind(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' || typeof code === 'number') return String(code);
    current = cause;
  }
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return `${String(name)}: ${String(message).slice(0, 200)}`;
}
