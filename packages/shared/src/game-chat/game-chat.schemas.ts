import { z } from 'zod';
import { gameIdParams } from '../games/games.schemas.ts';
import { messageHistoryQuery, sendMessageInput } from '../messages/messages.schemas.ts';

/** The path of every chat endpoint: the game's id (the games' own parameter, answering "Game Not Found"). */
export const gameChatParams = gameIdParams;

/** A page of history: the newest `limit` messages sent before `before`, as a conversation pages. */
export const gameChatHistoryQuery = messageHistoryQuery;
export type GameChatHistoryQuery = z.input<typeof gameChatHistoryQuery>;

export const gameChatMessageSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  sender: z.object({
    id: z.string(),
    name: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  /** Plain text: shown as text, never as HTML. */
  message: z.string(),
  /** ISO date-time. */
  sentAt: z.string(),
  /** Posted by the host or a co-host as an announcement: pinned, and delivered to every player at once. */
  isAnnouncement: z.boolean(),
  /** Removed by a moderator: its text is emptied, and the chat shows a tombstone in its place. */
  removed: z.boolean(),
});
export type GameChatMessage = z.infer<typeof gameChatMessageSchema>;

/** What the viewer may do in this chat, decided by the server. */
export const gameChatViewerSchema = z.object({
  canWrite: z.boolean(),
  /** Why the chat takes no new messages (closed after the game, or called off); null while it is open. */
  closedReason: z.string().nullable(),
  muted: z.boolean(),
  /** The host or a co-host, while the chat is open. */
  canAnnounce: z.boolean(),
  /** How many announcements the game may still post in the current 24 hours (0 for others). */
  announcementsLeft: z.number().int().min(0),
});
export type GameChatViewer = z.infer<typeof gameChatViewerSchema>;

/** GET /api/games/{id}/chat. */
export const gameChatSchema = z.object({
  /** Oldest first. */
  messages: z.array(gameChatMessageSchema),
  /** Whether older messages remain: ask again with `before` set to the first message's sentAt. */
  hasMore: z.boolean(),
  /** The announcements, newest first, at most 3, whatever page the messages are on. */
  pinned: z.array(gameChatMessageSchema),
  viewer: gameChatViewerSchema,
});
export type GameChat = z.infer<typeof gameChatSchema>;

/** POST /api/games/{id}/chat: a direct message's body (trimmed, 1..2,000, no profanity), maybe an announcement. */
export const sendGameChatMessageInput = sendMessageInput.extend({
  announcement: z.boolean().optional(),
});
export type SendGameChatMessageInput = z.input<typeof sendGameChatMessageInput>;

/** POST /api/games/{id}/chat/read: read up to the newest message. */
export const gameChatReadSchema = z.object({ message: z.string() });

/** PUT /api/games/{id}/chat/mute. */
export const muteGameChatInput = z.object({ muted: z.boolean() });
export type MuteGameChatInput = z.input<typeof muteGameChatInput>;
export const gameChatMuteSchema = z.object({ muted: z.boolean() });
export type GameChatMute = z.infer<typeof gameChatMuteSchema>;
