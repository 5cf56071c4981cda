import { XIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { SafetyMenu } from '../../../components/safety/safety-menu.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { conversationMessages, useConversation } from '../api/get-conversation.ts';
import { useMarkConversationRead } from '../api/mark-conversation-read.ts';
import { rememberOpenConversation } from '../open-conversation.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageLog } from './message-log.tsx';

export type ConversationFriend = {
  userId: string;
  name: string;
  avatarUrl: string | null;
  online: boolean;
};

type ConversationDialogProps = {
  viewerId: string;
  friend: ConversationFriend;
  onClose: () => void;
};

/**
 * The conversation with one friend: full screen on a phone, a centred panel with a 600 px message area
 * (spec §2) on wider screens. New messages arrive through the live messages feed.
 */
export function ConversationDialog({ viewerId, friend, onClose }: ConversationDialogProps) {
  // While it is open, this friend's new messages raise no toast in this tab.
  useEffect(() => rememberOpenConversation(friend.userId), [friend.userId]);
  // After a block the thread is gone at once (its conversation is no longer the viewer's to read), before
  // the screens refetch and before the route has closed it: otherwise its query refetches and is refused.
  const [blocked, setBlocked] = useState(false);
  const closeAfterBlock = () => {
    setBlocked(true);
    onClose();
  };
  if (blocked) return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          // The panel itself takes the focus rather than its close button; the composer then takes it
          // where there is a keyboard (see MessageComposer).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-popover text-popover-foreground outline-none md:inset-auto md:top-1/2 md:left-1/2 md:w-[calc(100vw-4rem)] md:max-w-xl md:-translate-x-1/2 md:-translate-y-1/2 md:overflow-hidden md:rounded-xl md:border md:shadow-2xl"
        >
          <header className="flex items-center gap-3 border-b px-4 py-3">
            <Avatar friend={friend} />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-base font-bold">{friend.name}</Dialog.Title>
              <p className="text-xs text-muted-foreground">{friend.online ? 'Online' : 'Direct messages'}</p>
            </div>
            <SafetyMenu
              label={`More actions for ${friend.name}`}
              report={{
                type: 'profile',
                id: friend.userId,
                label: friend.name,
                owner: { id: friend.userId, name: friend.name },
              }}
              block={{ id: friend.userId, name: friend.name }}
              // A blocked friend's thread closes; the inbox refetches without it.
              onBlocked={closeAfterBlock}
            />
            <Dialog.Close
              aria-label="Close conversation"
              className="inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              <XIcon className="size-5" aria-hidden />
            </Dialog.Close>
          </header>
          <ConversationBody viewerId={viewerId} friend={friend} onBlocked={closeAfterBlock} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ConversationBodyProps = {
  viewerId: string;
  friend: ConversationFriend;
  /** A message reported with "Also block": the thread closes as a block from the header does. */
  onBlocked: () => void;
};

function ConversationBody({ viewerId, friend, onBlocked }: ConversationBodyProps) {
  const conversation = useConversation(friend.userId);
  const messages = conversationMessages(conversation.data);
  // Read once the messages are on screen, and again whenever the friend's newest one arrives while open.
  const newestFromFriend = messages.findLast((m) => m.senderId === friend.userId)?.id;
  const { mutate: markRead } = useMarkConversationRead();
  const shown = conversation.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message from the friend is what re-reads
  useEffect(() => {
    if (shown) markRead(friend.userId);
  }, [shown, friend.userId, newestFromFriend, markRead]);

  if (conversation.isPending) {
    return (
      <p
        role="status"
        className="flex flex-1 items-center justify-center px-6 py-10 text-sm text-muted-foreground md:h-[600px] md:max-h-[calc(100dvh-13rem)] md:flex-none"
      >
        Loading messages...
      </p>
    );
  }
  if (conversation.isError) {
    // 403: no longer friends (the server's own words); anything else may pass on a retry.
    const forbidden = isApiError(conversation.error) && conversation.error.status === 403;
    return (
      <div className="flex-1 p-4 md:h-[600px] md:max-h-[calc(100dvh-13rem)] md:flex-none">
        <LoadError
          message={forbidden ? errorMessage(conversation.error) : 'Failed to load messages'}
          onRetry={forbidden ? undefined : () => conversation.refetch()}
        />
      </div>
    );
  }
  return (
    <>
      <MessageLog
        messages={messages}
        viewerId={viewerId}
        friend={{ id: friend.userId, name: friend.name }}
        onBlocked={onBlocked}
        hasEarlier={conversation.hasNextPage}
        loadingEarlier={conversation.isFetchingNextPage}
        onLoadEarlier={() => void conversation.fetchNextPage()}
      />
      <MessageComposer friendId={friend.userId} friendName={friend.name} />
    </>
  );
}

function Avatar({ friend }: { friend: ConversationFriend }) {
  const initial = friend.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="relative inline-flex shrink-0">
      {friend.avatarUrl ? (
        <img src={friend.avatarUrl} alt="" className="size-10 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-10 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground"
        >
          {initial}
        </span>
      )}
      {friend.online ? (
        <span
          aria-hidden
          className="absolute right-0 bottom-0 size-3 rounded-full bg-green-600 ring-2 ring-popover"
        />
      ) : null}
    </span>
  );
}
