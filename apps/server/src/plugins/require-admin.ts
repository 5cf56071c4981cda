import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { monitoringMessages } from '@rally/shared/monitoring/monitoring.schemas';
import type { onRequestAsyncHookHandler } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

/**
 * The access-denied text of each administrators' area, by the start of its path: each page's own words
 * (spec document 2 §6 for monitoring, issue 28 for moderation). Any other administrator route answers
 * monitoring's, as every one did before moderation.
 */
const ACCESS_DENIED_BY_PREFIX: readonly (readonly [prefix: string, text: string])[] = [
  ['/api/moderation', moderationTexts.accessDenied],
];

export const accessDeniedTextFor = (url: string): string =>
  ACCESS_DENIED_BY_PREFIX.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`))?.[1] ??
  monitoringMessages.accessDenied;

/**
 * After the session check, lets only administrators through: anyone else gets 403 with the route's
 * access-denied text. `isAdmin` is false whenever the role check failed. Added by route-access.ts to
 * every route whose schema declares `security: administrator`, built once per route from its path.
 */
export function requireAdministratorFor(url: string): onRequestAsyncHookHandler {
  const deniedText = accessDeniedTextFor(url);
  return async (request) => {
    if (!request.user?.isAdmin) throw forbidden(deniedText);
  };
}
