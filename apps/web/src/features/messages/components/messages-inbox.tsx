import { MessageCircleIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useInbox } from '../api/get-inbox.ts';
import { ConversationRow } from './conversation-row.tsx';

export const INBOX_LOAD_FAILED = 'Failed to load messages';

type MessagesInboxProps = {
  /** Opens the conversation with that friend (the page around it owns the address). */
  onOpen: (friendId: string) => void;
  /** Whether the friend shares that they are online; presence lives with the friends list. */
  isOnline: (friendId: string) => boolean;
  /** Leads to the friends list, where a conversation starts. */
  onShowFriends: () => void;
};

/** The Messages tab: conversations, newest activity first, each with its unread count. */
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
  if (inbox.data.conversations.length === 0) {
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
      {inbox.data.conversations.map((conversation) => (
        <ConversationRow
          key={conversation.friend.id}
          conversation={conversation}
          online={isOnline(conversation.friend.id)}
          now={now}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}
