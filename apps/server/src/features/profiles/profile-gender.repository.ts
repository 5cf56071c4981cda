import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { transactionRunner } from '../../db/transaction.ts';

const genderColumns = {
  userId: userProfiles.userId,
  gender: userProfiles.gender,
  customGender: userProfiles.customGender,
};
export type GenderRow = {
  userId: string;
  gender: string | null;
  customGender: string | null;
};

/** The profile's gender alone: what a gendered game's rule reads, and the small "add my gender" write. */
export function createProfileGenderRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** Each user's gender; users without a profile are absent. Takes a transaction's handle to read inside it. */
    gendersOf(userIds: readonly string[], executor: Database = db): Promise<GenderRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return executor
        .select(genderColumns)
        .from(userProfiles)
        .where(inArray(userProfiles.userId, [...userIds]));
    },

    async setGender(
      userId: string,
      changes: { gender: string; customGender: string | null; updatedAt: Date },
      tx: Database,
    ): Promise<GenderRow | undefined> {
      const [row] = await tx
        .update(userProfiles)
        .set(changes)
        .where(eq(userProfiles.userId, userId))
        .returning(genderColumns);
      return row;
    },
  };
}

export type ProfileGenderRepository = ReturnType<typeof createProfileGenderRepository>;
