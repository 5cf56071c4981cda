import type { DirectMessage } from '@rally/shared/messages/messages.schemas';
import { MessageCircleIcon } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { relativeTime } from '../../../lib/relative-time.ts';
import { MessageBubble } from './message-bubble.tsx';

type MessageLogProps = {
  messages: DirectMessage[];
  viewerId: string;
  friendName: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

/**
 * The conversation, oldest first, kept scrolled to the newest message. Loading earlier messages keeps
 * the reader's place instead of jumping; a new message at the end scrolls it into view.
 */
export function MessageLog({
  messages,
  viewerId,
  friendName,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<{ firstId?: string; lastId?: string }>({});
  // Taken when "Load earlier messages" is pressed: the distance from the bottom that must not change.
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (lastId !== seen.current.lastId) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== seen.current.firstId && anchor.current) {
      // Older messages were put above: hold the ones on screen where they were.
      element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
      anchor.current = null;
    }
    seen.current = { firstId, lastId };
  }, [firstId, lastId]);

  const loadEarlier = () => {
    const element = scroller.current;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    onLoadEarlier();
  };

  const now = new Date();
  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${friendName}`}
      // The log scrolls, so keyboard users must be able to reach it to scroll (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-inset md:h-[600px] md:max-h-[calc(100dvh-13rem)] md:flex-none"
    >
      {hasEarlier ? (
        <div className="mb-4 flex justify-center">
          <Button variant="outline" size="sm" disabled={loadingEarlier} onClick={loadEarlier}>
            {loadingEarlier ? 'Loading...' : 'Load earlier messages'}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <MessageCircleIcon className="size-6 text-muted-foreground" aria-hidden />
          </span>
          <p className="font-semibold">No messages yet</p>
          <p className="text-sm text-muted-foreground">Say hi to {friendName}!</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => {
            const mine = message.senderId === viewerId;
            return (
              <MessageBubble
                key={message.id}
                message={message}
                mine={mine}
                author={mine ? 'You' : friendName}
                timeLabel={relativeTime(message.sentAt, now)}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
