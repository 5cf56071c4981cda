import type { Session } from '@rally/shared/auth/auth.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { getSessionQueryOptions, setSession } from '../features/auth/api/get-session.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The app's one query client, with the session request already started: called by the entry
 * before React renders, so the session and the route's code load at the same time. A page the
 * server rendered already knows the answer (`session`): none for a visitor's page, the player's
 * own for theirs.
 */
export function createAppQueryClient({ session }: { session?: Session | null } = {}): QueryClient {
  const client = createQueryClient();
  // A 401 from any non-auth call means the session is gone: forget it and the guards send the user to /auth.
  setUnauthorizedHandler(() => setSession(client, null));
  if (session !== undefined) setSession(client, session);
  // A failed request stays in the cache as an error, which the guards show with a retry.
  else void client.prefetchQuery(getSessionQueryOptions());
  return client;
}
