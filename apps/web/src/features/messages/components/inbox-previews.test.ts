import type { ConversationSummary, GameChatSummary } from '@rally/shared/messages/messages.schemas';
import { describe, expect, it } from 'vitest';
import { conversationPreview } from './conversation-row.tsx';
import { gameChatPreview } from './game-chat-row.tsx';

const conversation = (lastMessage: Partial<ConversationSummary['lastMessage']>): ConversationSummary => ({
  friend: { id: 'u-bob', name: 'Bob', username: 'bob', avatarUrl: null },
  lastMessage: {
    preview: '',
    sentAt: '2026-11-27T10:00:00.000Z',
    fromMe: false,
    removed: true,
    ...lastMessage,
  },
  unreadCount: 0,
});

const gameChat = (lastMessage: Partial<GameChatSummary['lastMessage']>): GameChatSummary => ({
  game: {
    id: 'g-1',
    title: 'Sunday pickup',
    sport: 'soccer',
    startsAt: '2026-12-06T18:00:00.000Z',
    date: '2026-12-06',
    time: '18:00',
  },
  lastMessage: {
    preview: '',
    sentAt: '2026-11-27T10:00:00.000Z',
    fromMe: false,
    senderName: 'Pat Rivera',
    isAnnouncement: false,
    removed: true,
    ...lastMessage,
  },
  unreadCount: 0,
  muted: false,
});

describe("the inbox's preview of a last message a moderator removed", () => {
  it('shows the tombstone in a conversation, after "You: " when it was the viewer\'s', () => {
    expect(conversationPreview(conversation({}))).toBe('Removed by a moderator');
    expect(conversationPreview(conversation({ fromMe: true }))).toBe('You: Removed by a moderator');
  });

  it("shows the tombstone after the sender's first name in a game chat", () => {
    expect(gameChatPreview(gameChat({}))).toBe('Pat: Removed by a moderator');
  });
});
