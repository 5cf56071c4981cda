import type { DirectMessage } from '@rally/shared/messages/messages.schemas';
import { MessageLogFrame } from '../../../components/chat/message-log-frame.tsx';
import { relativeTime } from '../../../lib/relative-time.ts';
import { MessageBubble } from './message-bubble.tsx';

type MessageLogProps = {
  messages: DirectMessage[];
  viewerId: string;
  friend: { id: string; name: string };
  /** After a message was reported with "Also block". */
  onBlocked: () => void;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

/** The conversation, oldest first, filling the dialog on a phone and of a set height on a wider screen. */
export function MessageLog({ messages, viewerId, friend, onBlocked, ...log }: MessageLogProps) {
  const friendName = friend.name;
  return (
    <MessageLogFrame
      {...log}
      messages={messages}
      ariaLabel={`Messages with ${friendName}`}
      emptyHint={<>Say hi to {friendName}!</>}
      className="min-h-0 flex-1 md:h-[600px] md:max-h-[calc(100dvh-13rem)] md:flex-none"
      renderItem={(message, now) => {
        const mine = message.senderId === viewerId;
        return (
          <MessageBubble
            key={message.id}
            message={message}
            mine={mine}
            author={mine ? 'You' : friendName}
            sender={mine ? null : friend}
            onBlocked={onBlocked}
            timeLabel={relativeTime(message.sentAt, now)}
          />
        );
      }}
    />
  );
}
