import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '@rally/shared/plain-text';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

/**
 * Refuses control characters (NUL above all, which PostgreSQL cannot store) and lone surrogates in
 * the path parameters, query string and body of every route, before any schema or handler sees them.
 * One hook on the root instance, so routes added later are guarded without anyone remembering to.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findControlCharacters(part);
      if (path === null) continue;
      // The path can itself be hostile (a key with NUL, a key of 100,000 characters): echo a safe part.
      const field =
        path
          .join('.')
          .replace(/[^\x20-\x7e]/g, '?')
          .slice(0, 100) || '_';
      throw badRequest(
        'invalid_text',
        field === '_' ? CONTROL_CHARACTERS_MESSAGE : `${CONTROL_CHARACTERS_MESSAGE} (field: ${field})`,
        { [field]: [CONTROL_CHARACTERS_MESSAGE] },
      );
    }
  });
}
