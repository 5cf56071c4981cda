import type { DirectMessage } from '@rally/shared/messages/messages.schemas';
import { RemovedByModerator } from '../../../components/removed-by-moderator.tsx';
import { ReportButton } from '../../../components/safety/report-button.tsx';
import { cn } from '../../../lib/cn.ts';

type MessageBubbleProps = {
  message: DirectMessage;
  mine: boolean;
  /** Who wrote it, for screen readers ("You" or the friend's name). */
  author: string;
  timeLabel: string;
  /** The friend who sent it (null for the viewer's own): their messages can be reported. */
  sender: { id: string; name: string } | null;
  onBlocked: () => void;
};

/**
 * One message: the user's own on the right in the brand colour, the friend's on the left; one a moderator
 * removed keeps its place and time, with a tombstone for its text.
 */
export function MessageBubble({ message, mine, author, timeLabel, sender, onBlocked }: MessageBubbleProps) {
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      {message.removed ? (
        <RemovedByModerator className="max-w-[80%]" />
      ) : (
        <p
          className={cn(
            'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
            mine
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md bg-muted text-foreground',
          )}
        >
          <span className="sr-only">{author}: </span>
          {message.message}
        </p>
      )}
      <div className="flex items-center gap-1">
        <time dateTime={message.sentAt} className="px-1 text-[11px] text-muted-foreground">
          {timeLabel}
        </time>
        {sender && !message.removed ? (
          <ReportButton
            label="Report this message"
            target={{ type: 'direct_message', id: message.id, label: 'this message', owner: sender }}
            onBlocked={onBlocked}
          />
        ) : null}
      </div>
    </li>
  );
}
