import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/profiles.ts';

export function createProfilesRepository(db: Database) {
  return {
    async insertIfMissing(profile: { userId: string; username: string; name: string; email: string }) {
      await db.insert(userProfiles).values(profile).onConflictDoNothing({ target: userProfiles.userId });
    },

    async findCompleteness(userId: string) {
      const [row] = await db
        .select({ name: userProfiles.name, location: userProfiles.location, sports: userProfiles.sports })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return row;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
