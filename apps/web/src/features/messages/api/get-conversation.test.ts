import type { MessageHistory } from '@rally/shared/messages/messages.schemas';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationMessages, withSentMessage } from './get-conversation.ts';

const message = (id: string, minute: number) => ({
  id,
  senderId: 'me',
  receiverId: 'friend',
  message: `text ${id}`,
  sentAt: new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString(),
  removed: false,
});

/** Page 0 is the newest; page 1 was fetched with "Load earlier messages". */
const twoPages: InfiniteData<MessageHistory> = {
  pages: [
    { messages: [message('c', 3), message('d', 4)], hasMore: true },
    { messages: [message('a', 1), message('b', 2)], hasMore: false },
  ],
  pageParams: [undefined, message('c', 3).sentAt],
};

describe('conversationMessages', () => {
  it('lists every page oldest first', () => {
    expect(conversationMessages(twoPages).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows a message once even if two pages hold it', () => {
    const overlapping = {
      ...twoPages,
      pages: [twoPages.pages[0]!, { messages: [message('c', 3)], hasMore: false }],
    };
    expect(conversationMessages(overlapping).map((m) => m.id)).toEqual(['c', 'd']);
  });
});

describe('withSentMessage', () => {
  it('appends the sent message after the newest', () => {
    const next = withSentMessage(twoPages, message('e', 5));
    expect(conversationMessages(next).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('does not add a message the live event already brought', () => {
    expect(withSentMessage(twoPages, message('d', 4))).toBe(twoPages);
  });
});
