import type { GameChatSummary } from '@rally/shared/messages/messages.schemas';
import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { sportInfo } from '@rally/shared/sports';
import { BellOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SportDisc } from '../../../components/sport-disc.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { formatWallClock } from '../../../lib/date-format.ts';
import { relativeTime } from '../../../lib/relative-time.ts';

/** Where a game chat's row leads: the game's page, at its chat. */
export const gameChatHref = (gameId: string) => `${paths.game.getHref(gameId)}#chat`;

/**
 * A game chat's last line as the inbox shows it: "You: " before the viewer's own, the sender's first
 * name before anyone else's, and "Announcement" before the host's announcements; the tombstone for a
 * line a moderator removed.
 */
export function gameChatPreview({ lastMessage }: GameChatSummary): string {
  const firstName = lastMessage.senderName?.trim().split(/\s+/)[0];
  const who = lastMessage.fromMe ? 'You' : firstName || 'A player';
  const line = `${who}: ${lastMessage.removed ? moderationTexts.tombstone : lastMessage.preview}`;
  return lastMessage.isAnnouncement ? `Announcement · ${line}` : line;
}

/** "Sat, Dec 6, 6:30 PM": when the game is, on the host's wall clock, as its page writes it. */
const gameWhen = ({ game }: GameChatSummary) =>
  formatWallClock(game, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * One game's chat in the inbox: the sport, the game's title and date, the last line, when, and the
 * unread count (greyed, beside a muted mark, when the viewer muted the chat, as the badge leaves it out).
 */
export function GameChatRow({ chat, now }: { chat: GameChatSummary; now: Date }) {
  const unread = chat.unreadCount;
  return (
    <li>
      <Link
        to={gameChatHref(chat.game.id)}
        className="flex w-full items-center gap-3 px-5 py-4 text-left outline-none transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset"
      >
        <SportDisc sport={chat.game.sport} size="lg" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className={unread > 0 && !chat.muted ? 'truncate font-bold' : 'truncate font-semibold'}>
              {chat.game.title}
            </span>
            <time dateTime={chat.lastMessage.sentAt} className="shrink-0 text-xs text-muted-foreground">
              {relativeTime(chat.lastMessage.sentAt, now)}
            </time>
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {sportInfo(chat.game.sport).label} game ·{' '}
            <time dateTime={chat.game.startsAt}>{gameWhen(chat)}</time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-3">
            <span
              className={
                unread > 0 && !chat.muted
                  ? 'truncate text-sm text-foreground'
                  : 'truncate text-sm text-muted-foreground'
              }
            >
              {gameChatPreview(chat)}
            </span>
            <span className="flex shrink-0 items-center gap-1.5">
              {chat.muted ? (
                <BellOffIcon role="img" aria-label="Muted" className="size-4 text-muted-foreground" />
              ) : null}
              {unread > 0 ? (
                <span
                  data-testid="conversation-unread"
                  className={cn(
                    'flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-[11px] font-bold',
                    chat.muted
                      ? 'bg-muted text-muted-foreground ring-1 ring-border'
                      : 'bg-red-600 text-white',
                  )}
                >
                  {unread > 99 ? '99+' : unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
