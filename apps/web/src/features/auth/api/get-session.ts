import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import type { Session } from '@rally/shared/auth/auth.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

/** The signed-in session, or null for a visitor. Using it slides the session's expiry on the server. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  // Every page asks for the session first: like every call, it is checked against its schema in
  // development only, so the landing page ships no validation library.
  const { session } = await call(authEndpoints.getSession, { signal });
  return session;
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    // Coming back to the tab and a slow heartbeat both catch a session that ended elsewhere.
    refetchOnWindowFocus: 'always',
    refetchInterval: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

/** The signed-in user, for screens behind the signed-in guard (which has already loaded the session). */
export function useSignedInUser() {
  const { data: session } = useSession();
  if (!session) throw new Error('useSignedInUser is only for routes behind the signed-in guard');
  return session.user;
}

export function setSession(queryClient: QueryClient, session: Session | null): void {
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Signs the app out locally: no session, and nothing cached from the previous user. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  setSession(queryClient, null);
}
