// Owner: game-chat.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { games } from './games.ts';

/**
 * One conversation per game among the people playing it (host, co-hosts, participants). A message
 * marked as an announcement was posted by the host or a co-host: it is pinned and delivered at once.
 * A cancelled game is deleted, and its chat with it.
 */
export const gameChatMessages = pgTable(
  'game_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isAnnouncement: boolean('is_announcement').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** When a moderator removed it: kept as evidence, shown as a tombstone where it stood. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    // History pages, unread counts and the inbox's last line: a game's messages by time.
    index('game_chat_messages_game_idx').on(table.gameId, table.sentAt, table.id),
    // The pinned announcements and the per-day cap read only the announcements.
    index('game_chat_messages_announcements_idx')
      .on(table.gameId, table.sentAt)
      .where(sql`${table.isAnnouncement}`),
  ],
);

/**
 * Where one player stands in one game's chat, kept on the server so it holds on every device:
 * `read_until` (every message sent at or before it is read), `notified_until` (messages up to it were
 * handed to push and email, so a later check does not send them twice) and whether they muted it.
 */
export const gameChatReaders = pgTable(
  'game_chat_readers',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUntil: timestamp('read_until', { withTimezone: true }),
    notifiedUntil: timestamp('notified_until', { withTimezone: true }),
    muted: boolean('muted').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_chat_readers_user_idx').on(table.userId),
  ],
);
