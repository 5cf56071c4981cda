// Owner: delivery.
import { bigserial, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Notifications waiting to be handed to the delivery jobs. A row is written in the transaction of the
 * action that caused it (so a rolled-back action sends nothing) and removed once its jobs are queued.
 */
export const deliveryOutbox = pgTable('delivery_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  link: text('link'),
  notificationId: uuid('notification_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
