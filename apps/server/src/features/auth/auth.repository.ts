import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resetCodes, users } from '../../db/schema/auth.ts';

export type AccountRow = {
  id: string;
  email: string;
  username: string;
  name: string;
  emailVerified: boolean;
};

const accountColumns = {
  id: users.id,
  email: users.email,
  username: sql<string>`coalesce(${users.username}, '')`,
  name: users.name,
  emailVerified: users.emailVerified,
};

/** The only code that reads the account tables outside better-auth. */
export function createAuthRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    async findByUsername(username: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(eq(users.username, username.toLowerCase()));
      return row;
    },

    /** Deletes accounts never verified and created before the cutoff (their rows go with them); returns how many. */
    async deleteUnverifiedCreatedBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(users)
        .where(and(eq(users.emailVerified, false), lt(users.createdAt, cutoff)))
        .returning({ id: users.id });
      return deleted.length;
    },

    /** Replaces any open username-reminder code of the user with a new one. */
    async replaceUsernameCode(input: { id: string; userId: string; codeHash: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .delete(resetCodes)
          .where(and(eq(resetCodes.userId, input.userId), eq(resetCodes.type, 'username_reset')));
        await tx.insert(resetCodes).values({ ...input, type: 'username_reset' });
      });
    },

    /**
     * Checks a username-reminder code under a row lock, so concurrent guesses are counted one by one:
     * a match marks the code used; a miss adds a failed attempt.
     */
    async consumeUsernameCode(input: {
      userId: string;
      matches: (codeHash: string) => boolean;
      now: Date;
      maxAttempts: number;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [code] = await tx
          .select()
          .from(resetCodes)
          .where(
            and(
              eq(resetCodes.userId, input.userId),
              eq(resetCodes.type, 'username_reset'),
              isNull(resetCodes.usedAt),
            ),
          )
          .for('update');
        if (!code || code.expiresAt <= input.now || code.failedAttempts >= input.maxAttempts) return false;
        if (!input.matches(code.codeHash)) {
          await tx
            .update(resetCodes)
            .set({ failedAttempts: code.failedAttempts + 1 })
            .where(eq(resetCodes.id, code.id));
          return false;
        }
        await tx.update(resetCodes).set({ usedAt: input.now }).where(eq(resetCodes.id, code.id));
        return true;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
