import type { ConversationSummary } from '@rally/shared/messages/messages.schemas';
import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { relativeTime } from '../../../lib/relative-time.ts';

type ConversationRowProps = {
  conversation: ConversationSummary;
  online: boolean;
  now: Date;
  onOpen: (friendId: string) => void;
};

/** The name a conversation goes by: the friend's name, else their username. */
export function conversationName(conversation: ConversationSummary): string {
  return conversation.friend.name ?? conversation.friend.username ?? 'Rally player';
}

/**
 * The last message's first line as the inbox shows it: "You: " before what the viewer sent, and the
 * tombstone for a message a moderator removed.
 */
export function conversationPreview(conversation: ConversationSummary): string {
  const { fromMe, removed } = conversation.lastMessage;
  const preview = removed ? moderationTexts.tombstone : conversation.lastMessage.preview;
  return fromMe ? `You: ${preview}` : preview;
}

/** One conversation: avatar with the online dot, name, the last line, when, and the unread count. */
export function ConversationRow({ conversation, online, now, onOpen }: ConversationRowProps) {
  const name = conversationName(conversation);
  const unread = conversation.unreadCount;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(conversation.friend.id)}
        className="flex w-full items-center gap-3 px-5 py-4 text-left outline-none transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset"
      >
        <InboxAvatar name={name} avatarUrl={conversation.friend.avatarUrl} online={online} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className={unread > 0 ? 'truncate font-bold' : 'truncate font-semibold'}>{name}</span>
            <time
              dateTime={conversation.lastMessage.sentAt}
              className="shrink-0 text-xs text-muted-foreground"
            >
              {relativeTime(conversation.lastMessage.sentAt, now)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-3">
            <span
              className={
                unread > 0 ? 'truncate text-sm text-foreground' : 'truncate text-sm text-muted-foreground'
              }
            >
              {conversationPreview(conversation)}
            </span>
            {unread > 0 ? (
              <span
                data-testid="conversation-unread"
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold text-white"
              >
                {unread > 99 ? '99+' : unread}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

function InboxAvatar({
  name,
  avatarUrl,
  online,
}: {
  name: string;
  avatarUrl: string | null;
  online: boolean;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="relative inline-flex shrink-0">
      {avatarUrl ? (
        <img src={avatarUrl} alt="" className="size-12 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
        >
          {initial}
        </span>
      )}
      {online ? (
        <span
          role="img"
          aria-label="Online"
          className="absolute right-0 bottom-0 size-3.5 rounded-full bg-green-600 ring-2 ring-card"
        />
      ) : null}
    </span>
  );
}
