import { monitoringMessages } from '@rally/shared/monitoring/monitoring.schemas';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

/**
 * A preHandler, after `requireUser`, that lets only administrators through (spec document 2 §6): anyone
 * else gets 403 with the spec's access-denied text. `isAdmin` is false whenever the role check failed.
 */
export function createRequireAdmin(requireUser: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler[] {
  return [
    requireUser,
    async (request) => {
      if (!request.user?.isAdmin) throw forbidden(monitoringMessages.accessDenied);
    },
  ];
}
