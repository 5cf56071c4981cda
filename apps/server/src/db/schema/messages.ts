// Owner: messages.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Direct messages between two users; photo_url is kept for the spec's shape and is always empty. */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    photoUrl: text('photo_url'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator removed it: kept as evidence, shown as a tombstone where it stood. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('direct_messages_pair_idx').on(table.senderId, table.receiverId, table.sentAt),
    index('direct_messages_receiver_idx').on(table.receiverId, table.sentAt),
  ],
);
