import { gameChatMessages as chatTexts } from '@rally/shared/game-chat/game-chat.messages';
import { useId, useRef } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { gameChatMessages, useGameChat } from '../api/get-game-chat.ts';
import { useLiveGameChat } from '../hooks/use-live-game-chat.ts';
import { useReadWhenShown } from '../hooks/use-read-when-shown.ts';
import { CHAT_FRAGMENT, useScrollToChat } from '../hooks/use-scroll-to-chat.ts';
import { GameChatComposer } from './game-chat-composer.tsx';
import { GameChatLog } from './game-chat-log.tsx';
import { MuteChatSwitch } from './mute-chat-switch.tsx';
import { PinnedAnnouncements } from './pinned-announcements.tsx';

export const CHAT_LOAD_FAILED = 'Failed to load the chat';

type GameChatPanelProps = {
  gameId: string;
  viewerId: string;
  /**
   * What of the game decides the viewer's rights in the chat (co-host, called off, start), as one
   * string from the page's data: the chat refetches when it changes.
   */
  standing?: string;
};

/**
 * The game's chat on its page, for those the server lets read it (`abilities.canChat`): the pinned
 * announcements, the messages live, and the composer, or why the chat is closed. It is reachable at
 * `#chat` (where a pushed or emailed message leads) and reads itself once its newest messages are on
 * screen.
 */
export function GameChatPanel({ gameId, viewerId, standing = '' }: GameChatPanelProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const chat = useGameChat(gameId);
  useLiveGameChat(viewerId, gameId, standing);
  useScrollToChat(section, !chat.isPending);
  const newest = chat.data?.pages[0];

  return (
    <section
      ref={section}
      id={CHAT_FRAGMENT}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b px-4 py-4 sm:px-6">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          Chat
        </h2>
        {newest ? <MuteChatSwitch gameId={gameId} muted={newest.viewer.muted} /> : null}
      </header>
      {chat.isPending ? (
        <p role="status" className="px-6 py-10 text-center text-sm text-muted-foreground">
          Loading chat...
        </p>
      ) : chat.isError ? (
        <div className="p-4 sm:p-6">
          {isApiError(chat.error) && chat.error.status === 403 ? (
            // No longer one of the players: the server's own words, and nothing to retry.
            <LoadError message={errorMessage(chat.error)} />
          ) : (
            <LoadError
              message={CHAT_LOAD_FAILED}
              onRetry={() => void chat.refetch()}
              retrying={chat.isRefetching}
            />
          )}
        </div>
      ) : chat.data ? (
        <LoadedChat gameId={gameId} viewerId={viewerId} chat={chat} />
      ) : null}
    </section>
  );
}

/** The chat as loaded: announcements, the log (read once on screen), and the composer or why it is closed. */
function LoadedChat({
  gameId,
  viewerId,
  chat,
}: {
  gameId: string;
  viewerId: string;
  chat: ReturnType<typeof useGameChat>;
}) {
  const messages = gameChatMessages(chat.data);
  const region = useReadWhenShown(gameId, viewerId, messages);
  const newest = chat.data?.pages[0];
  if (!newest) return null;
  return (
    <>
      <PinnedAnnouncements pinned={newest.pinned} />
      <GameChatLog
        messages={messages}
        viewerId={viewerId}
        hasEarlier={chat.hasNextPage}
        loadingEarlier={chat.isFetchingNextPage}
        onLoadEarlier={() => void chat.fetchNextPage()}
        regionRef={region}
      />
      {newest.viewer.canWrite ? (
        <GameChatComposer
          gameId={gameId}
          canAnnounce={newest.viewer.canAnnounce}
          announcementsLeft={newest.viewer.announcementsLeft}
        />
      ) : (
        <p role="status" className="border-t px-4 py-4 text-sm text-muted-foreground sm:px-6">
          {newest.viewer.closedReason ?? chatTexts.closed}
        </p>
      )}
    </>
  );
}
