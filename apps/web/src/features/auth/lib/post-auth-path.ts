import type { Session } from '@rally/shared/auth/auth.schemas';
import { paths } from '../../../config/paths.ts';

/**
 * Where a user lands once signed in: an incomplete profile first (spec §2, post-auth redirects),
 * otherwise the page they were sent away from, otherwise the dashboard.
 */
export function postAuthPath(session: Session, from?: string): string {
  if (!session.user.profileComplete) return paths.profileEdit.getHref();
  return from ?? paths.dashboard.getHref();
}
