// Owner: messages.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Where a reader stands in the conversation with one friend, kept on the server so it holds on every
 * device. `read_until`: every message from that friend sent at or before it is read (null: none read
 * yet); unread counts are the friend's messages after it (served by direct_messages_pair_idx).
 * `notified_until`: the friend's messages up to it have been handed to push and email, so a later
 * check does not send them twice.
 */
export const messageReadMarkers = pgTable(
  'message_read_markers',
  {
    readerId: text('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUntil: timestamp('read_until', { withTimezone: true }),
    notifiedUntil: timestamp('notified_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.readerId, table.friendId] })],
);
