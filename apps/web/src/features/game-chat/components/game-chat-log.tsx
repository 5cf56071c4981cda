import type { GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import type { Ref } from 'react';
import { MessageLogFrame } from '../../../components/chat/message-log-frame.tsx';
import { ChatMessageItem } from './chat-message-item.tsx';

type GameChatLogProps = {
  messages: GameChatMessage[];
  viewerId: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The scrolling region, for whoever needs to know whether it is on screen. */
  regionRef?: Ref<HTMLDivElement>;
};

/** The game's chat, oldest first, in a region of its own height inside the game page. */
export function GameChatLog({ messages, viewerId, ...log }: GameChatLogProps) {
  return (
    <MessageLogFrame
      {...log}
      messages={messages}
      ariaLabel="Chat messages"
      emptyHint="Say hi to the other players!"
      className="h-96 max-h-[60dvh] sm:px-6"
      renderItem={(message, now) => (
        <ChatMessageItem key={message.id} message={message} mine={message.sender.id === viewerId} now={now} />
      )}
    />
  );
}
