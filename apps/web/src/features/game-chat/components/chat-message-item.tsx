import type { GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { RemovedByModerator } from '../../../components/removed-by-moderator.tsx';
import { ReportButton } from '../../../components/safety/report-button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatFullMoment } from '../../../lib/date-format.ts';
import { relativeTime } from '../../../lib/relative-time.ts';

type ChatMessageItemProps = {
  message: GameChatMessage;
  mine: boolean;
  now: Date;
};

/**
 * One message of the game's chat: the sender's avatar and name over the text (the viewer's own as
 * "You", on the right in the brand colour), when it was sent, and an announcement's mark. One a
 * moderator removed keeps its sender and time, with a tombstone for its text.
 */
export function ChatMessageItem({ message, mine, now }: ChatMessageItemProps) {
  const name = message.sender.name ?? UNKNOWN_PLAYER;
  return (
    <li className={cn('flex items-end gap-2', mine ? 'flex-row-reverse' : 'flex-row')}>
      {mine ? null : (
        <PlayerAvatar name={message.sender.name} avatarUrl={message.sender.avatarUrl} size="sm" />
      )}
      <div className={cn('flex max-w-[80%] min-w-0 flex-col gap-1', mine ? 'items-end' : 'items-start')}>
        <p className="flex flex-wrap items-baseline gap-x-2 px-1 text-xs">
          <span className="font-semibold">{mine ? 'You' : name}</span>
          <time
            dateTime={message.sentAt}
            title={formatFullMoment(message.sentAt)}
            className="text-muted-foreground"
          >
            {relativeTime(message.sentAt, now)}
          </time>
          {message.isAnnouncement ? <AnnouncementMark /> : null}
          {mine || message.removed ? null : (
            <ReportButton
              label="Report this message"
              target={{
                type: 'game_chat_message',
                id: message.id,
                label: 'this message',
                owner: { id: message.sender.id, name },
              }}
              className="size-6 self-center"
            />
          )}
        </p>
        {message.removed ? (
          <RemovedByModerator />
        ) : (
          <p
            className={cn(
              'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
              mine
                ? 'rounded-br-md bg-primary text-primary-foreground'
                : 'rounded-bl-md bg-muted text-foreground',
              message.isAnnouncement && 'ring-2 ring-amber-500/70',
            )}
          >
            {message.message}
          </p>
        )}
      </div>
    </li>
  );
}

/** The word that marks an announcement, wherever one shows. */
export function AnnouncementMark() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      Announcement
    </span>
  );
}
