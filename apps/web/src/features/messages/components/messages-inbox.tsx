import type { Inbox } from '@rally/shared/messages/messages.schemas';
import { MessageCircleIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useInbox } from '../api/get-inbox.ts';
import { ConversationRow } from './conversation-row.tsx';
import { GameChatRow } from './game-chat-row.tsx';

export const INBOX_LOAD_FAILED = 'Failed to load messages';

type MessagesInboxProps = {
  /** Opens the conversation with that friend (the page around it owns the address). */
  onOpen: (friendId: string) => void;
  /** Whether the friend shares that they are online; presence lives with the friends list. */
  isOnline: (friendId: string) => boolean;
  /** Leads to the friends list, where a conversation starts. */
  onShowFriends: () => void;
};

/**
 * One line of the inbox: a friend's conversation or a game's chat. Both arrive newest first; the
 * inbox interleaves them by their last message.
 */
type InboxEntry =
  | { kind: 'conversation'; conversation: Inbox['conversations'][number] }
  | { kind: 'game'; chat: Inbox['gameChats'][number] };

const lastActivity = (entry: InboxEntry) =>
  Date.parse(
    entry.kind === 'conversation' ? entry.conversation.lastMessage.sentAt : entry.chat.lastMessage.sentAt,
  );

/**
 * Direct messages and game chats in one list, the most recent activity first: the server's two lists,
 * each already newest first, merged (so each keeps the server's order).
 */
export function inboxEntries(inbox: Inbox): InboxEntry[] {
  const conversations: InboxEntry[] = inbox.conversations.map((conversation) => ({
    kind: 'conversation',
    conversation,
  }));
  const games: InboxEntry[] = inbox.gameChats.map((chat) => ({ kind: 'game', chat }));
  const entries: InboxEntry[] = [];
  let [c, g] = [0, 0];
  while (c < conversations.length || g < games.length) {
    const conversation = conversations[c];
    const game = games[g];
    // A tie goes to the direct message.
    if (conversation && (!game || lastActivity(conversation) >= lastActivity(game))) {
      entries.push(conversation);
      c += 1;
    } else if (game) {
      entries.push(game);
      g += 1;
    }
  }
  return entries;
}

/** The Messages tab: conversations and game chats, newest activity first, each with its unread count. */
export function MessagesInbox({ onOpen, isOnline, onShowFriends }: MessagesInboxProps) {
  const inbox = useInbox();

  if (inbox.isPending) {
    return (
      <p role="status" className="px-5 py-10 text-center text-sm text-muted-foreground">
        Loading messages...
      </p>
    );
  }
  if (inbox.isError) {
    return (
      <div className="p-5">
        <LoadError
          message={INBOX_LOAD_FAILED}
          onRetry={() => inbox.refetch()}
          retrying={inbox.isRefetching}
        />
      </div>
    );
  }
  const entries = inboxEntries(inbox.data);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={MessageCircleIcon}
        title="No messages yet"
        detail="Start a conversation with Message beside a friend in Friends."
        action={<Button onClick={onShowFriends}>Go to Friends</Button>}
      />
    );
  }
  // One instant for every row, so neighbouring times agree.
  const now = new Date();
  return (
    <ul aria-label="Conversations" className="divide-y">
      {entries.map((entry) =>
        entry.kind === 'conversation' ? (
          <ConversationRow
            key={`friend-${entry.conversation.friend.id}`}
            conversation={entry.conversation}
            online={isOnline(entry.conversation.friend.id)}
            now={now}
            onOpen={onOpen}
          />
        ) : (
          <GameChatRow key={`game-${entry.chat.game.id}`} chat={entry.chat} now={now} />
        ),
      )}
    </ul>
  );
}
