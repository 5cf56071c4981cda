import { useSession } from '../../features/auth/api/get-session.ts';
import { useSlicedFirstAnswer } from '../../lib/use-sliced-first-answer.ts';

/** The session for a route guard: the page behind it mounts in a sliced render when the session arrives. */
export function useGuardSession() {
  return useSlicedFirstAnswer(useSession());
}
