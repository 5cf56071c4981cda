import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accountSuspensions } from '../../../db/schema/moderation.ts';
import { transactionRunner } from '../../../db/transaction.ts';

export type SuspensionRow = typeof accountSuspensions.$inferSelect;

/** The only code that reads and writes account_suspensions. */
export function createSuspensionsRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** The account's suspension row, expired or not (the caller compares `endsAt` with the clock). */
    async find(userId: string, executor: Database = db): Promise<SuspensionRow | undefined> {
      const [row] = await executor
        .select()
        .from(accountSuspensions)
        .where(eq(accountSuspensions.userId, userId));
      return row;
    },

    /** Writes the account's suspension, replacing an earlier one (a new period starts from now). */
    async upsert(values: SuspensionRow, tx: Database): Promise<void> {
      const { suspendedAt, endsAt, reason, suspendedBy } = values;
      await tx.insert(accountSuspensions).values(values).onConflictDoUpdate({
        target: accountSuspensions.userId,
        set: { suspendedAt, endsAt, reason, suspendedBy },
      });
    },

    /** Deletes the account's suspension; answers whether there was one. */
    async delete(userId: string, executor: Database = db): Promise<boolean> {
      const deleted = await executor
        .delete(accountSuspensions)
        .where(eq(accountSuspensions.userId, userId))
        .returning({ userId: accountSuspensions.userId });
      return deleted.length > 0;
    },
  };
}

export type SuspensionsRepository = ReturnType<typeof createSuspensionsRepository>;
