import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type GameReminderMark, gameRemindersSent } from '../../db/schema/game-reminders.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { gameColumns, gamePlayerColumns } from '../games/games.read-model.ts';

/** A reminder claimed for sending: the game as its players know it, and who plays. */
export type DueReminder = {
  gameId: string;
  mark: GameReminderMark;
  title: string;
  date: string;
  time: string;
  location: string;
  participantIds: string[];
};

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The games (id, mark, start) whose reminder is due at `now`, as a `due` common table expression. */
function dueReminders(input: { now: Date; catchUpMs: number }) {
  const now = input.now.toISOString();
  return sql`marks (mark, lead) as (values ('24h', interval '24 hours'), ('1h', interval '1 hour')),
    due as (
      select g.id, marks.mark, g.starts_at
      from marks
      join ${gameColumns.source} g
        on g.starts_at > ${now}::timestamptz
        and g.starts_at <= ${now}::timestamptz + marks.lead
        and g.starts_at > ${now}::timestamptz + marks.lead - ${input.catchUpMs} * interval '1 millisecond'
        and g.starts_at - marks.lead >= g.created_at
        -- A game called off for too few players is not played: its reminders are dropped.
        and g.called_off_at is null
    )`;
}

/**
 * The reminders' bookkeeping, and the games it reads to find them (start, title, place and players,
 * read only: the games feature owns them).
 */
export function createRemindersRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /**
     * Claims every reminder due at `now` in one statement: a game not started yet whose mark (24 h or
     * 1 h before its start) passed within `catchUpMs` (a process down for a few minutes still sends
     * them) and after the game was created (a game made 50 minutes ahead needs no "in 1 hour"), with no
     * row yet for that game, mark and start. The unique insert is the claim, so of several processes
     * only one gets each reminder; a moved start has no row yet and is reminded again.
     */
    /**
     * The players of every game with a reminder due at `now` (see claimDue), read before claiming so
     * their preferences are known outside the claiming transaction.
     */
    async playersDue(input: { now: Date; catchUpMs: number }): Promise<string[]> {
      const result = await db.execute(sql`
        with ${dueReminders(input)}
        select distinct p.user_id as "userId"
        from due join ${gamePlayerColumns.source} p on p.game_id = due.id`);
      return rowsOf<{ userId: string }>(result).map((row) => row.userId);
    },

    /**
     * Claims every reminder due at `now` in one statement: a game not started yet whose mark (24 h or
     * 1 h before its start) passed within `catchUpMs` (a process down for a few minutes still sends
     * them) and after the game was created (a game made 50 minutes ahead needs no "in 1 hour"), with no
     * row yet for that game, mark and start. The unique insert is the claim, so of several processes
     * only one gets each reminder; a moved start has no row yet and is reminded again.
     */
    async claimDue(input: { now: Date; catchUpMs: number }, tx: Database): Promise<DueReminder[]> {
      const now = input.now.toISOString();
      const result = await tx.execute(sql`
        with ${dueReminders(input)},
        claimed as (
          insert into ${gameRemindersSent} (game_id, mark, starts_at, sent_at)
          select id, mark, starts_at, ${now}::timestamptz from due
          on conflict do nothing
          returning game_id, mark
        )
        select g.id as "gameId", claimed.mark, g.title, g.date::text as date, g.time, g.location,
          array(select p.user_id from ${gamePlayerColumns.source} p where p.game_id = g.id order by p.joined_at)
            as "participantIds"
        from claimed
        join ${gameColumns.source} g on g.id = claimed.game_id
        order by g.starts_at, g.id`);
      return rowsOf<DueReminder>(result);
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
