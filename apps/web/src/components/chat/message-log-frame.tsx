import { MessageCircleIcon } from 'lucide-react';
import { type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';

type MessageLogFrameProps<M extends { id: string }> = {
  /** Oldest first. */
  messages: M[];
  /** One list item for a message; `now` is shared by the whole render so relative times agree. */
  renderItem: (message: M, now: Date) => ReactNode;
  ariaLabel: string;
  /** The line under "No messages yet". */
  emptyHint: ReactNode;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The scrolling region, for whoever needs to know whether it is on screen. */
  regionRef?: Ref<HTMLDivElement>;
  /** The region's size and padding, which depend on where the log sits. */
  className?: string;
};

/**
 * A message history, oldest first, kept scrolled to the newest message inside its own region (the page
 * does not jump). Loading earlier messages keeps the reader's place; a new message at the end scrolls
 * into view.
 */
export function MessageLogFrame<M extends { id: string }>({
  messages,
  renderItem,
  ariaLabel,
  emptyHint,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  regionRef,
  className,
}: MessageLogFrameProps<M>) {
  const scroller = useRef<HTMLDivElement | null>(null);
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

  const setRegion = (element: HTMLDivElement | null) => {
    scroller.current = element;
    if (typeof regionRef === 'function') regionRef(element);
    else if (regionRef) regionRef.current = element;
  };

  const now = new Date();
  return (
    <div
      ref={setRegion}
      role="log"
      aria-live="polite"
      aria-label={ariaLabel}
      // The log scrolls, so keyboard users must be able to reach it to scroll (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
      tabIndex={0}
      className={cn(
        'overflow-y-auto px-4 py-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-inset',
        className,
      )}
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
          <p className="text-sm text-muted-foreground">{emptyHint}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">{messages.map((message) => renderItem(message, now))}</ul>
      )}
    </div>
  );
}
