import { z } from 'zod';
import { boundedDateTime, DATE_TIME_MAX, DATE_TIME_MIN } from '../date-time.ts';
import { textPathParam } from '../ids.ts';
import { cleanText } from '../text-filter.ts';

import { MESSAGE_MAX_LENGTH } from './messages.limits.ts';

export { MESSAGE_MAX_LENGTH };
/** A conversation loads the newest 50 messages, and at most 100 per page. */
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;
/** Sending is limited per user, so one account cannot flood a friend. */
export const MESSAGES_PER_MINUTE = 30;

export const messagesMessages = {
  empty: 'Please type a message before sending.',
  // Written out rather than formatted: number formatting on import loads the locale data on every page.
  tooLong: 'Messages can be at most 2,000 characters.',
  notFriends: 'You can only message your friends.',
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
  invalidBefore: `before must be an ISO date-time between ${DATE_TIME_MIN.slice(0, 10)} and ${DATE_TIME_MAX.slice(0, 10)}`,
  markedRead: 'Conversation marked as read',
  /** The push and email title of a message the receiver has not read. */
  newMessageTitle: (name: string) => `New message from ${name}`,
} as const;

export const directMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  /** Plain text; empty once a moderator removed it. */
  message: z.string(),
  /** ISO date-time. */
  sentAt: z.string(),
  /** Removed by a moderator: its text is emptied, and the conversation shows a tombstone in its place. */
  removed: z.boolean(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationParams = z.object({
  friendId: textPathParam("The friend's user id", 200, { code: 'user_not_found', message: 'User not found' }),
});

/** A page of history: the newest `limit` messages sent before `before` (all when omitted). */
export const messageHistoryQuery = z.object({
  before: boundedDateTime(messagesMessages.invalidBefore).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
});
export type MessageHistoryQuery = z.input<typeof messageHistoryQuery>;

export const messageHistorySchema = z.object({
  /** Oldest first. */
  messages: z.array(directMessageSchema),
  /** Whether older messages remain: ask again with `before` set to the first message's sentAt. */
  hasMore: z.boolean(),
});
export type MessageHistory = z.infer<typeof messageHistorySchema>;

/** The composer and the server: trimmed, not blank, at most 2,000 characters, no profanity or slurs. */
export const sendMessageInput = z.object({
  message: z
    .string({ error: messagesMessages.empty })
    .trim()
    .min(1, messagesMessages.empty)
    .max(MESSAGE_MAX_LENGTH, messagesMessages.tooLong)
    .apply(cleanText('message')),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** One conversation in the inbox: the friend, the last message's first line, and what is unread. */
export const conversationSummarySchema = z.object({
  friend: z.object({
    id: z.string(),
    name: z.string().nullable(),
    username: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  lastMessage: z.object({
    /** The first line, cut to a preview's length. */
    preview: z.string(),
    sentAt: z.string(),
    fromMe: z.boolean(),
    /** The last message was removed by a moderator: the preview is empty, a tombstone stands in. */
    removed: z.boolean(),
  }),
  unreadCount: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/**
 * One game's chat in the inbox: each game the viewer plays in (or runs) with at least one message, whose
 * start is at most 14 days ago or later.
 */
export const gameChatSummarySchema = z.object({
  game: z.object({
    id: z.string(),
    title: z.string(),
    sport: z.string(),
    /** ISO instant. */
    startsAt: z.string(),
    /** The host's wall-clock date (yyyy-MM-dd) and time (HH:MM). */
    date: z.string(),
    time: z.string(),
  }),
  lastMessage: z.object({
    /** The first line, cut to a preview's length. */
    preview: z.string(),
    sentAt: z.string(),
    fromMe: z.boolean(),
    senderName: z.string().nullable(),
    isAnnouncement: z.boolean(),
    /** The last message was removed by a moderator: the preview is empty, a tombstone stands in. */
    removed: z.boolean(),
  }),
  /** Messages from others after the viewer's read marker: shown even when muted. */
  unreadCount: z.number().int().min(0),
  muted: z.boolean(),
});
export type GameChatSummary = z.infer<typeof gameChatSummarySchema>;

/**
 * GET /api/messages: the viewer's conversations and game chats, each newest activity first, and the
 * unread total (direct messages plus the game chats the viewer has not muted).
 */
export const inboxSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  gameChats: z.array(gameChatSummarySchema),
  unreadTotal: z.number().int().min(0),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** GET /api/messages/unread: the badge's number alone (the app shell asks it on every page). */
export const unreadMessagesSchema = z.object({ unreadTotal: z.number().int().min(0) });
/** How long an inbox preview is at most. */
export const MESSAGE_PREVIEW_LENGTH = 120;
/** POST /api/messages/:friendId/read: the conversation is read up to its newest message. */
export const conversationReadSchema = z.object({ message: z.string() });
