import type { Session } from '@rally/shared/auth/auth.schemas';

/**
 * Marks #root of a page the server sent already rendered for a request without a session cookie
 * (the sign-in form): the app hydrates it (main.tsx) and knows there is no session.
 */
export const PRERENDERED_FOR_VISITOR = 'data-prerendered-for-visitor';
/**
 * Marks #root of a page the server rendered for a signed-in player (the dashboard); the session it
 * was drawn with is in the page, as JSON, so the app hydrates it with the same session.
 */
export const PRERENDERED_FOR_PLAYER = 'data-prerendered-for-player';
/** The id of the script element holding that session. */
export const PLAYER_SESSION_ELEMENT = 'player-session';

/**
 * Whom the server drew the page in #root for: a visitor (null), a player (the session it drew it
 * with), or nobody (undefined): the page holds only the loading frame, and the app draws the page.
 */
export function prerenderedFor(root: HTMLElement): Session | null | undefined {
  if (root.hasAttribute(PRERENDERED_FOR_VISITOR)) return null;
  if (!root.hasAttribute(PRERENDERED_FOR_PLAYER)) return undefined;
  const session = document.getElementById(PLAYER_SESSION_ELEMENT)?.textContent;
  // Without its session the page cannot be hydrated as drawn: the app draws it again, asking for it.
  return session ? (JSON.parse(session) as Session) : undefined;
}
