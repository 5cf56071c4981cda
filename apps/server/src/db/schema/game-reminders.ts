// Owner: reminders.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { games } from './games.ts';

/** The reminders before a game's start, by how long before it they go out. */
export const GAME_REMINDER_MARKS = ['24h', '1h'] as const;
export type GameReminderMark = (typeof GAME_REMINDER_MARKS)[number];

/**
 * One row per reminder that went out: the game, the mark, and the start it was computed for. Claiming
 * the row (a unique insert) is what makes a reminder go out once across processes; a moved start has no
 * row yet, so it is reminded again at its new time; a cancelled (deleted) game takes its rows with it.
 */
export const gameRemindersSent = pgTable(
  'game_reminders_sent',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    mark: text('mark', { enum: GAME_REMINDER_MARKS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.mark, table.startsAt] })],
);
