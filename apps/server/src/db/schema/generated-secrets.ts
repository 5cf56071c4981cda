// Owner: platform.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generated because no setting gave them (the auth secret, the Web Push key pair):
 * kept in the database, so every process on it uses the same ones without configuration.
 */
export const generatedSecrets = pgTable('generated_secrets', {
  name: text('name').primaryKey(),
  /** The secret as the app uses it (a JSON text for a key pair). */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
