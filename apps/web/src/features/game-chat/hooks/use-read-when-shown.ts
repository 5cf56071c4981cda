import type { GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { type RefObject, useEffect, useRef } from 'react';
import { useMarkGameChatRead } from '../api/mark-game-chat-read.ts';
import { useInView } from './use-in-view.ts';
import { usePageVisible } from './use-page-visible.ts';

/**
 * Marks the chat read while its log (the returned ref) is on screen: when it comes into view (or its tab
 * comes to the front), and again when someone else's message arrives while it is. A chat scrolled out of
 * sight, in a background tab or only prefetched stays unread, so its push or email still goes out; one
 * holding only the viewer's own messages has nothing to read.
 */
export function useReadWhenShown(
  gameId: string,
  viewerId: string,
  messages: GameChatMessage[],
): RefObject<HTMLDivElement | null> {
  const region = useRef<HTMLDivElement | null>(null);
  const inView = useInView(region);
  const pageVisible = usePageVisible();
  const newestFromOthers = messages.findLast((m) => m.sender.id !== viewerId)?.id;
  const { mutate: markRead } = useMarkGameChatRead();
  useEffect(() => {
    if (inView && pageVisible && newestFromOthers) markRead(gameId);
  }, [inView, pageVisible, newestFromOthers, gameId, markRead]);
  return region;
}
