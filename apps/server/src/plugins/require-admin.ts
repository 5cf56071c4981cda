import { monitoringMessages } from '@rally/shared/monitoring/monitoring.schemas';
import type { onRequestAsyncHookHandler } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

/**
 * After the session check, lets only administrators through (spec document 2 §6): anyone else gets 403
 * with the spec's access-denied text. `isAdmin` is false whenever the role check failed. Added by
 * route-access.ts to every route whose schema declares `security: administrator`.
 */
export const requireAdministrator: onRequestAsyncHookHandler = async (request) => {
  if (!request.user?.isAdmin) throw forbidden(monitoringMessages.accessDenied);
};
