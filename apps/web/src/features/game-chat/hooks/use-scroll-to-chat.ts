import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/** The address fragment a pushed or emailed chat message opens (`/game/{id}#chat`). */
export const CHAT_FRAGMENT = 'chat';

/**
 * Brings the chat into view when the address asks for it. The page draws the chat only once the game
 * has loaded, after the browser looked for the fragment, so the page does it itself, once the chat's
 * contents have their height (`ready`).
 */
export function useScrollToChat(section: RefObject<HTMLElement | null>, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${CHAT_FRAGMENT}`) return;
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [section, ready, hash]);
}
